// One account's cache tree: walking a request's messages to an answer, and recording new ones.
// Pure in-memory logic; persistence is the caller's business (it is told what was created).
import { randomUUID } from 'node:crypto';
import { TreeNode, type CachedAnswer } from './tree-node.js';

export interface Recorded {
  path: TreeNode[];
  answer: CachedAnswer;
  /** Nodes and answer created by this call, in creation order (parents first). */
  createdNodes: TreeNode[];
  createdAnswer: CachedAnswer | null;
}

export class CacheTree {
  readonly roots = new Map<string, TreeNode>();
  readonly nodesById = new Map<string, TreeNode>();
  answerCount = 0;

  /** The nodes of the messages, or null when some message has no node. */
  walk(messageKeys: readonly string[]): TreeNode[] | null {
    const path: TreeNode[] = new Array(messageKeys.length);
    let siblings = this.roots;
    for (let i = 0; i < messageKeys.length; i++) {
      const node = siblings.get(messageKeys[i]);
      if (!node) return null;
      path[i] = node;
      siblings = node.children;
    }
    return path;
  }

  find(messageKeys: readonly string[], generationKey: string): { path: TreeNode[]; answer: CachedAnswer } | null {
    const path = this.walk(messageKeys);
    const answer = path?.[path.length - 1].answers?.get(generationKey);
    return answer && path ? { path, answer } : null;
  }

  /**
   * Records an answer for the messages. When an answer with the same generation key is there
   * already (a concurrent identical miss), the first one stays: one consistent entry.
   */
  record(messageKeys: readonly string[], generationKey: string, answerKey: string, body: string, now = new Date()): Recorded {
    const createdNodes: TreeNode[] = [];
    const path: TreeNode[] = [];
    let parent: TreeNode | null = null;
    for (const key of messageKeys) {
      const node = this.child(parent, key, now, createdNodes);
      path.push(node);
      parent = node;
    }
    const last = path[path.length - 1];
    const existing = last.answers?.get(generationKey);
    if (existing) return { path, answer: existing, createdNodes, createdAnswer: null };

    const answerNode = this.child(last, answerKey, now, createdNodes);
    const answer: CachedAnswer = {
      id: randomUUID(),
      node: last,
      answerNode,
      generationKey,
      body,
      createdAt: now,
      hitBody: null,
      usage: null,
      hits: 0,
      lastHitAt: null,
    };
    this.attachAnswer(answer);
    return { path, answer, createdNodes, createdAnswer: answer };
  }

  /** Adds a node loaded from storage. Parents must be added before their children. */
  attachNode(node: TreeNode): void {
    (node.parent ? node.parent.children : this.roots).set(node.key, node);
    this.nodesById.set(node.id, node);
  }

  attachAnswer(answer: CachedAnswer): void {
    answer.node.answers ??= new Map();
    answer.node.answers.set(answer.generationKey, answer);
    this.answerCount++;
  }

  private child(parent: TreeNode | null, key: string, now: Date, created: TreeNode[]): TreeNode {
    const siblings = parent ? parent.children : this.roots;
    const found = siblings.get(key);
    if (found) return found;
    const node = new TreeNode(randomUUID(), parent, key, now);
    this.attachNode(node);
    created.push(node);
    return node;
  }
}
