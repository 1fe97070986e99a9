import { useEffect, useState } from 'react';
import { gql } from '../../api/graphql';
import { navigate } from '../../router';
import { formatCount, formatMs, formatTime } from '../../ui/format';
import { ErrorNote, Loading } from '../../ui/states';
import { StatusBadge } from '../../ui/status-badge';

interface RequestDetail {
  id: string;
  cacheStatus: string;
  model: string | null;
  upstreamStatus: number | null;
  latencyMs: number;
  promptTokens: number | null;
  completionTokens: number | null;
  totalTokens: number | null;
  bindings: string | null;
  error: string | null;
  createdAt: string;
  response: string | null;
  messages: Array<{ index: number; role: string; json: string; nodeId: string | null }>;
}

/** What a message says, for reading: its text, or its tool calls. */
function readable(json: string): string {
  const message = JSON.parse(json) as { content?: unknown; tool_calls?: Array<{ function?: { name: string; arguments: string } }> };
  if (typeof message.content === 'string') return message.content;
  if (message.tool_calls) return message.tool_calls.map((c) => `→ ${c.function?.name}(${c.function?.arguments})`).join('\n');
  return JSON.stringify(message.content, null, 2);
}

export function RequestPage({ id }: { id: string }) {
  const [request, setRequest] = useState<RequestDetail | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    gql<{ request: RequestDetail }>(
      `query($id:ID!){ request(id:$id){ id cacheStatus model upstreamStatus latencyMs promptTokens completionTokens totalTokens bindings error createdAt response messages { index role json nodeId } } }`,
      { id },
    ).then((d) => setRequest(d.request), setError);
  }, [id]);

  if (error) return <ErrorNote error={error} />;
  if (!request) return <Loading what="Loading the request" />;
  const answer = request.response ? (JSON.parse(request.response) as { choices?: Array<{ message: unknown }> }).choices?.[0]?.message : null;
  const bindings = request.bindings ? (JSON.parse(request.bindings) as Record<string, string>) : null;
  return (
    <>
      <h1>
        Request <StatusBadge status={request.cacheStatus} />
      </h1>
      <dl className="facts">
        <dt>Model</dt>
        <dd>{request.model ?? '—'}</dd>
        <dt>Time</dt>
        <dd>{formatTime(request.createdAt)}</dd>
        <dt>Latency</dt>
        <dd>{formatMs(request.latencyMs)}</dd>
        <dt>Tokens</dt>
        <dd>
          {formatCount(request.totalTokens)} ({formatCount(request.promptTokens)} in, {formatCount(request.completionTokens)} out)
        </dd>
        {request.upstreamStatus ? (
          <>
            <dt>Upstream</dt>
            <dd>{request.upstreamStatus}</dd>
          </>
        ) : null}
        {request.error ? (
          <>
            <dt>Error</dt>
            <dd className="error">{request.error}</dd>
          </>
        ) : null}
      </dl>
      {bindings ? (
        <section>
          <h2>Bindings</h2>
          <ul className="bindings">
            {Object.entries(bindings).map(([name, value]) => (
              <li key={name}>
                <code className="placeholder">{`{{${name}}}`}</code> = <code>{value}</code>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <h2>Messages</h2>
      <p className="muted">Select a message to see its node in the cache tree.</p>
      <ol className="messages">
        {request.messages.map((message) => (
          <li key={message.index}>
            <button
              type="button"
              className={`message role-${message.role}`}
              disabled={!message.nodeId}
              data-testid="message"
              onClick={() => message.nodeId && navigate(`/tree?node=${message.nodeId}`)}
            >
              <span className="role">{message.role}</span>
              <span className="text">{message.nodeId ? readable(message.json) : '(node deleted)'}</span>
            </button>
          </li>
        ))}
        {request.messages.length === 0 ? <li className="muted">This request was not recorded in the tree.</li> : null}
      </ol>
      <h2>Response</h2>
      {answer ? <pre className="response">{readable(JSON.stringify(answer))}</pre> : <p className="muted">No cached response for this request.</p>}
    </>
  );
}
