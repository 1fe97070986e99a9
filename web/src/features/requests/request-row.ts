export interface RequestRow {
  id: string;
  cacheStatus: string;
  model: string | null;
  latencyMs: number;
  totalTokens: number | null;
  createdAt: string;
}

export const ROW_FIELDS = 'id cacheStatus model latencyMs totalTokens createdAt';
