// The proxy core, end to end: the official openai client -> Rote -> a fake upstream that counts
// calls. Run once per database kind (proxy.sqlite.test.ts, proxy.postgres.test.ts).
import OpenAI from 'openai';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CacheAnswer, CacheNode, RequestLog } from '../../server/db/models/index.js';
import { completion, echoResponder, startFakeUpstream, type FakeUpstream } from '../helpers/fake-upstream.js';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from '../helpers/databases.js';
import { startRote, type TestRote } from '../helpers/rote.js';

const ask = (content: string) => [{ role: 'user' as const, content }];

export function proxySuite(kind: DatabaseKind): void {
  describe(`proxy core on ${kind}`, () => {
    let db: TestDatabase;
    let upstream: FakeUpstream;
    let rote: TestRote;
    let key: string;
    let client: OpenAI;

    beforeAll(async () => {
      db = await createTestDatabase(kind);
      upstream = await startFakeUpstream();
      rote = await startRote(db.url, upstream.baseUrl);
      ({ key } = await rote.createAccount());
      client = rote.client(key);
    });
    afterEach(() => {
      upstream.respond = echoResponder;
    });
    afterAll(async () => {
      await rote?.close();
      await upstream?.close();
      await db?.drop();
    });

    it('answers a repeated request from the cache: miss, then hit with id "cached"', async () => {
      const before = upstream.count;
      const first = await client.chat.completions.create({ model: 'm', messages: ask('What is 2+2?') }).withResponse();
      expect(upstream.count).toBe(before + 1);
      expect(first.data.id).toMatch(/^chatcmpl-fake-/);
      expect(first.data.choices[0].message.content).toBe('Echo: What is 2+2?');
      expect(first.response.headers.get('cache-status')).toBe('Rote; fwd=miss; stored');
      const node = first.response.headers.get('rote-node');
      expect(node).toMatch(/^[0-9a-f-]{36}$/);

      const second = await client.chat.completions.create({ model: 'm', messages: ask('What is 2+2?') }).withResponse();
      expect(upstream.count).toBe(before + 1);
      expect(second.data.id).toBe('cached');
      expect(second.data.choices[0].message).toEqual(first.data.choices[0].message);
      expect(second.data.usage).toEqual(first.data.usage);
      expect(second.response.headers.get('cache-status')).toBe('Rote; hit');
      expect(second.response.headers.get('rote-node')).toBe(node);
    });

    it('keys answers by every output-affecting field, and ignores those that cannot change it', async () => {
      const base = { model: 'm', messages: ask('Pick a colour'), temperature: 0.2 };
      await client.chat.completions.create(base);
      const start = upstream.count;
      await client.chat.completions.create({ ...base, user: 'someone-else', metadata: { run: '1' }, store: false });
      expect(upstream.count).toBe(start);
      await client.chat.completions.create({ ...base, temperature: 0.9 });
      expect(upstream.count).toBe(start + 1);
      await client.chat.completions.create({ ...base, model: 'other-model' });
      expect(upstream.count).toBe(start + 2);
      await client.chat.completions.create({ ...base, max_tokens: 5 });
      expect(upstream.count).toBe(start + 3);
      await client.chat.completions.create({ ...base, seed: 1 });
      expect(upstream.count).toBe(start + 4);
      // Key order inside the body does not matter.
      const response = await rote.post('/v1/chat/completions', { temperature: 0.2, messages: ask('Pick a colour'), model: 'm' }, {
        authorization: 'Bearer sk-x',
        'cache-auth': `Bearer ${key}`,
      });
      expect(((await response.json()) as { id: string }).id).toBe('cached');
      expect(upstream.count).toBe(start + 4);
    });

    it('continues a conversation through the cached answer node', async () => {
      const first = await client.chat.completions.create({ model: 'm', messages: ask('Hi, I am Ada') }).withResponse();
      const answerNode = first.response.headers.get('rote-node')!;
      const followUp = [...ask('Hi, I am Ada'), first.data.choices[0].message, { role: 'user' as const, content: 'What did I say?' }];
      const count = upstream.count;
      await client.chat.completions.create({ model: 'm', messages: followUp });
      const again = await client.chat.completions.create({ model: 'm', messages: followUp }).withResponse();
      expect(upstream.count).toBe(count + 1);
      expect(again.data.id).toBe('cached');
      // The follow-up's path runs through the first answer's node.
      const entry = rote.running.services.requestLog;
      await entry.flush();
      const log = await RequestLog.findOne({ where: { id: again.response.headers.get('rote-request')! } });
      expect(JSON.parse(log!.nodePath!)[1]).toBe(answerNode);
    });

    it('matches tool calls, tool results and null content exactly', async () => {
      upstream.respond = (_call, index) => ({
        body: completion(null, {}, index),
      });
      const toolTurn = [
        { role: 'system' as const, content: 'You book flights.' },
        { role: 'user' as const, content: 'Book 123' },
        {
          role: 'assistant' as const,
          content: null,
          tool_calls: [{ id: 'call_1', type: 'function' as const, function: { name: 'book', arguments: '{"id":"123"}' } }],
        },
        { role: 'tool' as const, tool_call_id: 'call_1', content: '{"ok":true}' },
      ];
      const count = upstream.count;
      await client.chat.completions.create({ model: 'm', messages: toolTurn });
      expect((await client.chat.completions.create({ model: 'm', messages: toolTurn })).id).toBe('cached');
      const otherResult = toolTurn.map((m) => (m.role === 'tool' ? { ...m, content: '{"ok":false}' } : m));
      await client.chat.completions.create({ model: 'm', messages: otherResult });
      const otherCall = toolTurn.map((m) => (m.role === 'tool' ? { ...m, tool_call_id: 'call_2' } : m));
      await client.chat.completions.create({ model: 'm', messages: otherCall });
      expect(upstream.count).toBe(count + 3);
    });

    it('keeps two accounts apart', async () => {
      const other = await rote.createAccount();
      const otherClient = rote.client(other.key);
      await client.chat.completions.create({ model: 'm', messages: ask('Shared question') });
      const count = upstream.count;
      const theirs = await otherClient.chat.completions.create({ model: 'm', messages: ask('Shared question') });
      expect(theirs.id).not.toBe('cached');
      expect(upstream.count).toBe(count + 1);
    });

    it('forwards Authorization untouched and keeps Rote headers to itself', async () => {
      await rote.client(key, { upstreamKey: 'sk-very-secret-upstream' }).chat.completions.create({ model: 'm', messages: ask('Forward me') });
      const call = upstream.calls[upstream.count - 1];
      expect(call.headers.authorization).toBe('Bearer sk-very-secret-upstream');
      expect(call.headers['cache-auth']).toBeUndefined();
      expect(call.body).toEqual({ model: 'm', messages: ask('Forward me') });
    });

    it('passes every other body field to the upstream unchanged', async () => {
      const body = { model: 'm', messages: ask('Fields'), temperature: 0, logit_bias: { '50256': -100 }, x_custom: { a: [1, 2] } };
      await rote.post('/v1/chat/completions', body, { authorization: 'Bearer sk-x', 'cache-auth': `Bearer ${key}` });
      expect(upstream.calls[upstream.count - 1].body).toEqual(body);
    });

    it('sends 50 concurrent identical misses upstream once and records one consistent entry', async () => {
      upstream.respond = (_call, index) => ({ body: completion(`answer ${index}`, {}, index), delayMs: 20 });
      const messages = ask('Concurrent question');
      const before = upstream.count;
      // More than UPSTREAM_CONCURRENCY_PER_ACCOUNT (32): without coalescing, some would be refused with 429.
      const results = await Promise.all(Array.from({ length: 50 }, () => client.chat.completions.create({ model: 'm', messages }, { maxRetries: 0 })));
      expect(results).toHaveLength(50);
      expect(upstream.count - before).toBe(1);
      expect(new Set(results.map((r) => r.choices[0].message.content)).size).toBe(1);
      await rote.running.services.cache.flush();
      const tree = await rote.running.services.cache.tree(
        (await CacheNode.findOne({ where: { message: JSON.stringify({ content: 'Concurrent question', role: 'user' }) } }))!.accountId,
      );
      const node = tree.walk([JSON.stringify({ content: 'Concurrent question', role: 'user' })])![0];
      expect(await CacheAnswer.count({ where: { nodeId: node.id } })).toBe(1);
      expect(await CacheNode.count({ where: { parentId: node.id } })).toBe(1);
      const count = upstream.count;
      const after = await client.chat.completions.create({ model: 'm', messages });
      expect(after.id).toBe('cached');
      expect(upstream.count).toBe(count);
      // The entry is the answer of one of the 50 calls, whole.
      expect(results.map((r) => r.choices[0].message.content)).toContain(after.choices[0].message.content);
    });

    it('lets identical misses that waited on a failed one go upstream themselves', async () => {
      const first = upstream.count;
      upstream.respond = (_call, index) =>
        index === first ? { status: 500, body: { error: { message: 'boom', type: 'server_error', code: null, param: null } }, delayMs: 20 } : { body: completion(`answer ${index}`, {}, index) };
      const messages = ask('Concurrent question that fails first');
      const settled = await Promise.allSettled(Array.from({ length: 10 }, () => client.chat.completions.create({ model: 'm', messages }, { maxRetries: 0 })));
      expect(settled.filter((s) => s.status === 'rejected').map((s) => (s as PromiseRejectedResult).reason.status)).toEqual([500]);
      expect(settled.filter((s) => s.status === 'fulfilled')).toHaveLength(9);
      expect(upstream.count - first).toBeGreaterThanOrEqual(2);
    });

    it('passes upstream errors through with their status and body, and never caches them', async () => {
      upstream.respond = () => ({
        status: 429,
        body: { error: { message: 'Rate limit reached', type: 'requests', code: 'rate_limit_exceeded', param: null } },
      });
      for (let i = 0; i < 2; i++) {
        const error = await client.chat.completions.create({ model: 'm', messages: ask('Rate limited') }).catch((e) => e);
        expect(error).toBeInstanceOf(OpenAI.APIError);
        expect(error.status).toBe(429);
        expect(error.error).toEqual({ message: 'Rate limit reached', type: 'requests', code: 'rate_limit_exceeded', param: null });
      }
      upstream.respond = echoResponder;
      const count = upstream.count;
      const ok = await client.chat.completions.create({ model: 'm', messages: ask('Rate limited') });
      expect(ok.id).not.toBe('cached');
      expect(upstream.count).toBe(count + 1);
    });

    it('does not cache an incomplete answer or a non-JSON one', async () => {
      upstream.respond = (_c, index) => {
        const body = completion('partial', {}, index);
        (body.choices[0] as { finish_reason: string | null }).finish_reason = null;
        return { body };
      };
      await client.chat.completions.create({ model: 'm', messages: ask('Incomplete') });
      const second = await client.chat.completions.create({ model: 'm', messages: ask('Incomplete') }).withResponse();
      expect(second.data.id).not.toBe('cached');
      expect(second.response.headers.get('cache-status')).toBe('Rote; fwd=miss; fwd-status=200');

      upstream.respond = () => ({ text: 'not json' });
      const raw = await rote.post('/v1/chat/completions', { model: 'm', messages: ask('Text answer') }, { authorization: 'Bearer x', 'cache-auth': `Bearer ${key}` });
      expect(await raw.text()).toBe('not json');
      const again = await rote.post('/v1/chat/completions', { model: 'm', messages: ask('Text answer') }, { authorization: 'Bearer x', 'cache-auth': `Bearer ${key}` });
      expect(again.headers.get('cache-status')).toBe('Rote; fwd=miss; fwd-status=200');
    });

    it('logs every proxied request with its cache status, tokens and node', async () => {
      const first = await client.chat.completions.create({ model: 'log-model', messages: ask('Log me') }).withResponse();
      const second = await client.chat.completions.create({ model: 'log-model', messages: ask('Log me') }).withResponse();
      await rote.running.services.requestLog.flush();
      const miss = await RequestLog.findByPk(first.response.headers.get('rote-request')!);
      const hit = await RequestLog.findByPk(second.response.headers.get('rote-request')!);
      expect(miss).toMatchObject({ cacheStatus: 'miss', model: 'log-model', upstreamStatus: 200, promptTokens: 11, completionTokens: 7, totalTokens: 18 });
      expect(hit).toMatchObject({ cacheStatus: 'hit', model: 'log-model', upstreamStatus: null, totalTokens: 18 });
      expect(hit!.answerNodeId).toBe(first.response.headers.get('rote-node'));
      expect(hit!.latencyMs).toBeGreaterThan(0);
      expect(miss!.apiKeyId).toBeTruthy();
    });

    it('never stores or logs the upstream key, the Rote key or a password', async () => {
      await rote.client(key, { upstreamKey: 'sk-never-store-me-123' }).chat.completions.create({ model: 'm', messages: ask('Secrets?') });
      await rote.running.services.requestLog.flush();
      await rote.running.services.cache.flush();
      const sequelize = rote.running.services.sequelize;
      for (const table of ['accounts', 'api_keys', 'cache_nodes', 'cache_answers', 'request_logs']) {
        const [rows] = await sequelize.query(`SELECT * FROM ${table}`);
        const dump = JSON.stringify(rows);
        expect(dump).not.toContain('sk-never-store-me-123');
        expect(dump).not.toContain(key);
        expect(dump).not.toContain('correct horse battery');
      }
      const logs = rote.logs.join('\n');
      expect(logs).toContain('chat completion');
      expect(logs).not.toContain('sk-never-store-me-123');
      expect(logs).not.toContain(key);
    });

    it('answers a streaming request for a cached entry as a stream, never as a JSON body', async () => {
      await client.chat.completions.create({ model: 'm', messages: ask('Stream me later') });
      const count = upstream.count;
      const response = await rote.post('/v1/chat/completions', { model: 'm', messages: ask('Stream me later'), stream: true }, {
        authorization: 'Bearer sk-x',
        'cache-auth': `Bearer ${key}`,
      });
      expect(upstream.count).toBe(count);
      expect(response.headers.get('content-type')).toContain('text/event-stream');
      const text = await response.text();
      expect(text.trimEnd().endsWith('data: [DONE]')).toBe(true);
    });

    it('answers /healthz', async () => {
      const response = await fetch(`${rote.url}/healthz`);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        status: 'ok',
        reasons: [],
        writes: { cache: { outage: null, quarantined: 0, refused: 0 }, requestLog: { outage: null, quarantined: 0, refused: 0 } },
      });
    });
  });
}
