// Credentials by the prefixes their issuers give them, as secret scanners read them: an AWS access
// key ("AKIA" and sixteen capitals or digits), a GitHub, GitLab, Slack, Stripe, OpenAI, Google or
// npm token, a JSON web token, a private key. An agent refuses to post or commit one, or masks it,
// where it copied random ids of the same shape before ("AKIA3DQKLEKQ2F4RVYKI" against a build id
// of twenty capitals and digits): which kind a value holds is a category (see value-features.ts).

const CREDENTIALS: ReadonlyArray<readonly [kind: string, pattern: RegExp]> = [
  ['aws access key', /(?<![A-Z0-9])(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA|ANVA|AIPA)[A-Z0-9]{16}(?![A-Z0-9])/u],
  ['github token', /(?<![\p{L}\p{N}])(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_\w{30,})/u],
  ['gitlab token', /(?<![\p{L}\p{N}])glpat-[\w-]{20,}/u],
  ['slack token', /(?<![\p{L}\p{N}])xox[abposr]-[\w-]{10,}/u],
  ['stripe key', /(?<![\p{L}\p{N}])(?:sk|rk|pk)_(?:live|test)_[A-Za-z0-9]{16,}/u],
  ['openai key', /(?<![\p{L}\p{N}])sk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}/u],
  ['google api key', /(?<![\p{L}\p{N}])AIza[\w-]{35}/u],
  ['npm token', /(?<![\p{L}\p{N}])npm_[A-Za-z0-9]{36}/u],
  ['json web token', /(?<![\p{L}\p{N}])eyJ[\w-]{8,}\.eyJ[\w-]{8,}\.[\w-]+/u],
  ['private key', /-----BEGIN [A-Z ]*PRIVATE KEY-----/u],
];

/** The kinds of credential a value holds, in the list's order, or null when it holds none. */
export function credentialKindsOf(value: string): string | null {
  const kinds = CREDENTIALS.filter(([, pattern]) => pattern.test(value)).map(([kind]) => kind);
  return kinds.length > 0 ? kinds.join(', ') : null;
}
