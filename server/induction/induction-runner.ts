// The induction job loop: off the request path, it examines each newly cached literal answer
// against cached requests of the same shape and, when induce() proposes a template that no cached
// entry contradicts, adds it as a candidate. Candidates serve nothing until the verifier promotes
// them. Work is done in slices of a few milliseconds, yielding to requests between jobs.
import { setImmediate as yieldToRequests } from 'node:timers/promises';
import type { CacheStore, InductionJob } from '../cache/cache-store.js';
import type { Prediction } from '../cache/cache-tree.js';
import { entryShape } from '../cache/cache-tree.js';
import type { CachedAnswer } from '../cache/tree-node.js';
import type { Logger } from '../logger.js';
import { caseMappedOf } from '../templates/case-by-language.js';
import { literalTextOf, slotEdgesOf } from '../templates/request-literals.js';
import { TemplateLifecycle } from '../templates/template-lifecycle.js';
import { induceInSlices, type Example, type Proposal } from './induce.js';
import type { InductionStats } from './induction-stats.js';
import { answerContent } from '../cache/answer-content.js';
import { inductionOutcome } from './induction-outcome.js';

/** Cached requests aligned against a new one: the most recent of its shape. */
const ALIGN_WITH = 200;
/** How long one slice of work may hold the event loop. */
const SLICE_MS = 4;

export class InductionRunner {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly cache: CacheStore,
    private readonly logger: Logger,
    private readonly intervalMs: number,
    readonly stats: InductionStats,
  ) {}

  async start(): Promise<void> {
    await this.cache.loadPendingInduction();
    this.timer = setInterval(() => void this.runOnce(), this.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Examines every queued job; concurrent calls share one run. */
  runOnce(): Promise<void> {
    this.running ??= this.run().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async run(): Promise<void> {
    let sliceStart = performance.now();
    for (let jobs = this.cache.takeInductionJobs(16); jobs.length > 0; jobs = this.cache.takeInductionJobs(16)) {
      for (const job of jobs) {
        let outcome: string | null = null;
        try {
          outcome = await this.examine(job);
        } catch (err) {
          this.logger.error({ err, answer: job.answer.id }, 'induction failed');
        }
        if (outcome) job.answer.inductionOutcome = outcome;
        this.cache.inductionDone(job, outcome);
        if (performance.now() - sliceStart > SLICE_MS) {
          await yieldToRequests();
          sliceStart = performance.now();
        }
      }
    }
    this.stats.lastRunAt = new Date();
  }

  /** What came of the job, in words (induction-outcome.ts); null when its entry is gone. */
  private async examine(job: InductionJob): Promise<string | null> {
    const tree = this.cache.loadedTree(job.accountId);
    const target = job.answer;
    if (!tree || !tree.nodesById.has(target.node.id)) return null;
    const keys = target.node.path().map((node) => node.key);
    // A request a template already covers is that template's evidence, not a new template.
    const predictions: Prediction[] = [];
    const covering = tree.findTemplate(keys, target.generationKey, predictions);
    if (covering || predictions.length > 0) return inductionOutcome.covered((covering ?? predictions[0]).answer.node.id, covering !== null);
    this.stats.examined++;
    // Every cached entry of this shape: all single-turn requests of one model share one, so it can
    // hold most of an account. Only the newest are aligned (see shape-entries.ts).
    const entries = tree.literalEntries.get(entryShape(keys.length, target.generationKey));
    const others = entries?.newest(ALIGN_WITH, target) ?? [];
    if (!entries || others.length === 0) return inductionOutcome.alone();
    const result = await induceInSlices(exampleOf(target, keys), others.map((entry) => exampleOf(entry)), SLICE_MS, yieldToRequests);
    if (!result.ok) return this.reject(job, result.reason, others.length);
    // Counter-evidence: every cached entry of this shape that the proposal matches must come out as recorded.
    const contradiction = await contradicted(result, keys, entries);
    if (contradiction) return this.reject(job, contradiction, others.length);
    const requestMessages = keys.map((key, m) => ({ key, template: result.messages[m] }));
    const added = this.cache.addCandidate(
      job.accountId,
      tree,
      { messageKeys: keys, generationKey: target.generationKey },
      target.answerNode.key,
      target.body,
      {
        messages: result.messages,
        answer: result.answer,
        body: result.body,
        provenance: { kind: 'induced', createdAt: new Date().toISOString(), examples: result.examples },
      },
      (revision) =>
        TemplateLifecycle.candidate(
          result.examples,
          result.risky,
          `induced from ${result.examples.length} cached requests${revision > 0 ? `, revising ${revision === 1 ? 'a demoted template' : `${revision} demoted templates`} of the same requests` : ''}`,
          new Date(),
          {
            glued: result.glued,
            wordByWord: result.wordByWord,
            idWords: result.idWords,
            nameWords: result.nameWords,
            idNumbers: result.idNumbers,
            takenWords: result.takenWords,
            literals: literalTextOf(requestMessages),
            fields: target.generationKey.toLowerCase(),
            edges: slotEdgesOf(requestMessages),
            caseMapped: caseMappedOf(result.body),
          },
        ),
    );
    if ('existing' in added) return inductionOutcome.existing(added.existing.node.id, added.existing.lifecycle?.state ?? 'manual');
    this.stats.induced++;
    this.logger.info(
      {
        accountId: job.accountId,
        node: added.answer.node.id,
        templates: result.messages.flatMap((template) => (template ? [template.display()] : [])),
        examples: result.examples.length,
        risky: result.risky,
        revision: added.revision,
      },
      'template candidate induced',
    );
    return inductionOutcome.induced(result.examples.length, added.answer.node.id);
  }

  private reject(job: InductionJob, reason: string, compared: number): string {
    this.stats.rejected++;
    this.logger.debug({ accountId: job.accountId, node: job.answer.node.id, reason }, 'no template induced');
    return inductionOutcome.declined(reason, compared);
  }
}

/** An entry as induce() reads it. The body is parsed on first use: most siblings differ in shape and are never compared. */
function exampleOf(answer: CachedAnswer, keys = answer.node.path().map((node) => node.key)): Example {
  let body: Record<string, unknown> | null = null;
  return {
    keys,
    get body() {
      return (body ??= JSON.parse(answer.body) as Record<string, unknown>);
    },
  };
}

/** Why a cached entry contradicts the proposal, or null. Yields between slices: shapes can hold many entries. */
async function contradicted(proposal: Proposal, keys: readonly string[], entries: Iterable<CachedAnswer>): Promise<string | null> {
  let sliceStart = performance.now();
  for (const entry of entries) {
    const path = entry.node.path();
    let bindings: Record<string, string> | null = {};
    for (let m = 0; m < keys.length && bindings; m++) {
      const template = proposal.messages[m];
      if (template) bindings = template.match(path[m].key, bindings);
      else if (path[m].key !== keys[m]) bindings = null;
    }
    if (bindings) {
      const rendered = proposal.body.render(bindings);
      if (rendered === null || answerContent(JSON.parse(rendered)) !== answerContent(JSON.parse(entry.body))) {
        return `cached entry ${entry.id} would be answered differently`;
      }
    }
    if (performance.now() - sliceStart > SLICE_MS) {
      await yieldToRequests();
      sliceStart = performance.now();
    }
  }
  return null;
}

