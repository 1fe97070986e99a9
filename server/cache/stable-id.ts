// Ids that every instance computes alike: a node's from its account, parent and message key; an
// answer's from its node and generation key. Two instances that record the same request write the
// same rows, so the primary key itself makes duplicate nodes and answers impossible.
import { createHash } from 'node:crypto';

export function stableId(...parts: string[]): string {
  const hex = createHash('sha256').update(parts.join('\u0000')).digest('hex');
  // UUID-shaped (the id columns are 36 characters), version nibble 5 as for name-based UUIDs.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
