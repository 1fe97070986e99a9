import { gql } from '../../api/graphql';

export interface TreeNodeData {
  id: string;
  role: string;
  content: string;
  isTemplate: boolean;
  variables: string[];
  provenance: { kind: string; createdAt: string; examples: string } | null;
  lifecycle: {
    state: string;
    predictions: number;
    audits: number;
    distinctValues: string;
    risky: string[];
    events: Array<{ at: string; state: string; reason: string }>;
  } | null;
  /** What template induction concluded about the answer recorded here. */
  induction: string | null;
  parentId: string | null;
  childCount: number;
  answerCount: number;
  hits: number;
  lastHitAt: string | null;
  createdAt: string;
}

/** Everything the details panel shows about one node. */
export const NODE_FIELDS = 'id role content isTemplate variables provenance { kind createdAt examples } lifecycle { state predictions audits distinctValues risky events { at state reason } } induction parentId childCount answerCount hits lastHitAt createdAt';

/** What a row of the tree shows: pages of 50 with the details would go past the API's cost limit. */
export type TreeRowData = Pick<TreeNodeData, 'id' | 'role' | 'content' | 'isTemplate' | 'childCount' | 'hits'>;
const ROW_FIELDS = 'id role content isTemplate childCount hits';

export interface NodePage {
  items: TreeRowData[];
  nextCursor: string | null;
}

export async function loadChildren(parentId: string | null, after: string | null): Promise<NodePage> {
  if (parentId === null) {
    const data = await gql<{ roots: NodePage }>(`query($after:String){ roots(first: 50, after:$after){ items { ${ROW_FIELDS} } nextCursor } }`, { after });
    return data.roots;
  }
  const data = await gql<{ node: { children: NodePage } }>(
    `query($id:ID!,$after:String){ node(id:$id){ children(first: 50, after:$after){ items { ${ROW_FIELDS} } nextCursor } } }`,
    { id: parentId, after },
  );
  return data.node.children;
}

/** A one-line summary of a message node's JSON. */
export function summary(content: string): string {
  try {
    const message = JSON.parse(content) as { content?: unknown; tool_calls?: Array<{ function?: { name?: string } }> };
    if (typeof message.content === 'string') return message.content;
    if (message.tool_calls) return message.tool_calls.map((c) => `→ ${c.function?.name ?? 'tool'}()`).join(' ');
    return JSON.stringify(message.content);
  } catch {
    return content;
  }
}
