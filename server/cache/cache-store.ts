// The cache service: one CacheTree per account, loaded lazily from the database on the account's
// first request and written through afterwards. Serving a hit reads memory only; new nodes,
// answers and hit counts are written behind, in batches, and flushed on shutdown.
import { Account, CacheAnswer, CacheNode } from '../db/models/index.js';
import { WriteBehind, type WriterHealth } from '../db/write-behind.js';
import { NotRecordedError } from '../errors.js';
import { Listeners } from '../listeners.js';
import type { Logger } from '../logger.js';
import type { Bindings } from '../templates/text-template.js';
import type { TemplateLifecycle } from '../templates/template-lifecycle.js';
import { answerFromRow, describeWrite, lifecycleFromRow, nodeFromRow, NODE_ATTRIBUTES, writeBatch, type CacheWrite, type NodeRow } from './cache-repository.js';
import { CacheTree, type Prediction, type Recorded, type RecordTemplates } from './cache-tree.js';
import type { TreeNode, CachedAnswer } from './tree-node.js';
import { usageOf } from './usage.js';

/** How many times one induced template entry may be revised after demotion (see addCandidate): bounds churn on answers no template explains. */
export const MAX_REVISIONS = 2;

export interface RequestKey {
  /** The canonical key of each request message, in order. */
  messageKeys: string[];
  generationKey: string;
}

export interface Hit {
  path: TreeNode[];
  answer: CachedAnswer;
  /** The body to return: the recorded one with `id: "cached"`, rendered for a template. */
  body: Buffer;
  /** Variable values a template match derived from the request; null for a literal hit. */
  bindings: Bindings | null;
}

/** A recorded answer waiting to be examined by template induction. */
export interface InductionJob {
  accountId: string;
  answer: CachedAnswer;
}

export interface CacheLimits {
  /** What all loaded trees may hold in memory together before the least recently used go. */
  memoryBytes: number;
  /** Entries one account may hold; past it, its new answers are forwarded, not recorded. */
  maxAccountEntries: number;
  /** A larger request plus answer is forwarded, not recorded. */
  maxEntryBytes: number;
}

const DEFAULT_LIMITS: CacheLimits = { memoryBytes: 1024 ** 3, maxAccountEntries: 200_000, maxEntryBytes: 2 * 1024 ** 2 };

export class CacheStore {
  private readonly trees = new Map<string, CacheTree | Promise<CacheTree>>();
  private readonly writes: WriteBehind<CacheWrite>;
  private readonly inductionQueue: InductionJob[] = [];

  private readonly limits: CacheLimits;
  private recordedSinceCheck = 0;

  constructor(
    private readonly logger: Logger,
    flushMs: number,
    options: Partial<CacheLimits> & { probe?: () => Promise<boolean>; maxQueue?: number } = {},
  ) {
    this.writes = new WriteBehind('cache', (batch) => this.persist(batch), logger, { intervalMs: flushMs, probe: options.probe, maxQueue: options.maxQueue, describe: describeWrite });
    this.limits = { ...DEFAULT_LIMITS, ...Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)) } as CacheLimits;
  }

  /** What the loaded trees hold in memory, roughly, and how many are loaded. */
  memory(): { bytes: number; accounts: number; budget: number } {
    let bytes = 0;
    let accounts = 0;
    for (const tree of this.trees.values()) {
      if (tree instanceof CacheTree) {
        bytes += tree.bytes;
        accounts++;
      }
    }
    return { bytes, accounts, budget: this.limits.memoryBytes };
  }

  writerHealth(): WriterHealth {
    return this.writes.health();
  }

  /** The account's tree, loading it on first use. Concurrent first uses share one load. */
  tree(accountId: string): CacheTree | Promise<CacheTree> {
    const known = this.trees.get(accountId);
    if (known instanceof CacheTree) {
      known.lastUsedAt = Date.now();
      return known;
    }
    if (known) return known;
    const loading = this.load(accountId).then(
      (tree) => {
        tree.lastUsedAt = Date.now();
        this.trees.set(accountId, tree);
        this.evictOverBudget(accountId);
        return tree;
      },
      (err) => {
        this.trees.delete(accountId); // let a later request try again
        throw err;
      },
    );
    this.trees.set(accountId, loading);
    return loading;
  }

  /** The hit for the request, or null; templates that may not serve it yet add to `predictions`. */
  async lookup(accountId: string, key: RequestKey, predictions?: Prediction[]): Promise<Hit | null> {
    const tree = await this.tree(accountId);
    const found = tree.find(key.messageKeys, key.generationKey, predictions);
    if (!found) return null;
    const { path, answer, rendered } = found;
    if (!answer.hitBody) {
      const parsed = JSON.parse(answer.body) as Record<string, unknown>;
      answer.usage = usageOf(parsed);
      answer.hitBody = Buffer.from(JSON.stringify({ ...parsed, id: 'cached' }));
    }
    const templated = path.some((node) => node.template !== null);
    return { path, answer, body: rendered === null ? answer.hitBody : Buffer.from(rendered), bindings: templated ? found.bindings : null };
  }

  /**
   * Records an upstream answer. `answerKey` is the message key of the answer's first choice. A
   * literal answer recorded with `induce` joins the induction queue, persisted with the answer.
   */
  async record(
    accountId: string,
    key: RequestKey,
    answerKey: string,
    body: string,
    templates: RecordTemplates | null = null,
    induce = false,
    /** Replace an existing answer (Cache-Control: no-cache, or one older than max-age). */
    replace = false,
  ): Promise<Recorded> {
    // Acknowledging an entry that could not be written would be a promise broken at restart.
    if (this.writes.full) throw new NotRecordedError('the database is unreachable and the write queue is full', 'not-stored-database-unavailable');
    const size = body.length + key.messageKeys.reduce((sum, k) => sum + k.length, 0);
    if (size > this.limits.maxEntryBytes) throw new NotRecordedError(`the entry is ${size} bytes; MAX_ENTRY_BYTES is ${this.limits.maxEntryBytes}`, 'not-stored-too-large');
    const tree = await this.tree(accountId);
    if (tree.answerCount >= this.limits.maxAccountEntries && !tree.walk(key.messageKeys)?.at(-1)?.answers?.has(key.generationKey)) {
      throw new NotRecordedError(`the account holds ${tree.answerCount} entries; MAX_ACCOUNT_ENTRIES is ${this.limits.maxAccountEntries}`, 'not-stored-account-full');
    }
    const recorded = tree.record(key.messageKeys, key.generationKey, answerKey, body, templates, new Date(), replace);
    this.persistRecorded(accountId, recorded, induce && !templates);
    if (recorded.replaced) this.writes.push({ kind: 'replaced', accountId, answer: recorded.answer });
    // The budget is summed over loaded trees: checked every so many new entries, not on each.
    if (recorded.createdAnswer && ++this.recordedSinceCheck >= 100) {
      this.recordedSinceCheck = 0;
      this.evictOverBudget(accountId);
    }
    return recorded;
  }

  /**
   * Adds an induced template entry as a candidate: the request's messages (templated where
   * `templates` says) with its answer. Null when that template entry exists already, unless it was
   * demoted with another answer: then the new one is another hypothesis about the same requests (a
   * transform the first examples did not show: "10:15" copied, "7:30" written "07:30"). It gets a
   * sibling request node of its own, a revision (at most MAX_REVISIONS per place), and is verified
   * from the start like any candidate; the demoted entry stays as it was, with its history. The
   * same answer demoted before is never tried again. `lifecycleOf` makes the candidate's lifecycle
   * for its revision. Nothing is added when that entry is there already: then `existing` is it
   * (or the last revision, when every revision was demoted), for the outcome to name.
   */
  addCandidate(
    accountId: string,
    tree: CacheTree,
    key: RequestKey,
    answerKey: string,
    body: string,
    templates: RecordTemplates,
    lifecycleOf: (revision: number) => TemplateLifecycle,
  ): (Recorded & { revision: number }) | { existing: CachedAnswer } {
    const deepest = templates.messages.findLastIndex((template) => template !== null);
    let existing: CachedAnswer | undefined;
    for (let revision = 0; revision <= (deepest < 0 ? 0 : MAX_REVISIONS); revision++) {
      const messages = templates.messages.map((template, m) => (m === deepest && revision > 0 ? template!.revised(revision) : template));
      const recorded = tree.record(key.messageKeys, key.generationKey, answerKey, body, { ...templates, messages });
      if (recorded.createdAnswer) {
        recorded.createdAnswer.lifecycle = lifecycleOf(revision);
        this.persistRecorded(accountId, recorded, false);
        return { ...recorded, revision };
      }
      existing = recorded.answer;
      // The same answer is the same assistant message; the body's envelope (its created time) always differs.
      if (existing.lifecycle?.state !== 'demoted' || existing.answerNode.key === (templates.answer?.key() ?? answerKey)) return { existing };
    }
    return { existing: existing! };
  }

  /** Writes an answer's changed lifecycle behind. */
  lifecycleChanged(accountId: string, answer: CachedAnswer): void {
    this.loadedTree(accountId)?.invalidate();
    this.writes.push({ kind: 'lifecycle', accountId, answer });
  }

  /** Answers written to the database (new, replaced, or with a new lifecycle), per account. */
  readonly persisted = new Listeners<{ accountId: string; answerIds: string[] }>();
  /** Answers whose induction outcome was written to the database, per account. */
  readonly outcomesPersisted = new Listeners<{ accountId: string; answerIds: string[] }>();
  /** Subtrees deleted from the database. */
  readonly deleted = new Listeners<{ accountId: string; nodeId: string }>();
  /** An account's cache settings (its entry lifetime) changed here. */
  readonly settingsChanged = new Listeners<{ accountId: string }>();

  /**
   * Reads answers another instance wrote (new ones, with any nodes this instance lacks, and new
   * bodies or lifecycles of known ones) into the account's tree, if it is loaded.
   */
  async absorb(accountId: string, answerIds: string[]): Promise<void> {
    const tree = this.loadedTree(accountId);
    if (!tree || answerIds.length === 0) return;
    const rows = await CacheAnswer.findAll({ where: { id: answerIds, accountId }, raw: true });
    // The nodes they hang from that this tree lacks, and those nodes' missing ancestors.
    const fetched = new Map<string, NodeRow>();
    let wanted = new Set(rows.flatMap((row) => [row.nodeId, row.answerNodeId]).filter((id) => !tree.nodesById.has(id)));
    for (let depth = 0; wanted.size > 0 && depth < 1_000; depth++) {
      const nodes = (await CacheNode.findAll({ where: { id: [...wanted], accountId }, attributes: NODE_ATTRIBUTES, raw: true })) as NodeRow[];
      wanted = new Set();
      for (const node of nodes) {
        fetched.set(node.id, node);
        if (node.parentId && !tree.nodesById.has(node.parentId) && !fetched.has(node.parentId)) wanted.add(node.parentId);
      }
    }
    for (let progress = true; progress && fetched.size > 0; ) {
      progress = false;
      for (const [id, row] of fetched) {
        const parent = row.parentId ? tree.nodesById.get(row.parentId) : null;
        if (row.parentId && !parent) continue;
        if (!tree.nodesById.has(id)) tree.attachNode(nodeFromRow(row, parent ?? null));
        fetched.delete(id);
        progress = true;
      }
    }
    tree.invalidate(); // after the last await: nothing can be prepared from the old state
    for (const row of rows) {
      const node = tree.nodesById.get(row.nodeId);
      const known = node?.answers?.get(row.generationKey);
      if (known && known.id === row.id) {
        known.body = row.body;
        known.createdAt = new Date(row.createdAt);
        known.hitBody = null;
        known.usage = null;
        // A demoted template stays demoted, whatever a stale copy elsewhere says.
        if (row.lifecycle && known.lifecycle?.state !== 'demoted') known.lifecycle = lifecycleFromRow(row.lifecycle, known.node, row.generationKey, known.template);
      } else if (!known) {
        const answer = answerFromRow(tree, row);
        if (answer) tree.attachAnswer(answer);
      }
    }
  }

  /**
   * Reads what induction concluded on another instance about answers this one holds, so its
   * dashboard says it too. Only that column: what the tree serves is unchanged, and nothing
   * prepared from it is dropped.
   */
  async absorbOutcomes(accountId: string, answerIds: string[]): Promise<void> {
    if (!this.loadedTree(accountId) || answerIds.length === 0) return;
    const rows = await CacheAnswer.findAll({ where: { id: answerIds, accountId }, attributes: ['id', 'nodeId', 'generationKey', 'inductionOutcome'], raw: true });
    const tree = this.loadedTree(accountId);
    for (const row of rows) {
      const known = tree?.nodesById.get(row.nodeId)?.answers?.get(row.generationKey);
      if (known?.id === row.id) known.inductionOutcome = row.inductionOutcome ?? null;
    }
  }

  /** Another instance deleted this subtree: it leaves memory here too. */
  forgetSubtree(accountId: string, nodeId: string): void {
    const tree = this.loadedTree(accountId);
    const node = tree?.nodesById.get(nodeId);
    if (tree && node) tree.detach(node);
  }

  /** Drops every loaded tree (changes may have been missed): each reloads on its next use. */
  forgetAll(): void {
    for (const [accountId, tree] of this.trees) if (tree instanceof CacheTree) this.trees.delete(accountId);
  }

  /** Up to `count` queued induction jobs, oldest first. */
  takeInductionJobs(count: number): InductionJob[] {
    return this.inductionQueue.splice(0, count);
  }

  get pendingInduction(): number {
    return this.inductionQueue.length;
  }

  /** Marks a job done, so a restart does not examine it again, with what came of it (null: its entry is gone). */
  inductionDone(job: InductionJob, outcome: string | null): void {
    this.writes.push({ kind: 'inducted', accountId: job.accountId, answerId: job.answer.id, outcome });
  }

  /** Loads the trees of accounts that have induction work left from before a restart. */
  async loadPendingInduction(): Promise<void> {
    const rows = await CacheAnswer.findAll({ where: { induction: 'pending' }, attributes: ['accountId'], group: ['accountId'], raw: true });
    for (const { accountId } of rows) await this.tree(accountId);
  }

  /**
   * Sets the account's entry lifetime (null: none) and applies it to the loaded tree at once;
   * `settingsChanged` tells the other instances to read it again.
   */
  async setTtl(accountId: string, seconds: number | null): Promise<void> {
    await Account.update({ cacheTtlSeconds: seconds }, { where: { id: accountId } });
    this.applyTtl(accountId, seconds);
    this.settingsChanged.emit({ accountId });
  }

  /** Reads the account's lifetime again (another instance changed it). */
  async reloadSettings(accountId: string): Promise<void> {
    if (this.loadedTree(accountId)) this.applyTtl(accountId, await accountTtl(accountId));
  }

  private applyTtl(accountId: string, seconds: number | null): void {
    const tree = this.loadedTree(accountId);
    if (!tree) return;
    tree.ttlSeconds = seconds;
    tree.invalidate(); // prepared hits were served without looking at age
  }

  /** The account's tree if it is loaded; induction only ever works on loaded trees. */
  loadedTree(accountId: string): CacheTree | null {
    const tree = this.trees.get(accountId);
    return tree instanceof CacheTree ? tree : null;
  }

  private persistRecorded(accountId: string, recorded: Recorded, induce: boolean): void {
    for (const node of recorded.createdNodes) this.writes.push({ kind: 'node', accountId, node });
    if (!recorded.createdAnswer) return;
    this.writes.push({ kind: 'answer', accountId, answer: recorded.createdAnswer, induction: induce ? 'pending' : null });
    if (induce) this.inductionQueue.push({ accountId, answer: recorded.createdAnswer });
  }

  /**
   * Deletes a node and its subtree: from memory at once (the next request misses), then from the
   * database after pending writes land. Returns how many nodes went; 0 when the id is unknown.
   */
  async deleteSubtree(accountId: string, nodeId: string): Promise<number> {
    const tree = await this.tree(accountId);
    const node = tree.nodesById.get(nodeId);
    if (!node) return 0;
    const removed = tree.detach(node);
    await this.writes.flush();
    await CacheNode.destroy({ where: { id: nodeId, accountId } });
    this.deleted.emit({ accountId, nodeId });
    return removed;
  }

  /** Writes everything pending. */
  flush(): Promise<void> {
    return this.writes.flush();
  }

  close(): Promise<void> {
    return this.writes.close();
  }

  /** Counts a hit that was served (a found entry may still be refused, e.g. as too old). */
  served(hit: Hit): void {
    this.countHit(hit.path, hit.answer);
  }

  private countHit(path: TreeNode[], answer: CachedAnswer): void {
    const now = Date.now();
    for (const node of path) {
      node.hits++;
      node.lastHitAtMs = now;
    }
    answer.hits++;
    answer.lastHitAtMs = now;
    const pending = answer.pendingHits;
    if (pending && !pending.sealed) {
      pending.count++;
      pending.at = now;
      return;
    }
    answer.pendingHits = { kind: 'hit', path, answer, count: 1, at: now, sealed: false };
    this.writes.push(answer.pendingHits);
  }

  /**
   * Drops the least recently used trees (never `keep`) until the loaded ones fit the memory
   * budget. The database is the truth: an evicted account reloads on its next request.
   */
  private evictOverBudget(keep: string): void {
    let { bytes } = this.memory();
    if (bytes <= this.limits.memoryBytes) return;
    const loaded = [...this.trees].filter((entry): entry is [string, CacheTree] => entry[1] instanceof CacheTree && entry[0] !== keep);
    loaded.sort((a, b) => a[1].lastUsedAt - b[1].lastUsedAt);
    for (const [accountId, tree] of loaded) {
      if (bytes <= this.limits.memoryBytes * 0.9) break;
      this.trees.delete(accountId);
      bytes -= tree.bytes;
      this.logger.info({ accountId, bytes: tree.bytes, answers: tree.answerCount }, 'cache tree evicted from memory (least recently used)');
    }
  }

  private async load(accountId: string): Promise<CacheTree> {
    // Rows still waiting to be written (an evicted tree's last entries) must be read back too.
    await this.writes.flush();
    const started = performance.now();
    const tree = new CacheTree(accountId);
    tree.ttlSeconds = await accountTtl(accountId);
    let sliceStart = performance.now();
    /** Building a large tree yields every few milliseconds, so other tenants' hits go on. */
    const yieldNow = async () => {
      if (performance.now() - sliceStart < 5) return;
      await new Promise((resolve) => setImmediate(resolve));
      sliceStart = performance.now();
    };
    const rows = (await CacheNode.findAll({ where: { accountId }, attributes: NODE_ATTRIBUTES, raw: true })) as NodeRow[];
    // Link children to parents whatever order the rows came in.
    const byParent = new Map<string | null, typeof rows>();
    for (const row of rows) {
      const siblings = byParent.get(row.parentId) ?? [];
      siblings.push(row);
      byParent.set(row.parentId, siblings);
    }
    const pending: Array<{ parent: TreeNode | null; rows: typeof rows }> = [{ parent: null, rows: byParent.get(null) ?? [] }];
    while (pending.length > 0) {
      const { parent, rows: level } = pending.pop()!;
      for (const row of level) {
        const node = nodeFromRow(row, parent);
        tree.attachNode(node);
        const children = byParent.get(row.id);
        if (children) pending.push({ parent: node, rows: children });
      }
      await yieldNow();
    }
    const answers = await CacheAnswer.findAll({ where: { accountId }, raw: true });
    for (const row of answers) {
      const answer = answerFromRow(tree, row);
      if (!answer) continue;
      tree.attachAnswer(answer);
      if (row.induction === 'pending') this.inductionQueue.push({ accountId, answer });
      await yieldNow();
    }
    this.logger.info(
      { accountId, nodes: tree.nodesById.size, answers: tree.answerCount, ms: Math.round(performance.now() - started) },
      'cache tree loaded',
    );
    return tree;
  }

  private async persist(batch: CacheWrite[]): Promise<void> {
    const written = await writeBatch(batch);
    for (const [accountId, answerIds] of written.answers) this.persisted.emit({ accountId, answerIds });
    for (const [accountId, answerIds] of written.outcomes) this.outcomesPersisted.emit({ accountId, answerIds });
  }
}

async function accountTtl(accountId: string): Promise<number | null> {
  const account = await Account.findByPk(accountId, { attributes: ['cacheTtlSeconds'] });
  return account?.cacheTtlSeconds ?? null;
}
