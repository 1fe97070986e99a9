// The in-memory shape of an account's cache tree.
import type { PendingHits } from './cache-repository.js';
import type { Provenance } from '../templates/provenance.js';
import type { TemplateLifecycle } from '../templates/template-lifecycle.js';
import { TemplateIndex } from '../templates/template-index.js';
import type { TextTemplate } from '../templates/text-template.js';
import type { Usage } from './usage.js';

/** The template children of a node: an index for matching, and a map for finding one by identity. */
export class TemplateChildren {
  readonly index = new TemplateIndex<TreeNode & { template: TextTemplate }>();
  readonly byKey = new Map<string, TreeNode>();

  add(node: TreeNode & { template: TextTemplate }): void {
    this.index.add(node);
    this.byKey.set(node.key, node);
  }

  remove(node: TreeNode & { template: TextTemplate }): void {
    this.index.remove(node);
    this.byKey.delete(node.key);
  }
}

/** One message. Its children are the messages that followed it in some request. */
export class TreeNode {
  /** Literal children by message key (canonical JSON). */
  readonly children = new Map<string, TreeNode>();
  /** Template children, matched through an index. */
  templates: TemplateChildren | null = null;
  /** Answers recorded for requests that ended at this node, by generation key. */
  answers: Map<string, CachedAnswer> | null = null;
  hits = 0;
  /**
   * Epoch ms of the last hit, 0 for never. A number, not a Date: a hit then updates the field in
   * place instead of hanging a new object on the long-lived tree, which V8 would promote and
   * a full collection of a large tree would then have to walk (measured: hits 15% slower with a
   * 100,000-entry tree loaded).
   */
  lastHitAtMs = 0;

  constructor(
    readonly id: string,
    readonly parent: TreeNode | null,
    /** Canonical JSON of the message; for a template, the template's identity. */
    readonly key: string,
    readonly createdAt: Date,
    readonly template: TextTemplate | null = null,
    readonly provenance: Provenance | null = null,
  ) {}

  /** Nodes from the root down to this one. */
  path(): TreeNode[] {
    const nodes: TreeNode[] = [];
    for (let node: TreeNode | null = this; node; node = node.parent) nodes.push(node);
    return nodes.reverse();
  }

  /** The message as a person reads it (templates with {{placeholders}}). */
  display(): string {
    return this.template ? this.template.display() : this.key;
  }
}

/** An upstream answer, recorded under the node of the request's last message. */
export interface CachedAnswer {
  readonly id: string;
  readonly node: TreeNode;
  /** The assistant node the answer became, so a conversation can continue through it. */
  readonly answerNode: TreeNode;
  readonly generationKey: string;
  /** The upstream's body as recorded (replaced in place by a refresh). */
  body: string;
  /** The body (with `id: "cached"`) as a template, when the answer depends on variables. */
  readonly template: TextTemplate | null;
  createdAt: Date;
  /** The body with `id: "cached"`, built on the first hit. */
  hitBody: Buffer | null;
  /** The recorded token usage, read on the first hit. */
  usage: Usage | null;
  hits: number;
  /** Epoch ms of the last hit, 0 for never (see TreeNode.lastHitAtMs). */
  lastHitAtMs: number;
  /** Hits counted but not yet written (see cache-repository.ts). */
  pendingHits?: PendingHits | null;
  /** An induced template's state and evidence; null for literal and manual entries. */
  lifecycle: TemplateLifecycle | null;
  /** What template induction concluded when it examined this answer; null before it has. Set at creation, so every answer keeps one shape on the hit path. */
  inductionOutcome: string | null;
}

/** The answer an assistant node was recorded as: it hangs under the node's parent, the request's last message. */
export function recordedAnswerOf(answerNode: TreeNode | undefined): CachedAnswer | undefined {
  if (!answerNode?.parent?.answers) return undefined;
  for (const answer of answerNode.parent.answers.values()) if (answer.answerNode === answerNode) return answer;
  return undefined;
}
