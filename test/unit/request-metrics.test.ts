import { describe, expect, it } from 'vitest';
import { LATENCY_BUCKETS, RequestMetrics } from '../../server/request-metrics.js';

/** Parses `name{labels} value` lines of Prometheus' text format into a map. */
function samples(text: string): Map<string, number> {
  const map = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const at = line.lastIndexOf(' ');
    map.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return map;
}

describe('RequestMetrics', () => {
  it('writes counts, cumulative latency buckets, sums and tokens in Prometheus text format', () => {
    const metrics = new RequestMetrics();
    metrics.record('hit', 0.2, 52); // 0.0002 s: first bucket
    metrics.record('hit', 3, 52); // 0.003 s: the 0.005 bucket
    metrics.record('miss', 400_000, 90); // past the last bound: only +Inf
    metrics.record('template_hit', 1, null); // exactly 0.001 s: le="0.001" includes it
    metrics.record('nonsense', 1, 10); // not a status: ignored
    metrics.recordUpstream('ok', 250);
    metrics.recordUpstream('failed', 30_000);
    const text = metrics.exposition();
    const s = samples(text);
    expect(text).toContain('# TYPE rote_request_duration_seconds histogram');
    expect(s.get('rote_requests_total{cache="hit"}')).toBe(2);
    expect(s.get('rote_requests_total{cache="miss"}')).toBe(1);
    expect(s.get('rote_requests_total{cache="error"}')).toBe(0);
    expect(s.get('rote_request_duration_seconds_bucket{le="0.0005",cache="hit"}')).toBe(1);
    expect(s.get('rote_request_duration_seconds_bucket{le="0.0025",cache="hit"}')).toBe(1);
    expect(s.get('rote_request_duration_seconds_bucket{le="0.005",cache="hit"}')).toBe(2);
    expect(s.get('rote_request_duration_seconds_bucket{le="0.001",cache="template_hit"}')).toBe(1);
    expect(s.get(`rote_request_duration_seconds_bucket{le="${LATENCY_BUCKETS.at(-1)}",cache="miss"}`)).toBe(0);
    expect(s.get('rote_request_duration_seconds_bucket{le="+Inf",cache="miss"}')).toBe(1);
    expect(s.get('rote_request_duration_seconds_sum{cache="hit"}')).toBeCloseTo(0.0032, 10);
    expect(s.get('rote_request_duration_seconds_count{cache="hit"}')).toBe(2);
    expect(s.get('rote_upstream_duration_seconds_bucket{le="0.25",outcome="ok"}')).toBe(1);
    expect(s.get('rote_upstream_duration_seconds_bucket{le="0.1",outcome="ok"}')).toBe(0);
    expect(s.get('rote_upstream_duration_seconds_count{outcome="failed"}')).toBe(1);
    expect(s.get('rote_upstream_duration_seconds_count{outcome="error"}')).toBe(0);
    // Tokens count only answers the cache served.
    expect(s.get('rote_tokens_served_from_cache_total')).toBe(104);
    // Buckets never decrease.
    for (const status of ['hit', 'template_hit', 'miss', 'error']) {
      const counts = [...LATENCY_BUCKETS.map(String), '+Inf'].map((le) => s.get(`rote_request_duration_seconds_bucket{le="${le}",cache="${status}"}`)!);
      expect(counts.every((count, i) => i === 0 || count >= counts[i - 1])).toBe(true);
    }
  });
});
