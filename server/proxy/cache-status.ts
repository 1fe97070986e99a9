// The Cache-Status response header (RFC 9211), naming Rote as the cache.
export const cacheStatusHeader = {
  hit: 'Rote; hit',
  templateHit: 'Rote; hit; detail=template',
  /** Forwarded and stored: a miss, or a refresh the request asked for (no-cache) or that age forced (max-age). */
  stored: (refresh: 'request' | 'stale' | null = null) => `Rote; fwd=${refresh ?? 'miss'}; stored`,
  notStored: (upstreamStatus: number) => `Rote; fwd=miss; fwd-status=${upstreamStatus}`,
  unavailable: 'Rote; fwd=miss; detail=cache-unavailable',
  /** Answered, not recorded: the database is away, the entry too large, the account full. */
  notRecorded: (detail: string) => `Rote; fwd=miss; detail=${detail}`,
  /** Cache-Control: only-if-cached and nothing cached: the upstream was not called. */
  notCached: 'Rote; detail=only-if-cached',
  /** A request Rote does not cache, passed through to the upstream. */
  passThrough: 'Rote; fwd=uri-miss',
  /** Rote could not reach the upstream (502) or it timed out (504). */
  upstreamFailed: (code: string) => `Rote; fwd=miss; detail=${code}`,
  /** A streamed miss: whether it is stored is known only when the stream ends. */
  streaming: 'Rote; fwd=miss',
};
