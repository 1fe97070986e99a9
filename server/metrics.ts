// GET /metrics: Prometheus counters and histograms of what Rote does, aggregated over tenants (no
// account or key appears in a label). Requests are counted from the request log's outcome signal,
// so the hit path does no extra work beyond one counter and one histogram update.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Context } from 'koa';
import type { Services } from './services.js';

const SECONDS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];

export function metricsRoute(services: Services) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'rote_process_' });
  const requests = new Counter({ name: 'rote_requests_total', help: 'Chat completions by cache status (hit, template_hit, miss, error).', labelNames: ['cache'], registers: [registry] });
  const latency = new Histogram({ name: 'rote_request_duration_seconds', help: 'Time to answer a chat completion, by cache status (a miss includes the upstream).', labelNames: ['cache'], buckets: SECONDS, registers: [registry] });
  const tokens = new Counter({ name: 'rote_tokens_served_from_cache_total', help: 'Completion and prompt tokens of answers served from the cache (what the upstream did not bill).', registers: [registry] });
  // Label children bound once: a hit costs two lookups in a small Map, not a label hash each.
  const STATUSES = ['hit', 'template_hit', 'miss', 'error'] as const;
  const bound = new Map(STATUSES.map((status) => [status, { requests: requests.labels(status), latency: latency.labels(status) }]));
  services.requestLog.onOutcome((cacheStatus, latencyMs, totalTokens) => {
    const series = bound.get(cacheStatus)!;
    series.requests.inc();
    series.latency.observe(latencyMs / 1000);
    if ((cacheStatus === 'hit' || cacheStatus === 'template_hit') && totalTokens) tokens.inc(totalTokens);
  });

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
    ctx.body = await registry.metrics();
  };
}
