// A streamed miss: the upstream's server-sent events go to the client chunk by chunk as they
// arrive, and are assembled on the way into the completion a non-streamed call would have given.
// Only a stream that ends with [DONE] and every choice finished is recorded. A client that leaves
// early does not lose the answer: the upstream is read to the end and recorded for the next caller.
// A stream the upstream breaks ends the client's stream with an error event and records nothing.
import { once } from 'node:events';
import type { Logger } from '../logger.js';
import { usageOf } from '../cache/usage.js';
import type { Exchange, RecordAnswer } from './chat-completions.handler.js';
import { cacheStatusHeader } from './cache-status.js';
import { send } from './http-io.js';
import { StreamAssembler } from './stream-assembler.js';
import { returnedHeaders, type UpstreamClient } from './upstream-client.js';

export async function relayStream(
  exchange: Exchange,
  deps: { upstream: UpstreamClient; logger: Logger; record: RecordAnswer },
): Promise<void> {
  const { upstream, record } = deps;
  const { res } = exchange;
  const deadline = upstream.deadline();
  // Unlike a plain miss, a stream is read to its end when the client leaves, so the answer already
  // paid for is recorded; UPSTREAM_TIMEOUT_MS bounds it between chunks.
  const response = await upstream.send(exchange.raw, exchange.req.headers, deadline);
  const headers = returnedHeaders(response, exchange.requestId);
  const contentType = String(response.headers['content-type'] ?? '');

  if (response.status < 200 || response.status >= 300 || !contentType.includes('text/event-stream')) {
    // An error (or a non-stream answer) before the stream starts passes through as it is.
    let body: Buffer;
    try {
      body = Buffer.from(await response.body.arrayBuffer());
    } catch (err) {
      throw upstream.translate(err, deadline);
    }
    headers['cache-status'] = cacheStatusHeader.notStored(response.status);
    send(res, response.status, headers, body);
    const ok = response.status < 300;
    exchange.log(
      { cacheStatus: ok ? 'miss' : 'error', upstreamStatus: response.status, ...usageOf(null), answerNodeId: null, nodePath: null, bindings: exchange.bindings, error: ok ? null : `upstream answered ${response.status}` },
      response.status,
      body,
    );
    return;
  }

  headers['cache-status'] = cacheStatusHeader.streaming;
  res.writeHead(response.status, headers);
  res.flushHeaders();
  let clientGone = false;
  res.once('close', () => {
    if (!res.writableFinished) clientGone = true;
  });

  const assembler = new StreamAssembler();
  try {
    for await (const chunk of response.body) {
      assembler.push(chunk as Buffer);
      if (!clientGone && !res.write(chunk)) await Promise.race([once(res, 'drain'), once(res, 'close')]);
    }
  } catch (err) {
    const error = upstream.translate(err, deadline);
    if (!clientGone) res.end(`data: ${JSON.stringify({ error: { message: `The upstream stream broke off: ${error.message}`, type: 'upstream_error', code: 'upstream_stream_broken', param: null } })}\n\n`);
    exchange.log({ cacheStatus: 'error', upstreamStatus: response.status, ...usageOf(null), answerNodeId: null, nodePath: null, bindings: exchange.bindings, error: error.message }, response.status, null);
    return;
  }
  if (!assembler.complete() || !exchange.cacheUsable) {
    if (!clientGone) res.end();
    exchange.log({ cacheStatus: 'miss', upstreamStatus: response.status, ...usageOf(null), answerNodeId: null, nodePath: null, bindings: exchange.bindings, error: assembler.complete() ? null : 'stream incomplete; not stored' }, response.status, assembler.complete() ? JSON.stringify(assembler.toCompletion()) : null);
    return;
  }
  const completion = assembler.toCompletion();
  const message = (completion.choices as Array<{ message: Record<string, unknown> }>)[0].message;
  const text = JSON.stringify(completion);
  // Recorded before the stream ends, so a request sent right after it can hit.
  const recorded = await record(exchange, message as never, completion, text);
  if (!clientGone) res.end();
  exchange.log(
    { cacheStatus: 'miss', upstreamStatus: response.status, ...usageOf(completion), answerNodeId: recorded?.answerNodeId ?? null, nodePath: recorded?.nodePath ?? null, bindings: exchange.bindings, error: null },
    response.status,
    text,
  );
}
