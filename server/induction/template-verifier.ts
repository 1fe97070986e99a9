// Holds induced templates to the upstream's word. After a miss that a candidate (or a serving
// template, for values outside its domain) predicted, the upstream's answer is compared with the
// prediction; on a template hit chosen for audit, the same request is sent upstream in the
// background and compared with what was served. Every state change is logged and written behind.
import type { IncomingHttpHeaders } from 'node:http';
import { answerContent } from '../cache/answer-content.js';
import type { CacheStore, Hit } from '../cache/cache-store.js';
import type { Prediction } from '../cache/cache-tree.js';
import type { CachedAnswer } from '../cache/tree-node.js';
import type { Logger } from '../logger.js';
import type { UpstreamClient } from '../proxy/upstream-client.js';
import type { LifecycleEvent, LifecyclePolicy } from '../templates/template-lifecycle.js';
import type { InductionStats } from './induction-stats.js';

/** Stores an upstream answer, as recorded on a miss (`text` is its body, `answer` that parsed). */
export type RecordAuditedAnswer = (text: string, answer: Record<string, unknown>) => Promise<unknown>;

export class TemplateVerifier {
  constructor(
    private readonly cache: CacheStore,
    private readonly upstream: UpstreamClient,
    private readonly logger: Logger,
    private readonly policy: LifecyclePolicy,
    readonly stats: InductionStats,
    private readonly random: () => number = Math.random,
  ) {}

  /**
   * Compares each prediction with the upstream's answer to the request they were made for. Runs on
   * a miss before its answer is sent: a prediction whose evidence cannot be recorded (a bug in
   * reading some value) is logged and skipped, never the miss's answer lost with a 500.
   */
  checkPredictions(accountId: string, predictions: readonly Prediction[], upstreamBody: unknown): void {
    const actual = answerContent(upstreamBody);
    for (const prediction of predictions) {
      const lifecycle = prediction.answer.lifecycle;
      if (!lifecycle) continue;
      try {
        const predicted = answerContent(JSON.parse(prediction.rendered));
        const correct = predicted === actual;
        this.stats.predictions++;
        if (!correct) this.stats.mispredictions++;
        const event = lifecycle.predicted(prediction.bindings, correct, this.policy, correct ? 'agreed' : difference(predicted, actual));
        this.changed(accountId, prediction.answer, event);
      } catch (err) {
        this.logger.error({ err, accountId, answer: prediction.answer.id }, 'checking a template prediction failed');
      }
    }
  }

  /**
   * On a template hit: audits it in the background when the policy picks it. `request` is the raw
   * request body, parsed only when this hit is audited; `api` says which endpoint it was for (the
   * audit asks the upstream the same way). `recordAnswer` stores the upstream's answer when it
   * disagrees with what was served, as a miss's would be: the same request is then answered right,
   * and no later template that says otherwise about it gets past counter-evidence.
   */
  maybeAudit(accountId: string, hit: Hit, request: Buffer, headers: IncomingHttpHeaders, api: 'chat' | 'responses' = 'chat', recordAnswer?: RecordAuditedAnswer): void {
    const lifecycle = hit.answer.lifecycle;
    if (!lifecycle || !hit.bindings || !lifecycle.auditThisHit(this.policy, this.random(), hit.bindings)) return;
    const bindings = hit.bindings;
    const served = answerContent(JSON.parse(hit.body.toString('utf8')));
    const body = JSON.parse(request.toString('utf8')) as Record<string, unknown>;
    // Asked as a plain (not streamed) request, whatever the client asked for.
    const raw = Buffer.from(JSON.stringify({ ...body, stream: undefined, stream_options: undefined }));
    this.stats.audits++;
    void this.ask(raw, headers, api).then(
      (reply) => {
        if (reply === null) return; // no verdict: the upstream failed
        const correct = answerContent(reply.answer) === served;
        if (!correct) this.stats.auditFailures++;
        this.changed(accountId, hit.answer, lifecycle.audited(bindings, correct, correct ? 'agreed' : difference(served, answerContent(reply.answer))));
        if (!correct && recordAnswer) {
          recordAnswer(reply.text, reply.answer).catch((err: unknown) => this.logger.warn({ err, accountId }, 'recording an audited answer failed'));
        }
      },
      (err: unknown) => this.logger.warn({ err, accountId, answer: hit.answer.id }, 'template audit failed to reach the upstream'),
    )
      // A verdict that cannot be recorded must not become an unhandled rejection, which ends the process for every account.
      .catch((err: unknown) => this.logger.error({ err, accountId, answer: hit.answer.id }, 'recording a template audit failed'));
  }

  private async ask(raw: Buffer, headers: IncomingHttpHeaders, api: 'chat' | 'responses'): Promise<{ text: string; answer: Record<string, unknown> } | null> {
    const deadline = this.upstream.deadline();
    const response = api === 'responses' ? await this.upstream.forward('POST', '/responses', '', headers, raw, deadline) : await this.upstream.send(raw, headers, deadline);
    const text = await response.body.text();
    if (response.status < 200 || response.status >= 300) return null;
    try {
      const answer: unknown = JSON.parse(text);
      return answer !== null && typeof answer === 'object' ? { text, answer: answer as Record<string, unknown> } : null;
    } catch {
      return null;
    }
  }

  private changed(accountId: string, answer: CachedAnswer, event: LifecycleEvent | null): void {
    this.cache.lifecycleChanged(accountId, answer);
    if (!event) return;
    if (event.state === 'serving') this.stats.promoted++;
    if (event.state === 'demoted') this.stats.demoted++;
    const level = event.state === 'demoted' ? 'warn' : 'info';
    this.logger[level]({ accountId, answer: answer.id, node: answer.node.id, state: event.state, reason: event.reason }, `template ${event.state === 'serving' ? 'promoted' : event.state}`);
  }
}

/** Where two said-texts first part, briefly, for the log and the template's history. */
function difference(expected: string, actual: string): string {
  let at = 0;
  while (at < expected.length && expected[at] === actual[at]) at++;
  const from = Math.max(0, at - 30);
  return `expected …${expected.slice(from, at + 40)}… got …${actual.slice(from, at + 40)}…`;
}
