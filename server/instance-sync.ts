// Keeps this instance's memory coherent with the others on the same Postgres database: what it
// writes, deletes or revokes is announced on the change feed; what others announce is read back
// from the database (new entries and templates, changed lifecycles, induction's outcomes), or
// dropped (deleted subtrees, revoked keys, ended sessions). The bound is one flush window
// (WRITE_FLUSH_MS) plus notification latency: the announcement follows the write.
import type { ChangeFeed } from './db/change-feed.js';
import type { Services } from './services.js';

export function syncInstances(services: Services, feed: ChangeFeed): () => void {
  const { cache, apiKeys, sessions, logger } = services;
  const stops = [
    cache.persisted.subscribe(({ accountId, answerIds }) => feed.publish({ kind: 'answers', accountId, answerIds })),
    cache.outcomesPersisted.subscribe(({ accountId, answerIds }) => feed.publish({ kind: 'outcomes', accountId, answerIds })),
    cache.deleted.subscribe(({ accountId, nodeId }) => feed.publish({ kind: 'deleted', accountId, nodeId })),
    cache.settingsChanged.subscribe(({ accountId }) => feed.publish({ kind: 'account-settings', accountId })),
    apiKeys.revoked.subscribe(({ id, remote }) => {
      if (!remote) feed.publish({ kind: 'key-revoked', keyId: id });
    }),
    sessions.ended.subscribe(({ id, remote }) => {
      if (!remote) feed.publish({ kind: 'session-ended', sessionId: id });
    }),
    feed.changes.subscribe((change) => {
      switch (change.kind) {
        case 'answers':
          cache.absorb(change.accountId, change.answerIds).catch((err) => logger.warn({ err, accountId: change.accountId }, 'could not read changes from another instance'));
          break;
        case 'outcomes':
          cache.absorbOutcomes(change.accountId, change.answerIds).catch((err) => logger.warn({ err, accountId: change.accountId }, 'could not read induction outcomes from another instance'));
          break;
        case 'deleted':
          cache.forgetSubtree(change.accountId, change.nodeId);
          break;
        case 'key-revoked':
          apiKeys.revokedElsewhere(change.keyId);
          break;
        case 'session-ended':
          sessions.endedElsewhere(change.sessionId);
          break;
        case 'account-settings':
          cache.reloadSettings(change.accountId).catch((err) => logger.warn({ err, accountId: change.accountId }, 'could not read settings changed by another instance'));
          break;
      }
    }),
    feed.resync.subscribe(() => cache.forgetAll()),
  ];
  return () => stops.forEach((stop) => stop());
}
