// Request counts, latency histograms, upstream time and tokens served, kept as plain numbers and written out in
// Prometheus' text format when scraped. Every request updates them, hits included: prom-client's
// labelled children hash their labels on each update, which cost about a microsecond per hit
// (measured), a visible share of a hit that costs thirty.

/** Upper bounds of the latency buckets, in seconds. */
export const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];

export const CACHE_STATUSES = ['hit', 'template_hit', 'miss', 'error'] as const;

/** A Prometheus histogram over LATENCY_BUCKETS, in plain numbers. */
class Histogram {
  count = 0;
  sumSeconds = 0;
  /** Non-cumulative counts per bucket; the last is +Inf. */
  private readonly buckets = new Float64Array(LATENCY_BUCKETS.length + 1);

  observe(seconds: number): void {
    this.count++;
    this.sumSeconds += seconds;
    let bucket = 0;
    while (bucket < LATENCY_BUCKETS.length && seconds > LATENCY_BUCKETS[bucket]) bucket++;
    this.buckets[bucket]++;
  }

  /** The histogram's sample lines, `labels` given as `name="value"`. */
  lines(name: string, labels: string): string[] {
    const lines: string[] = [];
    let cumulative = 0;
    LATENCY_BUCKETS.forEach((bound, i) => {
      cumulative += this.buckets[i];
      lines.push(`${name}_bucket{le="${bound}",${labels}} ${cumulative}`);
    });
    lines.push(`${name}_bucket{le="+Inf",${labels}} ${this.count}`);
    lines.push(`${name}_sum{${labels}} ${this.sumSeconds}`);
    lines.push(`${name}_count{${labels}} ${this.count}`);
    return lines;
  }
}

export const UPSTREAM_OUTCOMES = ['ok', 'error', 'failed'] as const;

export class RequestMetrics {
  private readonly latency = new Map<string, Histogram>(CACHE_STATUSES.map((status) => [status, new Histogram()]));
  private readonly upstream = new Map<string, Histogram>(UPSTREAM_OUTCOMES.map((outcome) => [outcome, new Histogram()]));
  private tokensFromCache = 0;

  record(cacheStatus: string, latencyMs: number, totalTokens: number | null): void {
    const histogram = this.latency.get(cacheStatus);
    if (!histogram) return;
    histogram.observe(latencyMs / 1000);
    if ((cacheStatus === 'hit' || cacheStatus === 'template_hit') && totalTokens) this.tokensFromCache += totalTokens;
  }

  /** An upstream call's time to its response headers; `outcome`: ok (2xx), error (another status), failed. */
  recordUpstream(outcome: string, ms: number): void {
    this.upstream.get(outcome)?.observe(ms / 1000);
  }

  /** The metrics in Prometheus' text exposition format (version 0.0.4). */
  exposition(): string {
    const lines = [
      '# HELP rote_requests_total Chat completions and responses by cache status (hit, template_hit, miss, error).',
      '# TYPE rote_requests_total counter',
    ];
    for (const [status, histogram] of this.latency) lines.push(`rote_requests_total{cache="${status}"} ${histogram.count}`);
    lines.push(
      '# HELP rote_request_duration_seconds Time to answer a chat completion or response, by cache status (a miss includes the upstream).',
      '# TYPE rote_request_duration_seconds histogram',
    );
    for (const [status, histogram] of this.latency) lines.push(...histogram.lines('rote_request_duration_seconds', `cache="${status}"`));
    lines.push(
      '# HELP rote_upstream_duration_seconds Time from sending a request upstream to its response headers, by outcome (ok: 2xx, error: another status, failed: no answer).',
      '# TYPE rote_upstream_duration_seconds histogram',
    );
    for (const [outcome, histogram] of this.upstream) lines.push(...histogram.lines('rote_upstream_duration_seconds', `outcome="${outcome}"`));
    lines.push(
      '# HELP rote_tokens_served_from_cache_total Completion and prompt tokens of answers served from the cache (what the upstream did not bill).',
      '# TYPE rote_tokens_served_from_cache_total counter',
      `rote_tokens_served_from_cache_total ${this.tokensFromCache}`,
    );
    return `${lines.join('\n')}\n`;
  }
}
