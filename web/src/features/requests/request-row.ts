export interface RequestRow {
  id: string;
  cacheStatus: string;
  model: string | null;
  keyId: string | null;
  latencyMs: number;
  totalTokens: number | null;
  createdAt: string;
  /** Identical hits in one flush window share a row. */
  count: number;
  /** The node of each request message; the first is the conversation's root. */
  nodeIds: string[];
  answerNodeId: string | null;
  /** What was asked, in one short line. */
  preview: string | null;
}

export const ROW_FIELDS = 'id cacheStatus model keyId latencyMs totalTokens createdAt count nodeIds answerNodeId preview';
