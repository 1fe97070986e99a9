// Bad input gets OpenAI's error shape with the right status, and touches nothing stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CacheAnswer, CacheNode } from '../../server/db/models/index.js';
import { createTestDatabase, type TestDatabase } from '../helpers/databases.js';
import { startFakeUpstream, type FakeUpstream } from '../helpers/fake-upstream.js';
import { startRote, type TestRote } from '../helpers/rote.js';

describe('bad input', () => {
  let db: TestDatabase;
  let upstream: FakeUpstream;
  let rote: TestRote;
  let key: string;
  let auth: Record<string, string>;
  const good = { model: 'm', messages: [{ role: 'user', content: 'hello' }] };

  beforeAll(async () => {
    db = await createTestDatabase('sqlite');
    upstream = await startFakeUpstream();
    rote = await startRote(db.url, upstream.baseUrl, { BODY_LIMIT: '2kb' });
    ({ key } = await rote.createAccount());
    auth = { authorization: 'Bearer sk-up', 'cache-auth': `Bearer ${key}` };
    await rote.post('/v1/chat/completions', good, auth); // something stored to protect
    await rote.running.services.cache.flush();
  });
  afterAll(async () => {
    await rote?.close();
    await upstream?.close();
    await db?.drop();
  });

  const cases: Array<[string, () => Promise<Response>, number, string, string | null]> = [
    ['invalid JSON', () => rote.post('/v1/chat/completions', '{"model":', auth), 400, 'invalid_json', null],
    ['a body that is not an object', () => rote.post('/v1/chat/completions', '[1,2]', auth), 400, 'invalid_body', null],
    ['a missing model', () => rote.post('/v1/chat/completions', { messages: good.messages }, auth), 400, 'invalid_model', 'model'],
    ['a model that is a number', () => rote.post('/v1/chat/completions', { ...good, model: 4 }, auth), 400, 'invalid_model', 'model'],
    ['missing messages', () => rote.post('/v1/chat/completions', { model: 'm' }, auth), 400, 'invalid_messages', 'messages'],
    ['empty messages', () => rote.post('/v1/chat/completions', { model: 'm', messages: [] }, auth), 400, 'invalid_messages', 'messages'],
    ['messages as a string', () => rote.post('/v1/chat/completions', { model: 'm', messages: 'hi' }, auth), 400, 'invalid_messages', 'messages'],
    ['a message without role', () => rote.post('/v1/chat/completions', { model: 'm', messages: [{ content: 'x' }] }, auth), 400, 'invalid_message', 'messages[0].role'],
    ['a user message with null content', () => rote.post('/v1/chat/completions', { model: 'm', messages: [{ role: 'user', content: null }] }, auth), 400, 'invalid_message', 'messages[0].content'],
    ['content as a number', () => rote.post('/v1/chat/completions', { model: 'm', messages: [{ role: 'user', content: 5 }] }, auth), 400, 'invalid_message', 'messages[0].content'],
    ['stream as a string', () => rote.post('/v1/chat/completions', { ...good, stream: 'yes' }, auth), 400, 'invalid_stream', 'stream'],
    ['a missing Cache-Auth', () => rote.post('/v1/chat/completions', good, { authorization: 'Bearer sk-up' }), 401, 'missing_cache_auth', null],
    ['a Cache-Auth without Bearer', () => rote.post('/v1/chat/completions', good, { ...auth, 'cache-auth': key }), 401, 'invalid_cache_auth', null],
    ['an unknown Rote key', () => rote.post('/v1/chat/completions', good, { ...auth, 'cache-auth': `Bearer rote_${'a'.repeat(52)}` }), 401, 'invalid_cache_auth', null],
    ['a missing Authorization', () => rote.post('/v1/chat/completions', good, { 'cache-auth': `Bearer ${key}` }), 401, 'missing_authorization', null],
    ['Cache-Bindings that is not JSON', () => rote.post('/v1/chat/completions', good, { ...auth, 'cache-bindings': '{name:' }), 400, 'invalid_cache_bindings', null],
    ['Cache-Bindings that is an array', () => rote.post('/v1/chat/completions', good, { ...auth, 'cache-bindings': '["a"]' }), 400, 'invalid_cache_bindings', null],
    ['nested Cache-Bindings', () => rote.post('/v1/chat/completions', good, { ...auth, 'cache-bindings': '{"a":{"b":"c"}}' }), 400, 'invalid_cache_bindings', null],
    ['a Cache-Bindings number value', () => rote.post('/v1/chat/completions', good, { ...auth, 'cache-bindings': '{"a":1}' }), 400, 'invalid_cache_bindings', null],
    ['an empty Cache-Bindings value', () => rote.post('/v1/chat/completions', good, { ...auth, 'cache-bindings': '{"a":""}' }), 400, 'invalid_cache_bindings', null],
    ['a Cache-Bindings name that is no variable', () => rote.post('/v1/chat/completions', good, { ...auth, 'cache-bindings': '{"a b":"x"}' }), 400, 'invalid_cache_bindings', null],
    ['JSON nested deeper than any request', () => rote.post('/v1/chat/completions', `{"model":"m","messages":[{"role":"user","content":"x"}],"x":${'['.repeat(600)}${']'.repeat(600)}}`, auth), 400, 'json_too_deep', null],
    ['a Cache-Bindings name every object has', () => rote.post('/v1/chat/completions', good, { ...auth, 'cache-bindings': '{"constructor":"hello"}' }), 400, 'invalid_cache_bindings', null],
    ['a Cache-Bindings __proto__ name', () => rote.post('/v1/chat/completions', good, { ...auth, 'cache-bindings': '{"__proto__":"hello"}' }), 400, 'invalid_cache_bindings', null],
    ['bindings that cover a whole prompt', () => rote.post('/v1/chat/completions', good, { ...auth, 'cache-bindings': '{"q":"hello"}' }), 400, 'invalid_cache_bindings', null],
    ['a body over BODY_LIMIT', () => rote.post('/v1/chat/completions', { model: 'm', messages: [{ role: 'user', content: 'x'.repeat(4096) }] }, auth), 413, 'request_too_large', null],
    ['an unknown path outside /v1', () => rote.post('/nothing-here', good, auth), 404, 'unknown_url', null],
    ['a POST to a GET route', () => rote.post('/healthz', good, auth), 405, 'method_not_allowed', null],
    ['a max-age that is no number', () => rote.post('/v1/chat/completions', good, { ...auth, 'cache-control': 'max-age=soon' }), 400, 'invalid_cache_control', null],
    ['a Cache-Namespace with spaces', () => rote.post('/v1/chat/completions', good, { ...auth, 'cache-namespace': 'my space' }), 400, 'invalid_cache_namespace', null],
  ];

  it.each(cases)('refuses %s', async (_name, send, status, code, param) => {
    const nodes = await CacheNode.count();
    const answers = await CacheAnswer.count();
    const calls = upstream.count;
    const response = await send();
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toContain('application/json');
    const body = (await response.json()) as { error: { message: string } };
    expect(body).toEqual({ error: { message: expect.any(String), type: expect.any(String), code, param } });
    expect(body.error.message.length).toBeGreaterThan(10);
    await rote.running.services.cache.flush();
    expect(await CacheNode.count()).toBe(nodes);
    expect(await CacheAnswer.count()).toBe(answers);
    expect(upstream.count).toBe(calls);
  });

  it('still serves what was stored after all that', async () => {
    const response = await rote.post('/v1/chat/completions', good, auth);
    expect(((await response.json()) as { id: string }).id).toBe('cached');
  });

  it('refuses a revoked key at once', async () => {
    const { accountId, key: doomed } = await rote.createAccount();
    const headers = { authorization: 'Bearer sk-up', 'cache-auth': `Bearer ${doomed}` };
    expect((await rote.post('/v1/chat/completions', good, headers)).status).toBe(200);
    const [row] = await rote.running.services.apiKeys.list(accountId);
    await rote.running.services.apiKeys.revoke(accountId, { id: row.id });
    const refused = await rote.post('/v1/chat/completions', good, headers);
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('invalid_cache_auth');
  });
});
