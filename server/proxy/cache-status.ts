// The Cache-Status response header (RFC 9211), naming Rote as the cache.
export const cacheStatusHeader = {
  hit: 'Rote; hit',
  templateHit: 'Rote; hit; detail=template',
  stored: 'Rote; fwd=miss; stored',
  notStored: (upstreamStatus: number) => `Rote; fwd=miss; fwd-status=${upstreamStatus}`,
  unavailable: 'Rote; fwd=miss; detail=cache-unavailable',
  /** Answered, not recorded: the database is away, the entry too large, the account full. */
  notRecorded: (detail: string) => `Rote; fwd=miss; detail=${detail}`,
  /** Rote could not reach the upstream (502) or it timed out (504). */
  upstreamFailed: (code: string) => `Rote; fwd=miss; detail=${code}`,
  /** A streamed miss: whether it is stored is known only when the stream ends. */
  streaming: 'Rote; fwd=miss',
};
