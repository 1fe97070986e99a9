// The in-memory shape of an account's cache tree.
import type { Usage } from './usage.js';

/** One message. Its children are the messages that followed it in some request. */
export class TreeNode {
  /** Children by message key (canonical JSON). */
  readonly children = new Map<string, TreeNode>();
  /** Answers recorded for requests that ended at this node, by generation key. */
  answers: Map<string, CachedAnswer> | null = null;
  hits = 0;
  lastHitAt: Date | null = null;

  constructor(
    readonly id: string,
    readonly parent: TreeNode | null,
    /** Canonical JSON of the message. */
    readonly key: string,
    readonly createdAt: Date,
  ) {}

  /** Nodes from the root down to this one. */
  path(): TreeNode[] {
    const nodes: TreeNode[] = [];
    for (let node: TreeNode | null = this; node; node = node.parent) nodes.push(node);
    return nodes.reverse();
  }
}

/** An upstream answer, recorded under the node of the request's last message. */
export interface CachedAnswer {
  readonly id: string;
  readonly node: TreeNode;
  /** The assistant node the answer became, so a conversation can continue through it. */
  readonly answerNode: TreeNode;
  readonly generationKey: string;
  /** The upstream's body as recorded. */
  readonly body: string;
  readonly createdAt: Date;
  /** The body with `id: "cached"`, built on the first hit. */
  hitBody: Buffer | null;
  /** The recorded token usage, read on the first hit. */
  usage: Usage | null;
  hits: number;
  lastHitAt: Date | null;
}
