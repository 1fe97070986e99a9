import { useCallback, useEffect, useRef, useState } from 'react';
import { gql, onLiveState, subscriptionProblem, subscriptions, type LiveState } from '../../api/graphql';
import { navigate, useLocation } from '../../router';
import { formatCount, formatMs, formatTime } from '../../ui/format';
import { Link } from '../../ui/link';
import { ErrorNote, Loading } from '../../ui/states';
import { StatusBadge } from '../../ui/status-badge';
import { download, fetchAll, MAX_EXPORT, toCsv } from './export';
import { filtersFrom, filtersPath, graphqlFilter, passes, RANGES, type Filters } from './request-filters';
import { ROW_FIELDS, type RequestRow } from './request-row';

const PAGE = 30;
const QUERY = `query($first:Int,$after:String,$f:RequestFilter){
  requests(first:$first, after:$after, filter:$f){ items { ${ROW_FIELDS} } nextCursor } }`;
/** How long to wait before subscribing again after the connection ended for good. */
const RESUBSCRIBE_MS = 2_000;
/** Typing pauses this long before the URL (and the query) follow. */
const TYPING_MS = 300;

const LIVE_TEXT: Record<LiveState, string> = { connecting: '○ connecting…', live: '● live', reconnecting: '○ reconnecting…' };

/** The requests table: filters in the URL, live rows through the subscription, more on scroll, export. */
export function RequestsPage() {
  const { params } = useLocation();
  const filters = filtersFrom(params);
  const filterKey = filtersPath(filters);
  const [rows, setRows] = useState<RequestRow[] | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [live, setLive] = useState<LiveState>('connecting');
  const [liveProblem, setLiveProblem] = useState<string | null>(null);
  const [keys, setKeys] = useState<Array<{ id: string; name: string }>>([]);
  const [exporting, setExporting] = useState<string | null>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const current = useRef(filters);
  current.current = filters;

  const setFilter = (change: Partial<Filters>, replace = false) => navigate(filtersPath({ ...current.current, ...change }), { replace });

  const load = useCallback(async (after: string | null) => {
    const data = await gql<{ requests: { items: RequestRow[]; nextCursor: string | null } }>(QUERY, { first: PAGE, after, f: graphqlFilter(current.current) });
    setRows((previous) => (after && previous ? [...previous, ...data.requests.items] : data.requests.items));
    setCursor(data.requests.nextCursor);
  }, []);

  useEffect(() => {
    setRows(null);
    setError(null);
    load(null).catch(setError);
  }, [filterKey, load]);

  useEffect(() => {
    gql<{ apiKeys: Array<{ id: string; name: string }> }>('{ apiKeys { id name } }').then((d) => setKeys(d.apiKeys), () => undefined);
  }, []);

  // Live: prepend each new request that passes the filters; say when the connection is down.
  useEffect(() => onLiveState(setLive), []);
  // graphql-ws retries a cut connection itself, except after codes it deems fatal (a server error):
  // then the subscription ends with an error, and it is started again here after a pause.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let retry: ReturnType<typeof setTimeout> | undefined;
    const stop = subscriptions().subscribe<{ requestLogged: RequestRow }>(
      { query: `subscription { requestLogged { ${ROW_FIELDS} } }` },
      {
        next: ({ data }) => {
          const row = data?.requestLogged;
          if (!row || !passes(row, current.current)) return;
          setRows((previous) => (previous ? [row, ...previous.filter((r) => r.id !== row.id)] : previous));
        },
        error: (problem) => {
          const message = subscriptionProblem(problem);
          setLiveProblem(message);
          if (message === null) retry = setTimeout(() => setAttempt((n) => n + 1), RESUBSCRIBE_MS);
        },
        complete: () => undefined,
      },
    );
    return () => {
      clearTimeout(retry);
      stop();
    };
  }, [attempt]);

  // Load more when the end of the list scrolls into view.
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !cursor) return;
    const observer = new IntersectionObserver(async (entries) => {
      if (!entries[0].isIntersecting || loadingMore) return;
      setLoadingMore(true);
      await load(cursor).catch(setError);
      setLoadingMore(false);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [cursor, load, loadingMore]);

  const exportAs = async (format: 'csv' | 'json') => {
    setExporting(format);
    try {
      const { rows: all, complete } = await fetchAll(graphqlFilter(current.current));
      const name = `rote-requests${complete ? '' : `-first-${MAX_EXPORT}`}.${format}`;
      if (format === 'csv') download(name, 'text/csv', toCsv(all));
      else download(name, 'application/json', `${JSON.stringify(all, null, 2)}\n`);
    } catch (err) {
      setError(err);
    } finally {
      setExporting(null);
    }
  };

  const filtered = Object.entries(filters).some(([, value]) => value);
  return (
    <>
      <h1>Requests</h1>
      <div className="row filters" role="search">
        <label className="grow">
          Search
          <TypedFilter value={filters.search} placeholder="text in a prompt or answer" onChange={(search) => setFilter({ search }, true)} />
        </label>
        <label>
          Status
          <select value={filters.status} onChange={(e) => setFilter({ status: e.target.value })}>
            <option value="">all</option>
            <option value="hit">hit</option>
            <option value="template_hit">template hit</option>
            <option value="miss">miss</option>
            <option value="error">error</option>
          </select>
        </label>
        <label>
          Model
          <TypedFilter value={filters.model} placeholder="any model" onChange={(model) => setFilter({ model }, true)} />
        </label>
        <label>
          Key
          <select value={filters.keyId} onChange={(e) => setFilter({ keyId: e.target.value })}>
            <option value="">any key</option>
            {keys.map((key) => (
              <option key={key.id} value={key.id}>
                {key.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Time
          <select value={filters.range} onChange={(e) => setFilter({ range: e.target.value })}>
            <option value="">all time</option>
            {Object.keys(RANGES).map((range) => (
              <option key={range} value={range}>
                last {range}
              </option>
            ))}
          </select>
        </label>
        <span className={`live live-${live}`} role="status" data-testid="live">
          {LIVE_TEXT[live]}
        </span>
      </div>
      {filters.conversation || filters.answerNodeId ? (
        <p className="chips">
          {filters.conversation ? (
            <button type="button" className="chip" onClick={() => setFilter({ conversation: '' })}>
              One conversation ✕
            </button>
          ) : null}
          {filters.answerNodeId ? (
            <button type="button" className="chip" onClick={() => setFilter({ answerNodeId: '' })}>
              One cached answer ✕
            </button>
          ) : null}
        </p>
      ) : null}
      <div className="row actions">
        <button type="button" className="secondary" disabled={exporting !== null} onClick={() => void exportAs('csv')}>
          {exporting === 'csv' ? 'Exporting…' : 'Export CSV'}
        </button>
        <button type="button" className="secondary" disabled={exporting !== null} onClick={() => void exportAs('json')}>
          {exporting === 'json' ? 'Exporting…' : 'Export JSON'}
        </button>
        {filtered ? (
          <button type="button" className="link" onClick={() => navigate('/requests')}>
            Clear filters
          </button>
        ) : null}
      </div>
      {liveProblem ? <p className="error" role="alert">{liveProblem}</p> : null}
      {error ? <ErrorNote error={error} /> : null}
      {!rows ? (
        <Loading what="Loading requests" />
      ) : rows.length === 0 ? (
        <div className="card empty">
          {filtered ? (
            <h2>No requests match these filters</h2>
          ) : (
            <>
              <h2>No requests yet</h2>
              <p>
                Point a client at <code>{location.origin}/v1</code> with your key in <code>Cache-Auth</code> (see <Link to="/keys">Keys</Link>); requests appear here as they happen.
              </p>
            </>
          )}
        </div>
      ) : (
        <div className="table-wrap">
          <table className="feed">
            <thead>
              <tr>
                <th scope="col">Status</th>
                <th scope="col">Asked</th>
                <th scope="col">Model</th>
                <th scope="col">Latency</th>
                <th scope="col">Tokens</th>
                <th scope="col">Time</th>
                <th scope="col">Conversation</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} data-testid="request-row" className="clickable" onClick={(e) => !(e.target as HTMLElement).closest('a,button') && navigate(`/requests/${row.id}`)}>
                  <td>
                    <Link to={`/requests/${row.id}`} aria-label={`Open the ${row.cacheStatus.replace('_', ' ')} request of ${formatTime(row.createdAt)}`}>
                      <StatusBadge status={row.cacheStatus} />
                    </Link>
                    {row.count > 1 ? (
                      <span className="muted" title={`${row.count} identical requests within one flush window`}>
                        {' '}
                        ×{row.count}
                      </span>
                    ) : null}
                  </td>
                  <td className="preview" title={row.preview ?? undefined}>
                    {row.preview ?? <span className="muted">—</span>}
                  </td>
                  <td>{row.model ?? '—'}</td>
                  <td>{formatMs(row.latencyMs)}</td>
                  <td>{formatCount(row.totalTokens)}</td>
                  <td>{formatTime(row.createdAt)}</td>
                  <td>
                    {row.nodeIds[0] && !filters.conversation ? (
                      <button type="button" className="link" title="Every request that begins with the same first message" onClick={() => setFilter({ conversation: row.nodeIds[0] })}>
                        {row.nodeIds.length} msg · show conversation
                      </button>
                    ) : (
                      <span className="muted">{row.nodeIds.length > 0 ? `${row.nodeIds.length} messages` : '—'}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div ref={sentinel} />
      {loadingMore ? <Loading what="Loading more" /> : null}
    </>
  );
}

/** A text filter that follows the URL but waits for a pause in typing before changing it. */
function TypedFilter({ value, placeholder, onChange }: { value: string; placeholder: string; onChange: (value: string) => void }) {
  const [text, setText] = useState(value);
  const changed = useRef(onChange);
  changed.current = onChange;
  // The URL changed elsewhere (back button, "Clear filters"): show it. A trailing space being typed stays.
  useEffect(() => setText((typed) => (typed.trim() === value ? typed : value)), [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => changed.current(text.trim()), TYPING_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  return <input type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder={placeholder} />;
}
