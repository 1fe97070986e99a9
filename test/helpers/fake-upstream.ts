// A fake OpenAI-compatible upstream: a real HTTP server on loopback that counts its calls, so a
// test proves a hit by the count not moving.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface UpstreamCall {
  headers: IncomingHttpHeaders;
  body: Record<string, any>;
  method: string;
  /** Path and query string, as the upstream saw them. */
  url: string;
}

export interface FakeReply {
  status?: number;
  body?: unknown;
  /** Raw text instead of JSON. */
  text?: string;
  headers?: Record<string, string>;
  delayMs?: number;
  /** Server-sent events to stream (each a JSON chunk, or "[DONE]"), one write each. */
  events?: Array<unknown>;
  /** Pause between events. */
  eventDelayMs?: number;
  /** Destroy the connection after this many events (a stream broken mid-way). */
  breakAfter?: number;
}

export type Responder = (call: UpstreamCall, index: number) => FakeReply | Promise<FakeReply>;

export interface FakeUpstream {
  /** Base URL, as UPSTREAM_BASE_URL expects it (ending in /v1). */
  baseUrl: string;
  calls: UpstreamCall[];
  readonly count: number;
  respond: Responder;
  close(): Promise<void>;
}

/** A chat.completion body answering `content`. */
export function completion(content: string | null, extra: Record<string, unknown> = {}, index = 0) {
  return {
    id: `chatcmpl-fake-${index}`,
    object: 'chat.completion',
    created: 1_700_000_000 + index,
    model: 'fake-model',
    choices: [
      { index: 0, message: { role: 'assistant', content, refusal: null, annotations: [] }, logprobs: null, finish_reason: 'stop' },
    ],
    usage: { prompt_tokens: 11, completion_tokens: 7, total_tokens: 18 },
    ...extra,
  };
}

/** By default: answers "Echo: <last message content>". */
export const echoResponder: Responder = (call, index) => {
  const last = call.body.messages?.[call.body.messages.length - 1];
  return { body: completion(`Echo: ${typeof last?.content === 'string' ? last.content : JSON.stringify(last?.content)}`, {}, index) };
};

export async function startFakeUpstream(respond: Responder = echoResponder): Promise<FakeUpstream> {
  const calls: UpstreamCall[] = [];
  const sockets = new Set<import('node:net').Socket>();
  const state = { respond };
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let body: Record<string, any> = {};
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      body = { unparsable: true };
    }
    const call = { headers: req.headers, body, method: req.method ?? 'GET', url: req.url ?? '/' };
    calls.push(call);
    const reply = await state.respond(call, calls.length - 1);
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    if (res.destroyed) return;
    if (reply.events) {
      res.writeHead(reply.status ?? 200, { 'content-type': 'text/event-stream', ...reply.headers });
      for (const [i, event] of reply.events.entries()) {
        if (reply.breakAfter !== undefined && i >= reply.breakAfter) {
          res.destroy();
          return;
        }
        res.write(`data: ${event === '[DONE]' ? event : JSON.stringify(event)}\n\n`);
        if (reply.eventDelayMs) await new Promise((resolve) => setTimeout(resolve, reply.eventDelayMs));
      }
      res.end();
      return;
    }
    const text = reply.text ?? JSON.stringify(reply.body ?? {});
    res.writeHead(reply.status ?? 200, {
      'content-type': reply.text !== undefined ? 'text/plain' : 'application/json',
      'x-request-id': `req_${calls.length}`,
      ...reply.headers,
    });
    res.end(text);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    calls,
    get count() {
      return calls.length;
    },
    get respond() {
      return state.respond;
    },
    set respond(next: Responder) {
      state.respond = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The chunks an OpenAI-compatible API streams for `content` (in pieces) or tool calls. */
export function streamEvents(
  options: { content?: string; toolCalls?: Array<{ id: string; name: string; arguments: string }>; usage?: boolean; id?: string },
): unknown[] {
  const base = { id: options.id ?? 'chatcmpl-stream', object: 'chat.completion.chunk', created: 1_700_000_000, model: 'fake-model' };
  const chunk = (delta: unknown, finish: string | null = null) => ({ ...base, choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }] });
  const events: unknown[] = [chunk({ role: 'assistant', content: '' })];
  if (options.content) for (const piece of options.content.match(/.{1,4}/gs) ?? []) events.push(chunk({ content: piece }));
  for (const [index, call] of (options.toolCalls ?? []).entries()) {
    events.push(chunk({ tool_calls: [{ index, id: call.id, type: 'function', function: { name: call.name, arguments: '' } }] }));
    for (const piece of call.arguments.match(/.{1,5}/gs) ?? []) events.push(chunk({ tool_calls: [{ index, function: { arguments: piece } }] }));
  }
  events.push(chunk({}, options.toolCalls?.length ? 'tool_calls' : 'stop'));
  if (options.usage) events.push({ ...base, choices: [], usage: { prompt_tokens: 9, completion_tokens: 4, total_tokens: 13 } });
  events.push('[DONE]');
  return events;
}
