// Request counts, latency histograms and tokens served, kept as plain numbers and written out in
// Prometheus' text format when scraped. Every request updates them, hits included: prom-client's
// labelled children hash their labels on each update, which cost about a microsecond per hit
// (measured), a visible share of a hit that costs thirty.

/** Upper bounds of the latency buckets, in seconds. */
export const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];

export const CACHE_STATUSES = ['hit', 'template_hit', 'miss', 'error'] as const;
export type MeasuredStatus = (typeof CACHE_STATUSES)[number];

interface Series {
  requests: number;
  /** Non-cumulative counts per bucket; the last is +Inf. */
  buckets: Float64Array;
  sumSeconds: number;
}

export class RequestMetrics {
  private readonly series = new Map<string, Series>(
    CACHE_STATUSES.map((status) => [status, { requests: 0, buckets: new Float64Array(LATENCY_BUCKETS.length + 1), sumSeconds: 0 }]),
  );
  private tokensFromCache = 0;

  record(cacheStatus: string, latencyMs: number, totalTokens: number | null): void {
    const series = this.series.get(cacheStatus);
    if (!series) return;
    const seconds = latencyMs / 1000;
    series.requests++;
    series.sumSeconds += seconds;
    let bucket = 0;
    while (bucket < LATENCY_BUCKETS.length && seconds > LATENCY_BUCKETS[bucket]) bucket++;
    series.buckets[bucket]++;
    if ((cacheStatus === 'hit' || cacheStatus === 'template_hit') && totalTokens) this.tokensFromCache += totalTokens;
  }

  /** The three metrics in Prometheus' text exposition format (version 0.0.4). */
  exposition(): string {
    const lines = [
      '# HELP rote_requests_total Chat completions by cache status (hit, template_hit, miss, error).',
      '# TYPE rote_requests_total counter',
    ];
    for (const [status, series] of this.series) lines.push(`rote_requests_total{cache="${status}"} ${series.requests}`);
    lines.push(
      '# HELP rote_request_duration_seconds Time to answer a chat completion, by cache status (a miss includes the upstream).',
      '# TYPE rote_request_duration_seconds histogram',
    );
    for (const [status, series] of this.series) {
      let cumulative = 0;
      LATENCY_BUCKETS.forEach((bound, i) => {
        cumulative += series.buckets[i];
        lines.push(`rote_request_duration_seconds_bucket{le="${bound}",cache="${status}"} ${cumulative}`);
      });
      lines.push(`rote_request_duration_seconds_bucket{le="+Inf",cache="${status}"} ${series.requests}`);
      lines.push(`rote_request_duration_seconds_sum{cache="${status}"} ${series.sumSeconds}`);
      lines.push(`rote_request_duration_seconds_count{cache="${status}"} ${series.requests}`);
    }
    lines.push(
      '# HELP rote_tokens_served_from_cache_total Completion and prompt tokens of answers served from the cache (what the upstream did not bill).',
      '# TYPE rote_tokens_served_from_cache_total counter',
      `rote_tokens_served_from_cache_total ${this.tokensFromCache}`,
    );
    return `${lines.join('\n')}\n`;
  }
}
