import { useCallback, useEffect, useRef, useState } from 'react';
import { gql, subscriptions } from '../../api/graphql';
import { formatCount, formatMs, formatTime } from '../../ui/format';
import { Link } from '../../ui/link';
import { ErrorNote, Loading } from '../../ui/states';
import { StatusBadge } from '../../ui/status-badge';
import { ROW_FIELDS, type RequestRow } from './request-row';

const PAGE = 30;
const QUERY = `query($first:Int,$after:String,$status:String,$model:String){
  requests(first:$first, after:$after, status:$status, model:$model){ items { ${ROW_FIELDS} } nextCursor } }`;

/** The live feed: newest first, new requests arrive through the subscription, more load on scroll. */
export function RequestsPage() {
  const [rows, setRows] = useState<RequestRow[] | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [model, setModel] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const sentinel = useRef<HTMLDivElement>(null);
  const filters = useRef({ status, model });
  filters.current = { status, model };

  const load = useCallback(async (after: string | null) => {
    const vars = { first: PAGE, after, status: filters.current.status || null, model: filters.current.model || null };
    const data = await gql<{ requests: { items: RequestRow[]; nextCursor: string | null } }>(QUERY, vars);
    setRows((previous) => (after && previous ? [...previous, ...data.requests.items] : data.requests.items));
    setCursor(data.requests.nextCursor);
  }, []);

  useEffect(() => {
    setRows(null);
    load(null).catch(setError);
  }, [status, model, load]);

  // Live: prepend each new request that passes the filters.
  useEffect(() => {
    return subscriptions().subscribe<{ requestLogged: RequestRow }>(
      { query: `subscription { requestLogged { ${ROW_FIELDS} } }` },
      {
        next: ({ data }) => {
          const row = data?.requestLogged;
          if (!row) return;
          const { status: s, model: m } = filters.current;
          if ((s && row.cacheStatus !== s) || (m && row.model !== m)) return;
          setRows((previous) => (previous ? [row, ...previous.filter((r) => r.id !== row.id)] : previous));
        },
        error: setError,
        complete: () => undefined,
      },
    );
  }, []);

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

  return (
    <>
      <h1>Requests</h1>
      <div className="row filters">
        <label>
          Status
          <select value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">all</option>
            <option value="hit">hit</option>
            <option value="template_hit">template hit</option>
            <option value="miss">miss</option>
            <option value="error">error</option>
          </select>
        </label>
        <label>
          Model
          <input value={model} onChange={(e) => setModel(e.target.value)} placeholder="any model" />
        </label>
        <span className="live" aria-live="polite">
          ● live
        </span>
      </div>
      {error ? <ErrorNote error={error} /> : null}
      {!rows ? (
        <Loading what="Loading requests" />
      ) : rows.length === 0 ? (
        <div className="card empty">
          <h2>No requests yet</h2>
          <p>
            Point a client at <code>{location.origin}/v1</code> with your key in <code>Cache-Auth</code> (see <Link to="/keys">Keys</Link>); requests appear here as they happen.
          </p>
        </div>
      ) : (
        <div className="table-wrap">
          <table className="feed">
            <thead>
              <tr>
                <th>Status</th>
                <th>Model</th>
                <th>Latency</th>
                <th>Tokens</th>
                <th>Time</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} data-testid="request-row">
                  <td>
                    <Link to={`/requests/${row.id}`} aria-label={`Open request ${row.id}`}>
                      <StatusBadge status={row.cacheStatus} />
                    </Link>
                    {row.count > 1 ? (
                      <span className="muted" title={`${row.count} identical requests within one flush window`}>
                        {' '}
                        ×{row.count}
                      </span>
                    ) : null}
                  </td>
                  <td>{row.model ?? '—'}</td>
                  <td>{formatMs(row.latencyMs)}</td>
                  <td>{formatCount(row.totalTokens)}</td>
                  <td>{formatTime(row.createdAt)}</td>
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
