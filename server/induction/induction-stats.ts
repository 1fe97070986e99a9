// Counts of what induction did since start, for the dashboard and logs.
export interface InductionStats {
  examined: number;
  /** Candidates proposed. */
  induced: number;
  rejected: number;
  predictions: number;
  mispredictions: number;
  promoted: number;
  demoted: number;
  audits: number;
  auditFailures: number;
  lastRunAt: Date | null;
}

export function newInductionStats(): InductionStats {
  return { examined: 0, induced: 0, rejected: 0, predictions: 0, mispredictions: 0, promoted: 0, demoted: 0, audits: 0, auditFailures: 0, lastRunAt: null };
}
