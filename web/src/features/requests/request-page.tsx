import { useEffect, useState } from 'react';
import { gql } from '../../api/graphql';
import { navigate } from '../../router';
import { formatCount, formatMs, formatTime } from '../../ui/format';
import { ErrorNote, Loading } from '../../ui/states';
import { StatusBadge } from '../../ui/status-badge';
import { WhySection, type MissExplanation } from './why-section';

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
  lastAt: string;
  count: number;
  latencyMaxMs: number;
  stream: boolean | null;
  requestBody: string | null;
  upstreamLatencyMs: number | null;
  costSavedUsd: number | null;
  response: string | null;
  messages: Array<{ index: number; role: string; json: string; nodeId: string | null }>;
  answerNodeId: string | null;
  missExplanation: MissExplanation | null;
  induction: string | null;
}

/** What a message says, for reading: its text, or its tool calls. */
function readable(json: string): string {
  const message = JSON.parse(json) as { content?: unknown; tool_calls?: Array<{ function?: { name: string; arguments: string } }> } | null;
  if (!message) return '';
  if (typeof message.content === 'string') return message.content;
  if (message.tool_calls) return message.tool_calls.map((c) => `→ ${c.function?.name}(${c.function?.arguments})`).join('\n');
  return JSON.stringify(message.content ?? message, null, 2);
}

/** The answer's first message, an error's message, or the body as it came. */
function responseText(response: string): string {
  try {
    const body = JSON.parse(response) as { choices?: Array<{ message?: unknown }>; error?: { message?: string }; output?: unknown };
    const message = body.choices?.[0]?.message;
    if (message) return readable(JSON.stringify(message));
    if (body.error?.message) return `Error: ${body.error.message}`;
    return JSON.stringify(body, null, 2);
  } catch {
    return response;
  }
}

export function RequestPage({ id }: { id: string }) {
  const [request, setRequest] = useState<RequestDetail | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    gql<{ request: RequestDetail }>(
      `query($id:ID!){ request(id:$id){ id cacheStatus model upstreamStatus latencyMs promptTokens completionTokens totalTokens bindings error createdAt lastAt count latencyMaxMs stream requestBody upstreamLatencyMs costSavedUsd response answerNodeId induction messages { index role json nodeId } missExplanation { summary reason matchedMessages nearestNodeId differences { kind label cached requested } } } }`,
      { id },
    ).then((d) => setRequest(d.request), setError);
  }, [id]);

  if (error) return <ErrorNote error={error} />;
  if (!request) return <Loading what="Loading the request" />;
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
        <dd>
          {formatMs(request.latencyMs)}
          {request.count > 1 ? ` on average, ${formatMs(request.latencyMaxMs)} at most` : ''}
        </dd>
        {(request.cacheStatus === 'hit' || request.cacheStatus === 'template_hit') && request.upstreamLatencyMs !== null ? (
          <>
            <dt>Saved</dt>
            <dd data-testid="saved">
              served in {formatMs(request.latencyMs)} instead of ~{formatMs(request.upstreamLatencyMs)}
              {request.costSavedUsd !== null ? `; $${request.costSavedUsd.toPrecision(2)} not spent upstream` : ''}
            </dd>
          </>
        ) : null}
        {request.count > 1 ? (
          <>
            <dt>Requests</dt>
            <dd>
              {request.count} identical requests, the last at {formatTime(request.lastAt)}
            </dd>
          </>
        ) : null}
        {request.stream ? (
          <>
            <dt>Stream</dt>
            <dd>yes (shown as the completion it assembles to)</dd>
          </>
        ) : null}
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
      <WhySection status={request.cacheStatus} answerNodeId={request.answerNodeId} bindings={bindings !== null} explanation={request.missExplanation} induction={request.induction} />
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
      <p className="muted">Select a message to see its node in the cache tree. The log keeps every message, even after its cache entry is deleted.</p>
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
              <span className="text">{readable(message.json)}</span>
              {message.nodeId ? null : <span className="muted"> (not in the cache tree)</span>}
            </button>
          </li>
        ))}
        {request.messages.length === 0 ? <li className="muted">No messages could be read from this request.</li> : null}
      </ol>
      <h2>Response</h2>
      {request.response ? <pre className="response">{responseText(request.response)}</pre> : <p className="muted">No response was kept for this request.</p>}
      {request.requestBody ? (
        <details>
          <summary>Request body as received</summary>
          <pre className="response">{request.requestBody}</pre>
        </details>
      ) : null}
    </>
  );
}
