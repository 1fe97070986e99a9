// Why a request the cache could have answered went upstream, as known at the moment it was
// answered: what the client asked for (no-cache, max-age) and what templates said about it. The
// dashboard adds what it can work out later from the tree (server/cache/miss-explanation.ts).
import { cutText } from '../cut-text.js';
import type { Prediction } from '../cache/cache-tree.js';
import type { CacheDirectives } from './cache-control.js';

/** How every reason for a refresh (the request replaced a cached answer) begins. */
const REFRESHED = 'refreshed from the upstream';

/** Whether a stored reason says the request replaced the cached answer. */
export const isRefresh = (reason: string | null) => reason?.startsWith(REFRESHED) === true;

/** Stored with the request log row; kept short. */
const MAX_REASON = 300;

export function missReason(
  directives: CacheDirectives,
  refresh: 'request' | 'stale' | null,
  predictions: readonly Prediction[],
  cacheUsable: boolean,
  /** The account's entry lifetime, in seconds, when it has one. */
  accountTtl: number | null = null,
): string | null {
  let reason: string | null = null;
  if (!cacheUsable) reason = 'the cache could not be read, so the request was forwarded';
  else if (refresh === 'request') reason = `${REFRESHED}: the client sent Cache-Control: no-cache`;
  else if (refresh === 'stale') {
    const byClient = directives.maxAge !== null && (accountTtl === null || directives.maxAge <= accountTtl);
    reason = `${REFRESHED}: the cached answer was older than ${byClient ? `max-age=${directives.maxAge}` : `the account's entry lifetime (${accountTtl} s)`}`;
  }
  else if (predictions.length > 0) reason = predictionReason(predictions[0]);
  return reason && cutText(reason, MAX_REASON);
}

function predictionReason({ answer, bindings }: Prediction): string {
  const lifecycle = answer.lifecycle;
  const template = `template ${answer.answerNode.id}`;
  if (!lifecycle || lifecycle.state === 'candidate') {
    const predictions = lifecycle?.predictions ?? 0;
    return `${template} matched but is still a candidate, not yet verified (${predictions} correct predictions so far); the upstream's answer tests it`;
  }
  return `${template} matched but its evidence does not cover these values (${lifecycle.refusal(bindings) ?? 'refused'}); the upstream's answer tests it`;
}
