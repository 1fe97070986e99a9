// GET /metrics: Prometheus counters and histograms of what Rote does, aggregated over tenants (no
// account or key appears in a label). Requests are counted from the request log's outcome signal
// into plain numbers (request-metrics.ts); prom-client keeps the process metrics and the gauges.
import { Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import type { Context } from 'koa';
import type { Services } from './services.js';
import { RequestMetrics } from './request-metrics.js';

export function metricsRoute(services: Services) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'rote_process_' });
  const requests = new RequestMetrics();
  services.requestLog.onOutcome((cacheStatus, latencyMs, totalTokens) => requests.record(cacheStatus, latencyMs, totalTokens));
  services.upstream.timings.subscribe(({ outcome, ms }) => requests.recordUpstream(outcome, ms));

  const gauge = (name: string, help: string, labelNames: string[], collect: (g: Gauge) => void) =>
    new Gauge({ name, help, labelNames, registers: [registry], collect() { collect(this); } });
  gauge('rote_write_queue_depth', 'Writes waiting to reach the database, per writer.', ['writer'], (g) => {
    g.set({ writer: 'cache' }, services.cache.writerHealth().pending);
    g.set({ writer: 'request_log' }, services.requestLog.writerHealth().pending);
  });
  gauge('rote_writes_quarantined', 'Items the database refused, isolated from their batch, per writer.', ['writer'], (g) => {
    g.set({ writer: 'cache' }, services.cache.writerHealth().quarantined);
    g.set({ writer: 'request_log' }, services.requestLog.writerHealth().quarantined);
  });
  gauge('rote_cache_memory_bytes', 'Approximate memory of the loaded cache trees.', [], (g) => g.set(services.cache.memory().bytes));
  gauge('rote_cache_accounts_loaded', 'Accounts whose cache tree is in memory.', [], (g) => g.set(services.cache.memory().accounts));
  const induction = services.induction.stats;
  for (const [key, help] of [
    ['induced', 'Template candidates proposed'],
    ['promoted', 'Templates promoted to serving'],
    ['demoted', 'Templates demoted'],
    ['predictions', 'Predictions checked against the upstream'],
    ['audits', 'Template hits audited upstream'],
  ] as const) {
    gauge(`rote_templates_${key}_total`, `${help} since start.`, [], (g) => g.set(induction[key]));
  }

  return async function metrics(ctx: Context): Promise<void> {
    ctx.type = registry.contentType;
    ctx.body = requests.exposition() + (await registry.metrics());
  };
}
