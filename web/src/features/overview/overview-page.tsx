import { useEffect, useState } from 'react';
import { gql } from '../../api/graphql';
import { formatCount, formatPercent } from '../../ui/format';
import { Link } from '../../ui/link';
import { ErrorNote, Loading } from '../../ui/states';
import { Highlighted } from '../tree/highlighted';
import { summary } from '../tree/node';
import { BarChart, RateLine } from './bar-chart';

interface Overview {
  me: { email: string; cacheNodes: number; cachedAnswers: number; templates: number; requests: number; hitRate: number };
  stats: Array<{ start: string; requests: number; hits: number; templateHits: number; misses: number; errors: number; hitRate: number; tokensServedFromCache: number }>;
  templates: { items: Array<{ id: string; content: string; hits: number; provenance: { kind: string } | null; lifecycle: { state: string } | null }> };
}

export function OverviewPage() {
  const [data, setData] = useState<Overview | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    const to = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000);
    const from = new Date(to.getTime() - 24 * 3_600_000);
    gql<Overview>(
      `query($from:DateTimeISO!,$to:DateTimeISO!){
        me { email cacheNodes cachedAnswers templates requests hitRate }
        stats(from:$from, to:$to, bucket:"hour"){ start requests hits templateHits misses errors hitRate tokensServedFromCache }
        templates(first: 100){ items { id content hits provenance { kind } lifecycle { state } } } }`,
      { from: from.toISOString(), to: to.toISOString() },
    ).then(setData, setError);
  }, []);
  if (error) return <ErrorNote error={error} />;
  if (!data) return <Loading what="Loading the overview" />;
  const hour = new Intl.DateTimeFormat(undefined, { hour: 'numeric' });
  const bars = data.stats.map((b) => ({ label: hour.format(new Date(b.start)), hits: b.hits + b.templateHits, misses: b.misses, errors: b.errors }));
  const tokens = data.stats.reduce((sum, b) => sum + b.tokensServedFromCache, 0);
  const tiles: Array<[string, string]> = [
    [formatPercent(data.me.hitRate), 'hit rate'],
    [formatCount(data.me.requests), 'requests'],
    [formatCount(tokens), 'tokens served from cache (24 h)'],
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
      <section className="card">
        <h2>Requests per hour, last 24 hours</h2>
        <BarChart bars={bars} title="Requests per hour: hits, misses and errors" />
        <p className="legend">
          <span className="key bar-hits" /> hits <span className="key bar-misses" /> misses <span className="key bar-errors" /> errors
        </p>
        <h2>Hit rate</h2>
        <RateLine rates={data.stats.map((b) => (b.requests > 0 ? b.hitRate : null))} title="Hit rate per hour" />
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
