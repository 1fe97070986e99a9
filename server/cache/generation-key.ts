// The generation key: the model plus every body field that can change what the model answers.
// It is built by exclusion, so a field added to the API tomorrow is in the key by default: a missed
// hit costs money, a wrong hit costs trust.
import { canonicalJson } from './canonical-json.js';

/** Fields that cannot change the answer's content. */
const OUTSIDE_THE_KEY = new Set([
  'messages',
  'stream',
  'stream_options',
  'user',
  'metadata',
  'store',
  'service_tier',
  'prompt_cache_key',
  'safety_identifier',
]);

export function generationKey(body: Record<string, unknown>): string {
  const fields: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(body)) {
    if (!OUTSIDE_THE_KEY.has(field)) fields[field] = value;
  }
  return canonicalJson(fields);
}
