import { useEffect, useState } from 'react';
import { gql } from '../../api/graphql';
import { formatCount, formatPercent } from '../../ui/format';
import { Link } from '../../ui/link';
import { ErrorNote, Loading } from '../../ui/states';
import { Highlighted } from '../tree/highlighted';
import { summary } from '../tree/node';
import { navigate, useLocation } from '../../router';
import { BarChart } from './bar-chart';
import { LineChart } from './line-chart';

interface Overview {
  me: { email: string; cacheNodes: number; cachedAnswers: number; templates: number; requests: number; hitRate: number };
  stats: Array<{
    start: string;
    requests: number;
    hits: number;
    templateHits: number;
    misses: number;
    errors: number;
    hitRate: number;
    tokensServedFromCache: number;
    hitLatencyMs: number | null;
    missLatencyMs: number | null;
  }>;
  templates: { items: Array<{ id: string; content: string; hits: number; provenance: { kind: string } | null; lifecycle: { state: string } | null }> };
  savings: {
    hits: number;
    promptTokens: number;
    completionTokens: number;
    costUsd: number;
    unpricedHits: number;
    timeSavedMs: number;
    keys: Array<{ keyId: string | null; keyName: string | null; hits: number; costUsd: number }>;
    templates: Array<{ answerNodeId: string; template: string | null; hits: number; costUsd: number }>;
  };
}

const usd = new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD', maximumFractionDigits: 2, minimumFractionDigits: 2 });
/** Money, with small amounts still readable ($0.0042 rather than $0.00). */
function formatUsd(value: number): string {
  return value > 0 && value < 0.01 ? `$${value.toPrecision(2)}` : usd.format(value);
}
/** A duration in the largest unit that keeps it readable. */
function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  if (ms < 3_600_000) return `${(ms / 60_000).toFixed(1)} min`;
  return `${(ms / 3_600_000).toFixed(1)} h`;
}

/** The charts' time ranges: how far back, in buckets of what width, labelled how. */
const RANGES: Record<string, { title: string; bucket: 'minute' | 'hour' | 'day'; width: number; count: number; label: Intl.DateTimeFormatOptions }> = {
  '1h': { title: 'last hour, per minute', bucket: 'minute', width: 60_000, count: 60, label: { hour: 'numeric', minute: '2-digit' } },
  '24h': { title: 'last 24 hours, per hour', bucket: 'hour', width: 3_600_000, count: 24, label: { hour: 'numeric' } },
  '7d': { title: 'last 7 days, per day', bucket: 'day', width: 86_400_000, count: 7, label: { weekday: 'short', day: 'numeric' } },
  '30d': { title: 'last 30 days, per day', bucket: 'day', width: 86_400_000, count: 30, label: { month: 'short', day: 'numeric' } },
};

export function OverviewPage() {
  // The data with the range it was loaded for: a newly picked range shows once its data is in.
  const [loaded, setLoaded] = useState<{ data: Overview; rangeName: string } | null>(null);
  const [error, setError] = useState<unknown>(null);
  const { params } = useLocation();
  const wanted = RANGES[params.get('range') ?? ''] ? params.get('range')! : '24h';
  useEffect(() => {
    const range = RANGES[wanted];
    const to = new Date(Math.ceil(Date.now() / range.width) * range.width);
    const from = new Date(to.getTime() - range.count * range.width);
    gql<Overview>(
      `query($from:DateTimeISO!,$to:DateTimeISO!,$bucket:String!){
        me { email cacheNodes cachedAnswers templates requests hitRate }
        stats(from:$from, to:$to, bucket:$bucket){ start requests hits templateHits misses errors hitRate tokensServedFromCache hitLatencyMs missLatencyMs }
        templates(first: 100){ items { id content hits provenance { kind } lifecycle { state } } }
        savings { hits promptTokens completionTokens costUsd unpricedHits timeSavedMs keys { keyId keyName hits costUsd } templates { answerNodeId template hits costUsd } } }`,
      { from: from.toISOString(), to: to.toISOString(), bucket: range.bucket },
    ).then((data) => setLoaded({ data, rangeName: wanted }), setError);
  }, [wanted]);
  if (error) return <ErrorNote error={error} />;
  if (!loaded) return <Loading what="Loading the overview" />;
  const { data, rangeName } = loaded;
  const range = RANGES[rangeName];
  const format = new Intl.DateTimeFormat(undefined, range.label);
  const labels = data.stats.map((b) => format.format(new Date(b.start)));
  const bars = data.stats.map((b, i) => ({ label: labels[i], hits: b.hits + b.templateHits, misses: b.misses, errors: b.errors }));
  const tokens = data.stats.reduce((sum, b) => sum + b.tokensServedFromCache, 0);
  const tiles: Array<[string, string]> = [
    [formatPercent(data.me.hitRate), 'hit rate'],
    [formatCount(data.me.requests), 'requests'],
    [formatCount(tokens), `tokens served from cache (${rangeName})`],
    [formatCount(data.me.cachedAnswers), 'cached answers'],
    [formatCount(data.me.templates), 'templates'],
  ];
  const top = [...data.templates.items].sort((a, b) => b.hits - a.hits).slice(0, 5);
  return (
    <>
      <h1>Overview</h1>
      {data.me.requests === 0 ? (
        <div className="card empty">
          <h2>Nothing cached yet</h2>
          <p>
            Create a key on the <Link to="/keys">Keys</Link> page and point your client at <code>{location.origin}/v1</code>.
          </p>
        </div>
      ) : null}
      <div className="tiles">
        {tiles.map(([value, label]) => (
          <div className="tile" key={label}>
            <span className="value">{value}</span>
            <span className="label">{label}</span>
          </div>
        ))}
      </div>
      <section className="card" data-testid="savings">
        <h2>Saved in the last 7 days</h2>
        <div className="tiles">
          <div className="tile">
            <span className="value">{data.savings.hits > 0 && data.savings.unpricedHits === data.savings.hits ? '—' : formatUsd(data.savings.costUsd)}</span>
            <span className="label">
              not spent upstream{data.savings.unpricedHits > 0 ? ` (${formatCount(data.savings.unpricedHits)} hits on unpriced models not counted)` : ''}
            </span>
          </div>
          <div className="tile">
            <span className="value">{formatCount(data.savings.promptTokens + data.savings.completionTokens)}</span>
            <span className="label">tokens not processed</span>
          </div>
          <div className="tile">
            <span className="value">{formatDuration(data.savings.timeSavedMs)}</span>
            <span className="label">upstream time not waited</span>
          </div>
          <div className="tile">
            <span className="value">{formatCount(data.savings.hits)}</span>
            <span className="label">requests answered from the cache</span>
          </div>
        </div>
        {data.savings.templates.length > 0 ? (
          <>
            <h3>Templates that earn it</h3>
            <ol>
              {data.savings.templates.slice(0, 5).map((t) => (
                <li key={t.answerNodeId}>
                  <Link to={`/tree?node=${t.answerNodeId}`}>{t.template ? <Highlighted text={summary(t.template)} /> : '(deleted template)'}</Link>{' '}
                  <span className="muted">
                    {formatCount(t.hits)} hits · {formatUsd(t.costUsd)}
                  </span>
                </li>
              ))}
            </ol>
          </>
        ) : null}
        {data.savings.keys.length > 1 ? (
          <>
            <h3>By key</h3>
            <ul>
              {data.savings.keys.map((k) => (
                <li key={k.keyId ?? 'none'}>
                  {k.keyName ?? 'a deleted key'}: {formatCount(k.hits)} hits · {formatUsd(k.costUsd)}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
      <section className="card" aria-labelledby="traffic-heading">
        <div className="row">
          <h2 id="traffic-heading" className="grow">
            Traffic, {range.title}
          </h2>
          <label>
            Time range
            <select value={wanted} onChange={(e) => navigate(`/?range=${e.target.value}`)}>
              {Object.keys(RANGES).map((name) => (
                <option key={name} value={name}>
                  {RANGES[name].title}
                </option>
              ))}
            </select>
          </label>
        </div>
        <h3>Requests</h3>
        <div className="chart-wrap">
          <BarChart bars={bars} title={`Requests, ${range.title}: hits, misses and errors`} />
        </div>
        <p className="legend">
          <span className="key bar-hits" /> hits <span className="key bar-misses" /> misses <span className="key bar-errors" /> errors
        </p>
        <h3>Hit rate</h3>
        <div className="chart-wrap">
          <LineChart
            labels={labels}
            series={[{ name: 'hit rate', className: 'series-rate', values: data.stats.map((b) => (b.requests > 0 ? b.hitRate : null)) }]}
            title={`Hit rate, ${range.title}; no point where there was no traffic`}
            format={(v) => formatPercent(v)}
            max={1}
          />
        </div>
        <h3>Latency</h3>
        <div className="chart-wrap">
          <LineChart
            labels={labels}
            series={[
              { name: 'hits', className: 'series-hit-latency', values: data.stats.map((b) => b.hitLatencyMs) },
              { name: 'misses', className: 'series-miss-latency', values: data.stats.map((b) => b.missLatencyMs) },
            ]}
            title={`Mean latency of hits and of misses, ${range.title}`}
            format={(v) => `${v < 10 ? v.toFixed(1) : Math.round(v)} ms`}
          />
        </div>
        <p className="legend">
          <span className="key series-hit-latency" /> hits <span className="key series-miss-latency" /> misses (upstream time included)
        </p>
      </section>
      <section className="card">
        <h2>Templates that hit most</h2>
        {top.length === 0 ? (
          <p className="muted">No templates yet: send Cache-Bindings, or let induction find them.</p>
        ) : (
          <ol>
            {top.map((t) => (
              <li key={t.id}>
                <Link to={`/tree?node=${t.id}`}>
                  <Highlighted text={summary(t.content)} />
                </Link>{' '}
                <span className="muted">
                  {t.hits} hits · {t.provenance?.kind}
                  {t.lifecycle ? ` · ${t.lifecycle.state}` : ''}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
