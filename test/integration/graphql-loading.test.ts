// The GraphQL API loads after the server listens (lazy-graphql.ts): the proxy and /healthz serve
// at once, and the first GraphQL contact, HTTP or WebSocket, waits for the load instead of failing.
import { createClient } from 'graphql-ws';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestDatabase, type TestDatabase } from '../helpers/databases.js';
import { startFakeUpstream, type FakeUpstream } from '../helpers/fake-upstream.js';
import { startRote, type TestRote } from '../helpers/rote.js';

describe('the GraphQL API, loaded on first use', () => {
  let db: TestDatabase;
  let upstream: FakeUpstream;
  let rote: TestRote;
  beforeEach(async () => {
    db = await createTestDatabase('sqlite');
    upstream = await startFakeUpstream();
    rote = await startRote(db.url, upstream.baseUrl);
  });
  afterEach(async () => {
    await rote.close();
    await upstream.close();
    await db.drop();
  });

  it('serves the proxy and /healthz right after start-up', async () => {
    const { key } = await rote.createAccount();
    expect((await fetch(`${rote.url}/healthz`)).status).toBe(200);
    const answer = await rote.client(key).chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'hi' }] });
    expect(answer.choices[0].message.content).toBeTruthy();
  });

  it('answers a WebSocket subscription that is the very first GraphQL contact', async () => {
    const { key } = await rote.createAccount();
    const client = createClient({ url: `${rote.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${key}` }, retryAttempts: 0 });
    const logged = new Promise<string>((resolve, reject) => {
      client.subscribe<{ requestLogged: { cacheStatus: string } }>(
        { query: 'subscription { requestLogged { cacheStatus } }' },
        { next: (result) => resolve(result.data!.requestLogged.cacheStatus), error: reject, complete: () => undefined },
      );
    });
    // Until the subscription is acknowledged the stack may still be loading: ask until one arrives.
    for (let i = 0; i < 50; i++) {
      const winner = await Promise.race([logged, new Promise((resolve) => setTimeout(() => resolve(null), 200))]);
      if (winner) break;
      await rote.client(key).chat.completions.create({ model: 'm', messages: [{ role: 'user', content: `ping ${i}` }] });
    }
    expect(await logged).toBe('miss');
    await client.dispose();
  });

  it('answers an HTTP query that is the very first GraphQL contact, and refuses upgrades elsewhere', async () => {
    const { key } = await rote.createAccount();
    const response = await fetch(`${rote.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify({ query: '{ apiKeys { name } }' }),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: { apiKeys: unknown[] } }).data.apiKeys).toHaveLength(1);
    const refused = await new Promise<number>((resolve) => {
      const socket = new WebSocket(`${rote.url.replace('http', 'ws')}/elsewhere`);
      socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      socket.on('error', () => resolve(-1));
    });
    expect(refused).toBe(404);
  });
});
