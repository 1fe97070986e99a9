// The cache's rows: how trees, nodes and answers are read from and written to the database. The
// store (cache-store.ts) decides what to keep in memory and when to write; this file owns the SQL
// and the mapping between rows and the in-memory tree.
import { createHash } from 'node:crypto';
import { addHits, insertRows } from '../db/batch-sql.js';
import { CacheAnswer, CacheNode } from '../db/models/index.js';
import type { Provenance } from '../templates/provenance.js';
import { caseMappedOf } from '../templates/case-by-language.js';
import { literalTextOf, slotEdgesOf } from '../templates/request-literals.js';
import { withWordByWordRules } from '../templates/stored-word-by-word.js';
import { TemplateLifecycle, type LifecycleJson } from '../templates/template-lifecycle.js';
import { TextTemplate, type Segment } from '../templates/text-template.js';
import type { CacheTree } from './cache-tree.js';
import { TreeNode, type CachedAnswer } from './tree-node.js';

/** What the store writes behind: new nodes and answers, hits, and changes to known answers. */
export type CacheWrite =
  | { kind: 'node'; accountId: string; node: TreeNode }
  | { kind: 'answer'; accountId: string; answer: CachedAnswer; induction: 'pending' | null }
  | PendingHits
  | { kind: 'inducted'; accountId: string; answerId: string; outcome: string | null }
  | { kind: 'lifecycle'; accountId: string; answer: CachedAnswer }
  | { kind: 'replaced'; accountId: string; answer: CachedAnswer };

/**
 * The hits of one answer not yet written. Hits add to the pending item until a flush takes it
 * (`sealed`), so a hot answer costs one write per flush, not one per hit.
 */
export interface PendingHits {
  kind: 'hit';
  path: TreeNode[];
  answer: CachedAnswer;
  count: number;
  /** The last hit, epoch ms. */
  at: number;
  sealed: boolean;
}

interface StoredNodeTemplate {
  segments: Segment[];
  provenance: Provenance | null;
  /** Absent for 0 (see TextTemplate.revision). */
  revision?: number;
}

const NODE_COLUMNS = ['id', 'account_id', 'parent_id', 'message', 'message_hash', 'template', 'hits', 'last_hit_at', 'created_at'];
const ANSWER_COLUMNS = [
  'id',
  'account_id',
  'node_id',
  'answer_node_id',
  'generation_key',
  'generation_key_hash',
  'body',
  'template',
  'induction',
  'lifecycle',
  'hits',
  'last_hit_at',
  'created_at',
];

export const NODE_ATTRIBUTES = ['id', 'parentId', 'message', 'template', 'hits', 'lastHitAt', 'createdAt'];

export interface NodeRow {
  id: string;
  parentId: string | null;
  message: string;
  template: string | null;
  hits: number;
  lastHitAt: Date | string | null;
  createdAt: Date | string;
}

export function nodeFromRow(row: NodeRow, parent: TreeNode | null): TreeNode {
  const stored = row.template ? (JSON.parse(row.template) as StoredNodeTemplate) : null;
  const template = stored ? new TextTemplate(stored.segments, stored.revision ?? 0) : null;
  const key = template ? template.key() : row.message;
  const node = new TreeNode(row.id, parent, key, new Date(row.createdAt), template, stored?.provenance ?? null);
  node.hits = row.hits;
  node.lastHitAtMs = row.lastHitAt ? new Date(row.lastHitAt).getTime() : 0;
  return node;
}

/**
 * A stored lifecycle, with the fixed text of its request's path, its generation key and the
 * variables its answer template writes in another case (not stored: they follow from the row).
 */
export function lifecycleFromRow(lifecycle: string, node: TreeNode, generationKey: string, answer: TextTemplate | null): TemplateLifecycle {
  const path = node.path();
  const [literals, edges] = [literalTextOf(path), slotEdgesOf(path)];
  const json = withWordByWordRules(JSON.parse(lifecycle) as LifecycleJson, answer, edges, literals);
  return TemplateLifecycle.fromJSON(json, literals, generationKey.toLowerCase(), edges, caseMappedOf(answer));
}

/**
 * The answer a row holds, or null when its nodes are not in the tree. An induced template without
 * a lifecycle was induced before templates were verified (or by an older instance): it never
 * proved itself, so it comes back retired, whoever reads it (a load, or another instance's change).
 */
export function answerFromRow(tree: CacheTree, row: CacheAnswer): CachedAnswer | null {
  const node = tree.nodesById.get(row.nodeId);
  const answerNode = tree.nodesById.get(row.answerNodeId);
  if (!node || !answerNode) return null;
  const induced = [answerNode, ...node.path()].some((n) => n.provenance?.kind === 'induced');
  const template = row.template ? new TextTemplate((JSON.parse(row.template) as { segments: Segment[] }).segments) : null;
  const lifecycle = row.lifecycle
    ? lifecycleFromRow(row.lifecycle, node, row.generationKey, template)
    : induced
      ? TemplateLifecycle.retired('induced before templates were verified')
      : null;
  return {
    id: row.id,
    node,
    answerNode,
    generationKey: row.generationKey,
    body: row.body,
    template,
    createdAt: new Date(row.createdAt),
    hitBody: null,
    usage: null,
    hits: row.hits,
    lastHitAtMs: row.lastHitAt ? new Date(row.lastHitAt).getTime() : 0,
    lifecycle,
    inductionOutcome: row.inductionOutcome ?? null,
  };
}

/** A write as the quarantine log names it: ids only, never message contents. */
export function describeWrite(write: CacheWrite): Record<string, unknown> {
  switch (write.kind) {
    case 'node':
      return { kind: 'node', accountId: write.accountId, id: write.node.id };
    case 'answer':
      return { kind: 'answer', accountId: write.accountId, id: write.answer.id };
    case 'hit':
      return { kind: 'hit', answer: write.answer.id };
    case 'inducted':
      return { kind: 'inducted', answer: write.answerId };
    case 'lifecycle':
      return { kind: 'lifecycle', answer: write.answer.id };
    case 'replaced':
      return { kind: 'replaced', answer: write.answer.id };
  }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** What a batch wrote that the other instances should read back, as answer ids per account. */
export interface BatchWritten {
  /** New answers, replaced ones, and ones with a new lifecycle. */
  answers: Map<string, string[]>;
  /** Answers with induction's outcome: only that column changed. */
  outcomes: Map<string, string[]>;
}

/**
 * Writes a batch of cache writes. No transaction: the inserts are idempotent and ordered (parents,
 * then answers), so a batch retried after a partial failure completes it.
 */
export async function writeBatch(batch: CacheWrite[]): Promise<BatchWritten> {
  const nodes: Array<Array<string | number | Date | null>> = [];
  const answers: Array<Array<string | number | Date | null>> = [];
  const nodeHits = new Map<string, { count: number; at: Date }>();
  const answerHits = new Map<string, { count: number; at: Date }>();
  /** Answers examined by induction, by what came of it: most share an outcome's words. */
  const inducted = new Map<string | null, string[]>();
  const lifecycles = new Map<string, CachedAnswer>();
  const replaced = new Map<string, CachedAnswer>();
  const addHit = (map: typeof nodeHits, id: string, count: number, at: Date) => {
    const entry = map.get(id);
    if (entry) {
      entry.count += count;
      if (at > entry.at) entry.at = at;
    } else map.set(id, { count, at });
  };
  for (const write of batch) {
    if (write.kind === 'node') {
      const { node } = write;
      const stored: StoredNodeTemplate | null = node.template ? { segments: [...node.template.segments], provenance: node.provenance } : null;
      if (stored && node.template!.revision > 0) stored.revision = node.template!.revision;
      const template = stored ? JSON.stringify(stored) : null;
      nodes.push([node.id, write.accountId, node.parent?.id ?? null, node.display(), sha256(node.key), template, 0, null, node.createdAt]);
    } else if (write.kind === 'answer') {
      const { answer } = write;
      answers.push([
        answer.id,
        write.accountId,
        answer.node.id,
        answer.answerNode.id,
        answer.generationKey,
        sha256(answer.generationKey),
        answer.body,
        answer.template ? JSON.stringify({ segments: answer.template.segments }) : null,
        write.induction,
        answer.lifecycle ? JSON.stringify(answer.lifecycle) : null,
        0,
        null,
        answer.createdAt,
      ]);
    } else if (write.kind === 'hit') {
      write.sealed = true; // later hits start a new item; a retry of this batch sees the same count
      const at = new Date(write.at);
      for (const node of write.path) addHit(nodeHits, node.id, write.count, at);
      addHit(answerHits, write.answer.id, write.count, at);
    } else if (write.kind === 'lifecycle') {
      lifecycles.set(write.answer.id, write.answer);
    } else if (write.kind === 'replaced') {
      replaced.set(write.answer.id, write.answer);
    } else {
      const ids = inducted.get(write.outcome) ?? [];
      if (ids.length === 0) inducted.set(write.outcome, ids);
      ids.push(write.answerId);
    }
  }
  // (On SQLite a transaction would also cost a connection of its own per flush.)
  const sequelize = CacheNode.sequelize!;
  await insertRows(sequelize, 'cache_nodes', NODE_COLUMNS, nodes, { ignoreDuplicates: true });
  await insertRows(sequelize, 'cache_answers', ANSWER_COLUMNS, answers, { ignoreDuplicates: true });
  for (const [outcome, ids] of inducted) await CacheAnswer.update({ induction: 'done', inductionOutcome: outcome }, { where: { id: ids } });
  for (const answer of lifecycles.values()) {
    // Demotion is final everywhere: an instance writing from a stale copy never revives a
    // template another instance demoted.
    await sequelize.query(`UPDATE cache_answers SET lifecycle = $1 WHERE id = $2 AND (lifecycle IS NULL OR lifecycle NOT LIKE '%"state":"demoted"%')`, {
      bind: [JSON.stringify(answer.lifecycle), answer.id],
    });
  }
  for (const answer of replaced.values()) {
    await CacheAnswer.update({ body: answer.body, createdAt: answer.createdAt }, { where: { id: answer.id } });
  }
  // Hit counts are increments, not idempotent: last, so a batch retried after a failure above
  // does not count them twice.
  await addHits(sequelize, 'cache_nodes', nodeHits);
  await addHits(sequelize, 'cache_answers', answerHits);
  const written: BatchWritten = { answers: new Map(), outcomes: new Map() };
  const add = (map: Map<string, string[]>, accountId: string, id: string) => {
    const ids = map.get(accountId) ?? [];
    ids.push(id);
    map.set(accountId, ids);
  };
  for (const write of batch) {
    if (write.kind === 'answer' || write.kind === 'lifecycle' || write.kind === 'replaced') add(written.answers, write.accountId, write.answer.id);
    else if (write.kind === 'inducted') add(written.outcomes, write.accountId, write.answerId);
  }
  return written;
}
