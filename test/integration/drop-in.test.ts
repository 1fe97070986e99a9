// Rote as a drop-in base URL for the official client: endpoints it does not cache pass through
// (models, embeddings, responses, with query strings, streamed bodies and Azure-style upstreams),
// CORS preflights are answered, and the standard request cache controls work.
import { describe, expect, it } from 'vitest';
import { replayResponseEvents } from '../../server/proxy/responses-events.js';
import { completion, type UpstreamCall } from '../helpers/fake-upstream.js';
import { createTestDatabase, type TestDatabase } from '../helpers/databases.js';
import { startFakeUpstream, type FakeUpstream } from '../helpers/fake-upstream.js';
import { startRote, type TestRote } from '../helpers/rote.js';
import { useStack } from '../helpers/stack.js';
import { afterAll, beforeAll } from 'vitest';

let answers = 0;
function respond(call: UpstreamCall, index: number) {
  if (call.method === 'GET' && call.url.startsWith('/v1/models')) return { body: { object: 'list', data: [{ id: 'gpt-test', object: 'model', created: 1, owned_by: 'test' }] } };
  if (call.url.startsWith('/v1/embeddings')) return { body: { object: 'list', data: [{ object: 'embedding', index: 0, embedding: [0.25, -0.5] }], model: call.body.model, usage: { prompt_tokens: 2, total_tokens: 2 } } };
  if (call.url.startsWith('/v1/responses')) {
    const body = { id: 'resp_1', object: 'response', status: 'completed', model: call.body.model, output: [{ type: 'message', id: 'msg_1', role: 'assistant', content: [{ type: 'output_text', text: 'pong' }] }] };
    const delayMs = call.body.input === 'ping together' ? 30 : 0; // long enough for identical requests to overlap
    return call.body.stream === true ? { text: replayResponseEvents(body), headers: { 'content-type': 'text/event-stream' }, delayMs } : { body, delayMs };
  }
  return { body: completion(`answer #${answers++}`, {}, index) };
}

describe('drop-in for OpenAI clients', () => {
  const stack = useStack({ respond, env: { INDUCTION_INTERVAL_MS: '3600000' } });
  const client = async () => stack.rote.client((await stack.rote.createAccount()).key);
  const last = () => stack.upstream.calls[stack.upstream.calls.length - 1];

  it('passes models and embeddings through with Cache-Status fwd=uri-miss and the upstream key only, and answers responses', async () => {
    const openai = await client();
    const { data: models, response } = await openai.models.list().withResponse();
    expect(models.data.map((m) => m.id)).toEqual(['gpt-test']);
    expect(response.headers.get('cache-status')).toBe('Rote; fwd=uri-miss');
    expect(last().headers.authorization).toBe('Bearer sk-upstream-test-key');
    expect(last().headers['cache-auth']).toBeUndefined();
    const embedding = await openai.embeddings.create({ model: 'text-embedding-test', input: 'hello', encoding_format: 'float' });
    expect(embedding.data[0].embedding).toEqual([0.25, -0.5]);
    expect(last().body).toMatchObject({ model: 'text-embedding-test', input: 'hello' });
    const reply = await openai.responses.create({ model: 'gpt-test', input: 'ping' });
    expect(reply.output_text).toBe('pong');
  });

  it('sends concurrent identical Responses misses upstream once: the others wait for it and hit, streamed or not', async () => {
    const { key } = await stack.rote.createAccount();
    const post = (stream: boolean) => stack.rote.post('/v1/responses', { model: 'gpt-test', input: 'ping together', stream }, { authorization: 'Bearer sk', 'cache-auth': `Bearer ${key}` });
    const calls = stack.upstream.count;
    const replies = await Promise.all(Array.from({ length: 40 }, (_, i) => post(i % 4 === 0)));
    expect(stack.upstream.count - calls).toBe(1);
    expect(replies.map((reply) => reply.status)).toEqual(Array(40).fill(200));
    expect(replies.filter((reply) => reply.headers.get('cache-status') === 'Rote; hit')).toHaveLength(39);
    for (const [i, reply] of replies.entries()) {
      const text = await reply.text();
      if (i % 4 === 0) expect(text).toContain('"type":"response.completed"');
      else expect((JSON.parse(text) as { output: Array<{ content: Array<{ text: string }> }> }).output[0].content[0].text).toBe('pong');
    }
  });

  it('caches the Responses API, plain and streamed: a repeat is a hit with the recorded body or its events; previous_response_id passes through', async () => {
    const openai = await client();
    const first = await openai.responses.create({ model: 'gpt-test', instructions: 'Be brief.', input: 'ping once' }).withResponse();
    expect(first.response.headers.get('cache-status')).toBe('Rote; fwd=miss; stored');
    const calls = stack.upstream.count;
    const again = await openai.responses.create({ model: 'gpt-test', instructions: 'Be brief.', input: 'ping once' }).withResponse();
    expect(again.response.headers.get('cache-status')).toBe('Rote; hit');
    expect(stack.upstream.count).toBe(calls);
    expect(again.data.output_text).toBe('pong');
    expect(again.data.id).toBe(first.data.id); // still valid upstream for previous_response_id
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const stale = await openai.responses.create({ model: 'gpt-test', instructions: 'Be brief.', input: 'ping once' }, { headers: { 'cache-control': 'max-age=0' } }).withResponse();
    expect(stale.response.headers.get('cache-status')).toBe('Rote; fwd=stale; stored');
    const other = await openai.responses.create({ model: 'gpt-test', instructions: 'Be verbose.', input: 'ping once' }).withResponse();
    expect(other.response.headers.get('cache-status')).toBe('Rote; fwd=miss; stored');
    const items = await openai.responses.create({ model: 'gpt-test', input: [{ role: 'user', content: 'ping as items' }] }).withResponse();
    expect(items.response.headers.get('cache-status')).toBe('Rote; fwd=miss; stored');
    expect((await openai.responses.create({ model: 'gpt-test', input: [{ role: 'user', content: 'ping as items' }] }).withResponse()).response.headers.get('cache-status')).toBe('Rote; hit');
    const { key } = await stack.rote.createAccount();
    const raw = (body: unknown) => stack.rote.post('/v1/responses', body, { authorization: 'Bearer sk', 'cache-auth': `Bearer ${key}` });
    expect((await raw({ model: 'gpt-test', input: 'ping once', previous_response_id: 'resp_0' })).headers.get('cache-status')).toBe('Rote; fwd=uri-miss');
    // A stream is relayed and stored; the next one is replayed as events, and a plain call hits the same entry.
    const events = (text: string) => text.split('\n').filter((line) => line.startsWith('data: ')).map((line) => JSON.parse(line.slice(6)) as { type: string; response?: { output_text?: string; output: unknown[] } });
    const streamedMiss = await raw({ model: 'gpt-test', input: 'stream me', stream: true });
    expect(streamedMiss.headers.get('cache-status')).toBe('Rote; fwd=miss');
    expect(events(await streamedMiss.text()).at(-1)?.type).toBe('response.completed');
    const streamedHit = await raw({ model: 'gpt-test', input: 'stream me', stream: true });
    expect(streamedHit.headers.get('cache-status')).toBe('Rote; hit');
    expect(streamedHit.headers.get('content-type')).toContain('text/event-stream');
    const replayed = events(await streamedHit.text());
    expect(replayed.map((e) => e.type)).toEqual(['response.created', 'response.in_progress', 'response.output_item.added', 'response.content_part.added', 'response.output_text.delta', 'response.output_text.done', 'response.content_part.done', 'response.output_item.done', 'response.completed']);
    expect(replayed.at(-1)?.response?.output).toEqual([{ type: 'message', id: 'msg_1', role: 'assistant', content: [{ type: 'output_text', text: 'pong' }] }]);
    const plainHit = await raw({ model: 'gpt-test', input: 'stream me' });
    expect(plainHit.headers.get('cache-status')).toBe('Rote; hit');
    expect(((await plainHit.json()) as { status: string }).status).toBe('completed');
    const bad = await raw({ model: 'gpt-test' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe('invalid_input');
  });

  it('keeps the query string, refuses an unknown Rote key, and answers CORS preflights', async () => {
    const { key } = await stack.rote.createAccount();
    const calls = stack.upstream.count;
    const listed = await fetch(`${stack.rote.url}/v1/models?limit=2&order=desc`, { headers: { authorization: 'Bearer sk', 'cache-auth': `Bearer ${key}`, origin: 'https://app.example' } });
    expect(listed.status).toBe(200);
    expect(listed.headers.get('access-control-allow-origin')).toBe('*');
    expect(last().url).toBe('/v1/models?limit=2&order=desc');
    const refused = await fetch(`${stack.rote.url}/v1/models`, { headers: { authorization: 'Bearer sk', 'cache-auth': `Bearer rote_${'a'.repeat(52)}` } });
    expect(refused.status).toBe(401);
    const preflight = await fetch(`${stack.rote.url}/v1/chat/completions`, { method: 'OPTIONS', headers: { origin: 'https://app.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, cache-auth, content-type' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('authorization, cache-auth, content-type');
    expect(stack.upstream.count).toBe(calls + 1);
  });

  it('follows Cache-Control: no-cache, max-age, no-store, only-if-cached; Cache-Namespace; Age on hits', async () => {
    const { key } = await stack.rote.createAccount();
    const ask = (content: string, headers: Record<string, string> = {}) =>
      stack.rote.post('/v1/chat/completions', { model: 'm', messages: [{ role: 'user', content }] }, { authorization: 'Bearer sk', 'cache-auth': `Bearer ${key}`, ...headers });
    const said = async (response: Response) => ((await response.json()) as { choices: Array<{ message: { content: string } }> }).choices[0].message.content;

    const first = await said(await ask('q'));
    const hit = await ask('q');
    expect(hit.headers.get('cache-status')).toBe('Rote; hit');
    expect(Number(hit.headers.get('age'))).toBeGreaterThanOrEqual(0);
    expect(await said(hit)).toBe(first);

    const refreshed = await ask('q', { 'cache-control': 'no-cache' });
    expect(refreshed.headers.get('cache-status')).toBe('Rote; fwd=request; stored');
    const fresh = await said(refreshed);
    expect(fresh).not.toBe(first);
    expect(await said(await ask('q'))).toBe(fresh); // the entry was replaced

    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const stale = await ask('q', { 'cache-control': 'max-age=0' });
    expect(stale.headers.get('cache-status')).toBe('Rote; fwd=stale; stored');
    expect((await ask('q', { 'cache-control': 'max-age=60' })).headers.get('cache-status')).toBe('Rote; hit');

    expect((await ask('r', { 'cache-control': 'no-store' })).headers.get('cache-status')).toBe('Rote; fwd=miss; detail=no-store');
    expect((await ask('r')).headers.get('cache-status')).toBe('Rote; fwd=miss; stored'); // nothing had been stored

    const calls = stack.upstream.count;
    const notCached = await ask('never sent before', { 'cache-control': 'only-if-cached' });
    expect(notCached.status).toBe(504);
    expect(((await notCached.json()) as { error: { code: string } }).error.code).toBe('not_cached');
    expect(notCached.headers.get('cache-status')).toBe('Rote; detail=only-if-cached');
    expect((await ask('q', { 'cache-control': 'only-if-cached' })).headers.get('cache-status')).toBe('Rote; hit');
    expect(stack.upstream.count).toBe(calls);

    expect((await ask('q', { 'cache-namespace': 'run-42' })).headers.get('cache-status')).toBe('Rote; fwd=miss; stored');
    expect((await ask('q', { 'cache-namespace': 'run-42' })).headers.get('cache-status')).toBe('Rote; hit');
    expect((await ask('q', { 'cache-namespace': 'run-43', 'cache-control': 'only-if-cached' })).status).toBe(504);
  });

  it("refreshes entries older than the account's TTL, on the fast path too, and on the Responses API", async () => {
    const { key } = await stack.rote.createAccount();
    const gql = async (query: string) => {
      const response = await fetch(`${stack.rote.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` }, body: JSON.stringify({ query }) });
      return (await response.json()) as { data?: { setCacheTtl: { cacheTtlSeconds: number | null } }; errors?: Array<{ extensions?: { code?: string } }> };
    };
    const ask = () => stack.rote.post('/v1/chat/completions', { model: 'm', messages: [{ role: 'user', content: 'ttl' }] }, { authorization: 'Bearer sk', 'cache-auth': `Bearer ${key}` });
    const respond = () => stack.rote.post('/v1/responses', { model: 'm', input: 'ttl' }, { authorization: 'Bearer sk', 'cache-auth': `Bearer ${key}` });
    expect((await gql('mutation{ setCacheTtl(seconds: 0){ cacheTtlSeconds } }')).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await gql('mutation{ setCacheTtl(seconds: 1){ cacheTtlSeconds } }')).data?.setCacheTtl.cacheTtlSeconds).toBe(1);

    expect((await ask()).headers.get('cache-status')).toBe('Rote; fwd=miss; stored');
    expect((await ask()).headers.get('cache-status')).toBe('Rote; hit'); // now a prepared hit by its bytes
    expect((await respond()).headers.get('cache-status')).toBe('Rote; fwd=miss; stored');
    await new Promise((resolve) => setTimeout(resolve, 2_100)); // Age 2 > 1
    expect((await ask()).headers.get('cache-status')).toBe('Rote; fwd=stale; stored');
    expect((await respond()).headers.get('cache-status')).toBe('Rote; fwd=stale; stored');
    expect((await ask()).headers.get('cache-status')).toBe('Rote; hit'); // the refreshed entry

    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect((await gql('mutation{ setCacheTtl(seconds: null){ cacheTtlSeconds } }')).data?.setCacheTtl.cacheTtlSeconds).toBeNull();
    expect((await ask()).headers.get('cache-status')).toBe('Rote; hit'); // no lifetime: old entries answer again
  });

  it('never answers an unknown path with the dashboard page; serves Prometheus metrics at /metrics', async () => {
    const unknown = await fetch(`${stack.rote.url}/status`, { headers: { accept: '*/*' } });
    expect(unknown.headers.get('content-type')).not.toContain('text/html');
    expect(unknown.status).toBe(404);
    const metrics = await fetch(`${stack.rote.url}/metrics`, { headers: { accept: 'text/html' } });
    expect(metrics.headers.get('content-type')).toContain('text/plain');
    const text = await metrics.text();
    expect(text).toMatch(/rote_requests_total\{cache="hit"\} [1-9]/);
    expect(text).toMatch(/rote_requests_total\{cache="miss"\} [1-9]/);
    expect(text).toContain('rote_request_duration_seconds_bucket');
    expect(text).toMatch(/rote_upstream_duration_seconds_count\{outcome="ok"\} [1-9]/);
    expect(text).toContain('rote_write_queue_depth{writer="cache"}');
    expect(text).toContain('rote_templates_promoted_total');
  });
});

// Its own process-wide Rote (the models are bound to one database at a time).
describe('an Azure-style upstream', () => {
  let db: TestDatabase;
  let upstream: FakeUpstream;
  let azure: TestRote;
  const last = () => upstream.calls[upstream.calls.length - 1];
  beforeAll(async () => {
    db = await createTestDatabase('sqlite');
    upstream = await startFakeUpstream(respond);
    const base = upstream.baseUrl.replace(/\/v1$/, '/openai/deployments/gpt-test');
    azure = await startRote(db.url, `${base}?api-version=2024-10-21`, { INDUCTION_INTERVAL_MS: '3600000' });
  });
  afterAll(async () => {
    await azure?.close();
    await upstream?.close();
    await db?.drop();
  });

  it('keeps a path and ?api-version= from the base URL, and passes api-key auth', async () => {
    const { key } = await azure.createAccount();
    const response = await azure.post('/v1/chat/completions', { model: 'gpt-test', messages: [{ role: 'user', content: 'azure?' }] }, { 'api-key': 'azure-key', 'cache-auth': `Bearer ${key}` });
    expect(response.status).toBe(200);
    expect(last().url).toBe('/openai/deployments/gpt-test/chat/completions?api-version=2024-10-21');
    expect(last().headers['api-key']).toBe('azure-key');
    const models = await fetch(`${azure.url}/v1/models`, { headers: { 'api-key': 'azure-key', 'cache-auth': `Bearer ${key}` } });
    expect(models.status).toBe(200);
    expect(last().url).toBe('/openai/deployments/gpt-test/models?api-version=2024-10-21');
  });
});
