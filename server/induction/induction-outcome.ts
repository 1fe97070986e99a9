// What template induction concluded about one recorded answer, in words a person reads on the
// dashboard's node page: the template it induced, or why it induced none. Kept short: a reason can
// quote the request.
import { cutText } from '../cut-text.js';

/** Stored with the answer row; like a miss reason, cut to this length. */
const MAX_OUTCOME = 300;

export const inductionOutcome = {
  /** `nodeId` is the covering template's node, so a person can open the template itself. */
  covered: (nodeId: string, serving: boolean): string =>
    `a template already matches this request (node ${nodeId}, ${serving ? 'serving' : 'predicting: not yet verified on these values'}): it counts as that template’s evidence, not as a new template`,
  alone: (): string => 'no template: no other cached request of this shape to compare it with yet',
  declined: (reason: string, compared: number): string => cutText(`no template (compared with ${compared} cached request${compared === 1 ? '' : 's'} of this shape): ${reason}`, MAX_OUTCOME),
  existing: (nodeId: string, state: string): string => `no new template: a template of these requests was induced before and stays as it is (node ${nodeId}, ${state})`,
  induced: (examples: number, nodeId: string): string =>
    `template candidate induced from ${examples} cached requests (node ${nodeId}); it predicts, and serves once its predictions are verified`,
};
