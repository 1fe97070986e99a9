// The induction job loop: off the request path, it examines each newly cached literal answer
// against its siblings and adds a template when induce() finds one that every example supports
// and no other cached entry contradicts. One log line per template induced or rejected; counts
// for the dashboard in `stats`.
import { canonicalJson } from '../cache/canonical-json.js';
import type { CacheStore, InductionJob } from '../cache/cache-store.js';
import type { CacheTree } from '../cache/cache-tree.js';
import type { TreeNode } from '../cache/tree-node.js';
import type { Logger } from '../logger.js';
import { induce, type Example } from './induce.js';

const BATCH = 100;
const MAX_SIBLINGS = 200;

export interface InductionStats {
  examined: number;
  induced: number;
  rejected: number;
  lastRunAt: Date | null;
}

export class InductionRunner {
  readonly stats: InductionStats = { examined: 0, induced: 0, rejected: 0, lastRunAt: null };
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly cache: CacheStore,
    private readonly logger: Logger,
    private readonly intervalMs: number,
  ) {}

  async start(): Promise<void> {
    await this.cache.loadPendingInduction();
    this.timer = setInterval(() => this.runOnce(), this.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Examines queued jobs, a batch at a time; synchronous, so requests see a consistent tree. */
  runOnce(): void {
    for (let jobs = this.cache.takeInductionJobs(BATCH); jobs.length > 0; jobs = this.cache.takeInductionJobs(BATCH)) {
      for (const job of jobs) {
        try {
          this.examine(job);
        } catch (err) {
          this.logger.error({ err, answer: job.answer.id }, 'induction failed');
        }
        this.cache.inductionDone(job);
      }
    }
    this.stats.lastRunAt = new Date();
  }

  private examine(job: InductionJob): void {
    const tree = this.cache.loadedTree(job.accountId);
    const { node, generationKey } = job.answer;
    if (!tree || node.template || !tree.nodesById.has(node.id)) return;
    this.stats.examined++;
    const target = exampleOf(node, job.answer.body);
    if (!target) return;
    const siblings = literalSiblings(tree, node, generationKey);
    const examples = siblings.flatMap(({ node: sibling, body }) => exampleOf(sibling, body) ?? []);
    const result = induce(target, examples);
    if (!result.ok) {
      if (examples.length > 0) this.reject(job, result.reason);
      return;
    }
    // (c) Every cached entry the template would answer must come out as recorded.
    for (const { node: sibling, body } of siblings) {
      const bindings = result.message.match(sibling.key);
      if (!bindings) continue;
      const rendered = result.body.render(bindings);
      const said = (text: string) => canonicalJson((JSON.parse(text) as { choices?: unknown }).choices);
      if (rendered === null || said(rendered) !== said(body)) return this.reject(job, 'a cached entry would be answered differently');
    }
    const added = this.cache.addInduced(job.accountId, tree, node.parent, generationKey, job.answer.body, {
      message: result.message,
      answer: result.answer,
      answerKey: job.answer.answerNode.key,
      body: result.body,
      provenance: { kind: 'induced', createdAt: new Date().toISOString(), examples: result.examples },
    });
    if (!added) return;
    this.stats.induced++;
    this.logger.info(
      { accountId: job.accountId, node: added.answer.node.id, template: result.message.display(), examples: result.examples.length },
      'template induced',
    );
  }

  private reject(job: InductionJob, reason: string): void {
    this.stats.rejected++;
    this.logger.info({ accountId: job.accountId, node: job.answer.node.id, reason }, 'template rejected');
  }
}

function exampleOf(node: TreeNode, body: string): Example | null {
  const message = JSON.parse(node.key) as Record<string, unknown>;
  if (typeof message.content !== 'string') return null;
  return { message: message as Example['message'], body: JSON.parse(body) as Record<string, unknown> };
}

/** Literal siblings of `node` with an answer for the same generation key, newest first. */
function literalSiblings(tree: CacheTree, node: TreeNode, generationKey: string) {
  const siblings = node.parent ? node.parent.children : tree.roots;
  const found: Array<{ node: TreeNode; body: string }> = [];
  for (const sibling of siblings.values()) {
    if (sibling === node) continue;
    const answer = sibling.answers?.get(generationKey);
    if (answer) found.push({ node: sibling, body: answer.body });
  }
  return found.slice(-MAX_SIBLINGS);
}
