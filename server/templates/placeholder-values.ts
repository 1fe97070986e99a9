// Words that stand where a value is missing or is not one ("Unknown", "N/A", "Guest", "TBD") or
// that point at someone rather than name them ("me", "everyone"). A model answers them otherwise
// than a real value ("Hello there!" for a customer named "Unknown", no assignee for "TBD", the
// signed-in user for "me"), though they look like the names copied before: each is verified on
// its own (see value-features.ts).

const PLACEHOLDERS = new Set(
  [
    'unknown', 'unknown user', 'anonymous', 'anon', 'guest', 'visitor', 'nobody', 'no one', 'someone', 'somebody', 'anyone', 'anybody',
    'customer', 'user', 'client', 'member', 'friend', 'sir', 'madam', 'test', 'testing', 'test user', 'tbd', 'tba', 'tbc',
    'n/a', 'na', 'none', 'null', 'nil', 'undefined', 'nan', 'unassigned', 'unnamed', 'untitled', 'default', 'placeholder',
    'sample', 'example', 'dummy', 'foo', 'bar', 'xxx', 'john doe', 'jane doe', 'not provided', 'not available', 'not set',
    'empty', 'blank', 'missing', 'pending', 'other', 'various', 'me', 'myself', 'you', 'yourself', 'self', 'us', 'everyone',
    'everybody', 'all', 'team', 'admin', 'administrator', 'root', 'system', 'noreply', 'no-reply', '-', '--', '—', '?', '...',
  ],
);

/** The placeholder a value is, lower-cased, or null for a real value. */
export function placeholderOf(value: string): string | null {
  const word = value.trim().toLowerCase();
  return PLACEHOLDERS.has(word) ? word : null;
}
