// The requests table's filters live in the URL, so a filtered view can be bookmarked, shared and
// reloaded; this maps between the URL and the GraphQL RequestFilter.

export interface Filters {
  status: string;
  model: string;
  search: string;
  keyId: string;
  /** A preset time range: 1h, 24h, 7d, 30d, or '' for all time. */
  range: string;
  conversation: string;
  answerNodeId: string;
}

const PARAMS: Record<keyof Filters, string> = { status: 'status', model: 'model', search: 'q', keyId: 'key', range: 'range', conversation: 'conversation', answerNodeId: 'answer' };

export const RANGES: Record<string, number> = { '1h': 3600e3, '24h': 86400e3, '7d': 7 * 86400e3, '30d': 30 * 86400e3 };

export function filtersFrom(params: URLSearchParams): Filters {
  const filters = {} as Filters;
  for (const [field, param] of Object.entries(PARAMS)) filters[field as keyof Filters] = params.get(param) ?? '';
  return filters;
}

export function filtersPath(filters: Filters): string {
  const params = new URLSearchParams();
  for (const [field, param] of Object.entries(PARAMS)) {
    const value = filters[field as keyof Filters];
    if (value) params.set(param, value);
  }
  const query = params.toString();
  return query ? `/requests?${query}` : '/requests';
}

/** The GraphQL RequestFilter; a time range counts back from `now`. */
export function graphqlFilter(filters: Filters, now = Date.now()): Record<string, string | null> {
  const span = RANGES[filters.range];
  return {
    status: filters.status || null,
    model: filters.model || null,
    search: filters.search || null,
    keyId: filters.keyId || null,
    from: span ? new Date(now - span).toISOString() : null,
    conversation: filters.conversation || null,
    answerNodeId: filters.answerNodeId || null,
  };
}

/** Whether a live row belongs in the filtered view (text search is the server's: live rows wait for a reload). */
export function passes(row: { cacheStatus: string; model: string | null; keyId: string | null; nodeIds: string[]; answerNodeId: string | null }, filters: Filters): boolean {
  if (filters.search) return false;
  if (filters.status && row.cacheStatus !== filters.status) return false;
  if (filters.model && !(row.model ?? '').toLowerCase().includes(filters.model.toLowerCase())) return false;
  if (filters.keyId && row.keyId !== filters.keyId) return false;
  if (filters.conversation && row.nodeIds[0] !== filters.conversation) return false;
  if (filters.answerNodeId && row.answerNodeId !== filters.answerNodeId) return false;
  return true;
}
