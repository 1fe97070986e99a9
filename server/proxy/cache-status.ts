// The Cache-Status response header (RFC 9211), naming Rote as the cache.
export const cacheStatusHeader = {
  hit: 'Rote; hit',
  templateHit: 'Rote; hit; detail=template',
  stored: 'Rote; fwd=miss; stored',
  notStored: (upstreamStatus: number) => `Rote; fwd=miss; fwd-status=${upstreamStatus}`,
  bypass: (why: string) => `Rote; fwd=bypass; detail=${why}`,
  unavailable: 'Rote; fwd=miss; detail=cache-unavailable',
};
