// One account's cache tree: walking a request's messages to an answer, and recording new ones.
// Pure in-memory logic; persistence is the caller's business (it is told what was created).
import type { Provenance } from '../templates/provenance.js';
import { answerContent } from './answer-content.js';
import { stableId } from './stable-id.js';
import type { Bindings, TextTemplate } from '../templates/text-template.js';
import { PreparedHits } from './prepared-hits.js';
import { ShapeEntries } from './shape-entries.js';
import { TemplateChildren, TreeNode, type CachedAnswer } from './tree-node.js';

export interface Found {
  path: TreeNode[];
  answer: CachedAnswer;
  /** Variable values the request gave the templates on its path; empty for a literal match. */
  bindings: Bindings;
  /** The rendered body for a template match; null for a literal one. */
  rendered: string | null;
}

export interface Recorded {
  path: TreeNode[];
  answer: CachedAnswer;
  /** Nodes and answer created by this call, in creation order (parents first). */
  createdNodes: TreeNode[];
  createdAnswer: CachedAnswer | null;
  /** Set when an existing answer was replaced in place (a refresh). */
  replaced?: boolean;
}

/** What makes a recording a template: per message (null: literal), the answer, the body. */
export interface RecordTemplates {
  messages: Array<TextTemplate | null>;
  answer: TextTemplate | null;
  body: TextTemplate | null;
  provenance: Provenance;
}

/** Where a template that may not serve yet (or not these values) matched: its answer is checked against the upstream's. */
export interface Prediction {
  path: TreeNode[];
  answer: CachedAnswer;
  bindings: Bindings;
  /** The body the template would have served. */
  rendered: string;
}

/** Literal entries are filed by request length and generation key: induction's examples. */
export const entryShape = (length: number, generationKey: string) => `${length}\u0000${generationKey}`;

/** How much of the tree one template search may visit, so a pathological tree cannot stall a request. */
const SEARCH_BUDGET = 5_000;
const MAX_MATCHES = 8;

export class CacheTree {
  /** The account's id seeds the ids of its root nodes (see stable-id.ts). */
  constructor(readonly accountId = '') {}

  readonly roots = new Map<string, TreeNode>();
  rootTemplates: TemplateChildren | null = null;
  readonly nodesById = new Map<string, TreeNode>();
  answerCount = 0;
  templateCount = 0;
  /** Literal entries by entryShape(), oldest first. */
  readonly literalEntries = new Map<string, ShapeEntries>();
  /** Roughly what the tree holds in memory, for the store's budget. */
  bytes = 0;
  /** When a request last used the tree (epoch ms), for least-recently-used eviction. */
  lastUsedAt = 0;
  /** The account's entry lifetime (seconds): older entries are refreshed, not served. Null: none. */
  ttlSeconds: number | null = null;
  /** Hits ready to send by request bytes; cleared by every change that could alter one. */
  readonly prepared = new PreparedHits();

  /** Something changed what some request resolves to (see prepared-hits.ts). */
  invalidate(): void {
    this.prepared.clear();
  }

  /** The literal nodes of the messages, or null when some message has no literal node. */
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

  /**
   * The answer for the messages: a literal path first; else the most specific path through
   * templates. Matches as specific as the best that render a different answer make it a miss.
   */
  find(messageKeys: readonly string[], generationKey: string, predictions?: Prediction[]): Found | null {
    const path = this.walk(messageKeys);
    const answer = path?.[path.length - 1].answers?.get(generationKey);
    if (answer && path) return { path, answer, bindings: {}, rendered: null };
    return this.findTemplate(messageKeys, generationKey, predictions);
  }

  /** The best template match that may serve, ignoring literal entries. */
  findTemplate(keys: readonly string[], generationKey: string, predictions?: Prediction[]): Found | null {
    if (this.templateCount === 0) return null;
    const matches: Array<Found & { specificity: number }> = [];
    const path: TreeNode[] = [];
    let budget = SEARCH_BUDGET;
    const visit = (parent: TreeNode | null, depth: number, bindings: Bindings, specificity: number, templated: boolean): void => {
      if (matches.length >= MAX_MATCHES || budget-- <= 0) return;
      if (depth === keys.length) {
        const answer = parent!.answers?.get(generationKey);
        if (!answer || !templated) return;
        const rendered = answer.template ? answer.template.render(bindings) : null;
        if (answer.template && rendered === null) return;
        // An induced template serves only once verified, and only values its evidence covers;
        // elsewhere it predicts, and the upstream's answer is its test.
        if (answer.lifecycle && answer.lifecycle.refusal(bindings) !== null) {
          if (answer.lifecycle.state !== 'demoted') predictions?.push({ path: [...path], answer, bindings, rendered: rendered ?? answer.body });
          return;
        }
        matches.push({ path: [...path], answer, bindings, rendered: rendered ?? null, specificity });
        return;
      }
      const key = keys[depth];
      const literal = (parent ? parent.children : this.roots).get(key);
      if (literal) {
        path.push(literal);
        visit(literal, depth + 1, bindings, specificity + key.length, templated);
        path.pop();
      }
      const templates = parent ? parent.templates : this.rootTemplates;
      if (!templates) return;
      for (const child of templates.index.candidates(key)) {
        const matched = child.template.match(key, bindings);
        if (!matched) continue;
        path.push(child);
        visit(child, depth + 1, matched, specificity + child.template.specificity, true);
        path.pop();
      }
    };
    visit(null, 0, {}, 0, false);
    if (matches.length === 0) return null;
    // A manual template is never overridden by an induced one; then the most specific wins.
    const rank = (m: Found) => (m.path.some((node) => node.provenance?.kind === 'induced') ? 0 : 1);
    matches.sort((a, b) => rank(b) - rank(a) || b.specificity - a.specificity);
    const best = matches[0];
    const tied = matches.filter((m) => rank(m) === rank(best) && m.specificity === best.specificity);
    if (tied.length > 1) {
      // Equally specific matches must say the same thing; the envelope (id, created) may differ.
      const said = (m: Found) => answerContent(JSON.parse(m.rendered ?? m.answer.body));
      const bestSaid = said(best);
      if (tied.some((m) => said(m) !== bestSaid)) return null;
    }
    return best;
  }

  /**
   * Records an answer for the messages. When an answer with the same generation key is there
   * already (a concurrent identical miss), the first one stays: one consistent entry.
   */
  record(
    messageKeys: readonly string[],
    generationKey: string,
    answerKey: string,
    body: string,
    templates: RecordTemplates | null = null,
    now = new Date(),
    replace = false,
  ): Recorded {
    // A refresh or a manual template can change what known requests resolve to.
    if (replace || templates) this.invalidate();
    const createdNodes: TreeNode[] = [];
    const path: TreeNode[] = [];
    let parent: TreeNode | null = null;
    for (const [i, key] of messageKeys.entries()) {
      const template = templates?.messages[i] ?? null;
      const node: TreeNode = template
        ? this.templateChild(parent, template, templates!.provenance, now, createdNodes)
        : this.child(parent, key, now, createdNodes);
      path.push(node);
      parent = node;
    }
    const last = path[path.length - 1];
    const existing = last.answers?.get(generationKey);
    if (existing && replace && !existing.template && !existing.lifecycle) {
      // A refresh: the same entry, with the new answer.
      existing.body = body;
      existing.createdAt = now;
      existing.hitBody = null;
      existing.usage = null;
      return { path, answer: existing, createdNodes, createdAnswer: null, replaced: true };
    }
    if (existing) return { path, answer: existing, createdNodes, createdAnswer: null };

    const answerNode = templates?.answer
      ? this.templateChild(last, templates.answer, templates.provenance, now, createdNodes)
      : this.child(last, answerKey, now, createdNodes);
    const answer = newAnswer(last, answerNode, generationKey, body, templates?.body ?? null, now);
    this.attachAnswer(answer);
    return { path, answer, createdNodes, createdAnswer: answer };
  }

  /** Adds a node loaded from storage. Parents must be added before their children. */
  attachNode(node: TreeNode): void {
    if (node.template) {
      const children = node.parent ? (node.parent.templates ??= new TemplateChildren()) : (this.rootTemplates ??= new TemplateChildren());
      children.add(node as TreeNode & { template: TextTemplate });
      this.templateCount++;
    } else {
      (node.parent ? node.parent.children : this.roots).set(node.key, node);
    }
    this.nodesById.set(node.id, node);
    this.bytes += nodeBytes(node);
  }

  /** Removes a node and everything below it; returns how many nodes went. */
  detach(node: TreeNode): number {
    this.invalidate();
    if (node.template) (node.parent ? node.parent.templates : this.rootTemplates)?.remove(node as TreeNode & { template: TextTemplate });
    else (node.parent ? node.parent.children : this.roots).delete(node.key);
    let removed = 0;
    const stack = [node];
    while (stack.length > 0) {
      const current = stack.pop()!;
      this.nodesById.delete(current.id);
      this.bytes -= nodeBytes(current);
      for (const answer of current.answers?.values() ?? []) this.bytes -= answerBytes(answer);
      removed++;
      if (current.template) this.templateCount--;
      this.answerCount -= current.answers?.size ?? 0;
      for (const answer of current.answers?.values() ?? []) this.forgetLiteralEntry(answer);
      stack.push(...current.children.values());
      if (current.templates) stack.push(...current.templates.index.all());
    }
    return removed;
  }

  attachAnswer(answer: CachedAnswer): void {
    answer.node.answers ??= new Map();
    answer.node.answers.set(answer.generationKey, answer);
    this.answerCount++;
    this.bytes += answerBytes(answer);
    if (isLiteralEntry(answer)) {
      const shape = entryShape(depthOf(answer.node), answer.generationKey);
      let entries = this.literalEntries.get(shape);
      if (!entries) this.literalEntries.set(shape, (entries = new ShapeEntries()));
      entries.add(answer);
    }
  }

  private forgetLiteralEntry(answer: CachedAnswer): void {
    if (!isLiteralEntry(answer)) return;
    const shape = entryShape(depthOf(answer.node), answer.generationKey);
    const entries = this.literalEntries.get(shape);
    entries?.delete(answer);
    if (entries?.size === 0) this.literalEntries.delete(shape);
  }

  private child(parent: TreeNode | null, key: string, now: Date, created: TreeNode[]): TreeNode {
    const found = (parent ? parent.children : this.roots).get(key);
    if (found) return found;
    const node = new TreeNode(stableId(parent?.id ?? this.accountId, key), parent, key, now);
    this.attachNode(node);
    created.push(node);
    return node;
  }

  private templateChild(parent: TreeNode | null, template: TextTemplate, provenance: Provenance, now: Date, created: TreeNode[]): TreeNode {
    const key = template.key();
    const found = (parent ? parent.templates : this.rootTemplates)?.byKey.get(key);
    if (found) return found;
    const node = new TreeNode(stableId(parent?.id ?? this.accountId, key), parent, key, now, template, provenance);
    this.attachNode(node);
    created.push(node);
    return node;
  }
}

// Strings are UTF-16 in memory; the constants are the objects and maps around them (measured
// roughly with bench/memory.ts).
const nodeBytes = (node: TreeNode) => 400 + node.key.length * 2;
const answerBytes = (answer: CachedAnswer) => 300 + (answer.body.length + answer.generationKey.length) * 2;

function depthOf(node: TreeNode): number {
  let depth = 0;
  for (let at: TreeNode | null = node; at; at = at.parent) depth++;
  return depth;
}

function isLiteralEntry(answer: CachedAnswer): boolean {
  if (answer.template || answer.answerNode.template) return false;
  for (let at: TreeNode | null = answer.node; at; at = at.parent) if (at.template) return false;
  return true;
}

function newAnswer(node: TreeNode, answerNode: TreeNode, generationKey: string, body: string, template: TextTemplate | null, now: Date): CachedAnswer {
  return { id: stableId(node.id, generationKey), node, answerNode, generationKey, body, template, createdAt: now, hitBody: null, usage: null, hits: 0, lastHitAtMs: 0, lifecycle: null, inductionOutcome: null };
}
