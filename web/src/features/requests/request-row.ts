export interface RequestRow {
  id: string;
  cacheStatus: string;
  model: string | null;
  latencyMs: number;
  totalTokens: number | null;
  createdAt: string;
  /** Identical hits in one flush window share a row. */
  count: number;
}

export const ROW_FIELDS = 'id cacheStatus model latencyMs totalTokens createdAt count';
