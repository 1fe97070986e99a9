// The GraphQL API over real HTTP and WebSocket: sessions (cookie) and bearer keys, scoping, limits,
// on SQLite and on Postgres.
import { readFileSync } from 'node:fs';
import { printSchema } from 'graphql';
import { createClient } from 'graphql-ws';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { roteSchema } from '../../server/graphql/schema.js';
import { useStack } from '../helpers/stack.js';

interface GqlResult {
  status: number;
  data: any;
  errors: Array<{ message: string; extensions?: { code?: string } }> | undefined;
  setCookie: string | null;
}

// On both databases: filters and savings are SQL of their own on each dialect.
describe.each(['sqlite', 'postgres'] as const)('GraphQL API on %s', (kind) => {
  const stack = useStack({ kind, env: { INDUCTION_INTERVAL_MS: '3600000' } });

  const gql = async (query: string, variables: Record<string, unknown> = {}, auth: { cookie?: string; bearer?: string; origin?: string } = {}): Promise<GqlResult> => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (auth.cookie) headers.cookie = auth.cookie;
    if (auth.bearer) headers.authorization = `Bearer ${auth.bearer}`;
    if (auth.origin) headers.origin = auth.origin;
    const response = await fetch(`${stack.rote.url}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
    const body = (await response.json()) as { data: unknown; errors?: GqlResult['errors'] };
    return { status: response.status, data: body.data, errors: body.errors, setCookie: response.headers.get('set-cookie') };
  };
  const signUp = async (email: string) => {
    const result = await gql('mutation($e:String!,$p:String!){ signUp(email:$e,password:$p){ account{ id email cacheNodes } firstKey{ secret key{ id prefix active } } } }', {
      e: email,
      p: 'a long password',
    });
    expect(result.errors).toBeUndefined();
    const cookie = result.setCookie!.split(';')[0];
    return { cookie, key: result.data.signUp.firstKey.secret as string, keyId: result.data.signUp.firstKey.key.id as string, accountId: result.data.signUp.account.id as string, setCookie: result.setCookie! };
  };
  const proxy = (key: string, content: string, headers: Record<string, string> = {}) =>
    stack.rote.post('/v1/chat/completions', { model: 'm', messages: [{ role: 'user', content }] }, { authorization: 'Bearer sk-up', 'cache-auth': `Bearer ${key}`, ...headers });

  it('signs up with a session cookie, an empty cache and a first key that works on the proxy', async () => {
    const alice = await signUp('alice@example.com');
    expect(alice.setCookie).toMatch(/^rote_session=[a-z2-7]{32}; HttpOnly; SameSite=Lax; Path=\/; Expires=/);
    const me = await gql('{ me { email cacheNodes cachedAnswers requests hitRate } }', {}, { cookie: alice.cookie });
    expect(me.data.me).toEqual({ email: 'alice@example.com', cacheNodes: 0, cachedAnswers: 0, requests: 0, hitRate: 0 });
    expect((await proxy(alice.key, 'hello')).status).toBe(200);
    expect((await proxy(alice.key, 'hello')).headers.get('cache-status')).toBe('Rote; hit');
    const after = await gql('{ me { cacheNodes cachedAnswers requests hitRate } }', {}, { bearer: alice.key });
    expect(after.data.me).toEqual({ cacheNodes: 2, cachedAnswers: 1, requests: 2, hitRate: 0.5 });
  });

  it("shows an induced template's lifecycle: candidate, then serving, with its evidence and history", async () => {
    const owner = await signUp('lifecycle@example.com');
    const names = ['Ada', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal', 'Ivy', 'Jo', 'Kit', 'Lu', 'Max', 'Ned', 'Oz', 'Pam'];
    const lifecycleOf = async () => {
      const result = await gql('{ templates(first: 10){ items { content lifecycle { state predictions audits distinctValues events { state reason } } } } }', {}, { bearer: owner.key });
      expect(result.errors).toBeUndefined();
      return result.data.templates.items.find((t: { lifecycle: unknown }) => t.lifecycle)?.lifecycle;
    };
    await proxy(owner.key, `Welcome ${names[0]} to the club`);
    await proxy(owner.key, `Welcome ${names[1]} to the club`);
    await stack.rote.running.services.induction.runOnce();
    expect((await lifecycleOf()).state).toBe('candidate');
    for (const name of names.slice(2)) {
      await proxy(owner.key, `Welcome ${name} to the club`);
      await stack.rote.running.services.induction.runOnce();
    }
    const lifecycle = await lifecycleOf();
    expect(lifecycle.state).toBe('serving');
    expect(lifecycle.predictions).toBeGreaterThanOrEqual(5);
    expect(JSON.parse(lifecycle.distinctValues).v1).toBeGreaterThanOrEqual(10);
    expect(lifecycle.events.map((e: { state: string }) => e.state)).toEqual(['candidate', 'serving']);
    const serving = await gql('{ templates(state: "serving"){ items { id } } }', {}, { bearer: owner.key });
    expect(serving.data.templates.items).toHaveLength(1);
    const demoted = await gql('{ templates(state: "demoted"){ items { id } } }', {}, { bearer: owner.key });
    expect(demoted.data.templates.items).toHaveLength(0);
    // The misses while it was a candidate say so: the template matched but was not yet verified.
    const misses = (await gql('{ requests(status: "miss", first: 100){ items { missExplanation { reason } } } }', {}, { bearer: owner.key })).data.requests.items;
    const reasons: Array<string | null> = misses.map((m: { missExplanation: { reason: string | null } }) => m.missExplanation.reason).reverse();
    expect(reasons.slice(0, 2)).toEqual([null, null]); // before any template
    const whileCandidate = reasons.filter((r) => r?.includes('matched but is still a candidate, not yet verified'));
    expect(whileCandidate.length).toBeGreaterThanOrEqual(5);
    expect(reasons.slice(2).every((r) => r !== null && /^template \S+ matched but/.test(r))).toBe(true);
  });

  it('refuses a short password, a taken email, and a wrong sign-in; throttles repeated failures', async () => {
    const weak = await gql('mutation{ signUp(email:"weak@example.com", password:"short"){ account{ id } } }');
    expect(weak.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    await signUp('taken@example.com');
    const taken = await gql('mutation{ signUp(email:"taken@example.com", password:"a long password"){ account{ id } } }');
    expect(taken.errors?.[0].message).toContain('exists already');
    for (let i = 0; i < 5; i++) {
      const wrong = await gql('mutation{ signIn(email:"taken@example.com", password:"wrong password"){ id } }');
      expect(wrong.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
    const throttled = await gql('mutation{ signIn(email:"taken@example.com", password:"a long password"){ id } }');
    expect(throttled.errors?.[0].extensions?.code).toBe('TOO_MANY_ATTEMPTS');
  });

  it('signs in and out; a signed-out session no longer works', async () => {
    await signUp('bob@example.com');
    const signIn = await gql('mutation{ signIn(email:"BOB@example.com", password:"a long password"){ email } }');
    expect(signIn.data.signIn.email).toBe('bob@example.com');
    const cookie = signIn.setCookie!.split(';')[0];
    expect((await gql('{ me { email } }', {}, { cookie })).data.me.email).toBe('bob@example.com');
    const out = await gql('mutation{ signOut }', {}, { cookie });
    expect(out.setCookie).toContain('Max-Age=0');
    const after = await gql('{ me { email } }', {}, { cookie });
    expect(after.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('creates keys (secret shown once), lists them without secrets, revokes one and the proxy refuses it at once', async () => {
    const carol = await signUp('carol@example.com');
    const created = await gql('mutation{ createApiKey(name:"ci"){ secret key{ id name prefix active } } }', {}, { cookie: carol.cookie });
    const { secret, key } = created.data.createApiKey;
    expect(secret.startsWith(key.prefix)).toBe(true);
    const list = await gql('{ apiKeys { id name prefix active lastUsedAt } }', {}, { cookie: carol.cookie });
    expect(list.data.apiKeys).toHaveLength(2);
    expect(JSON.stringify(list.data)).not.toContain(secret);
    expect((await proxy(secret, 'with the ci key')).status).toBe(200);
    const revoked = await gql('mutation($id:ID!){ revokeApiKey(id:$id){ active revokedAt } }', { id: key.id }, { cookie: carol.cookie });
    expect(revoked.data.revokeApiKey.active).toBe(false);
    expect((await proxy(secret, 'with the ci key')).status).toBe(401);
  });

  it('pages requests newest first, filters them, and shows one with its messages, nodes and response', async () => {
    const dan = await signUp('dan@example.com');
    for (const text of ['one', 'two', 'three', 'one']) await proxy(dan.key, text);
    const first = await gql('{ requests(first: 2) { items { id cacheStatus } nextCursor } }', {}, { bearer: dan.key });
    expect(first.data.requests.items.map((r: { cacheStatus: string }) => r.cacheStatus)).toEqual(['hit', 'miss']);
    const second = await gql('query($after:String){ requests(first: 2, after: $after) { items { cacheStatus } nextCursor } }', { after: first.data.requests.nextCursor }, { bearer: dan.key });
    expect(second.data.requests.items).toHaveLength(2);
    expect(second.data.requests.nextCursor).toBeNull();
    const hits = await gql('{ requests(status: "hit") { items { id } } }', {}, { bearer: dan.key });
    expect(hits.data.requests.items).toHaveLength(1);
    const hit = await gql('query($id:ID!){ request(id:$id){ cacheStatus preview latencyMs totalTokens nodeIds answerNodeId messages { role json nodeId } response } }', { id: hits.data.requests.items[0].id }, { bearer: dan.key });
    const request = hit.data.request;
    expect(request.preview).toBe('one');
    expect(request.messages).toEqual([{ role: 'user', json: '{"role":"user","content":"one"}', nodeId: request.nodeIds[0] }]);
    expect(JSON.parse(request.response).choices[0].message.content).toBe('Echo: one');
    expect(request.totalTokens).toBe(18);
  });

  it('filters requests by text in the request or answer, model part, key, time, conversation and answer node', async () => {
    const eve = await signUp('filters@example.com');
    const second = await gql('mutation{ createApiKey(name:"batch"){ secret key { id } } }', {}, { bearer: eve.key });
    const auth = (key: string) => ({ authorization: 'Bearer sk-up', 'cache-auth': `Bearer ${key}` });
    const ask = (key: string, model: string, messages: unknown[]) => stack.rote.post('/v1/chat/completions', { model, messages }, auth(key));
    const start = new Date();
    await ask(eve.key, 'gpt-4o-mini', [{ role: 'user', content: 'Plan 100% of the_trip to Kyoto' }]);
    await ask(eve.key, 'gpt-4o', [{ role: 'user', content: 'Plan a trip to Rome' }]);
    await ask(second.data.createApiKey.secret, 'GPT-4o', [{ role: 'user', content: 'Plan a trip to Rome' }, { role: 'assistant', content: 'Echo: Plan a trip to Rome' }, { role: 'user', content: 'And Naples?' }]);
    await ask(eve.key, 'gpt-4o', [{ role: 'user', content: 'Plan a trip to Rome' }]); // a hit
    const list = async (filter: Record<string, unknown>) => {
      const result = await gql('query($f:RequestFilter){ requests(filter:$f){ items { id model cacheStatus keyId nodeIds answerNodeId } } }', { f: filter }, { bearer: eve.key });
      expect(result.errors).toBeUndefined();
      return result.data.requests.items as Array<{ id: string; model: string; cacheStatus: string; keyId: string; nodeIds: string[]; answerNodeId: string }>;
    };
    expect((await list({ search: 'kyoto' })).map((r) => r.model)).toEqual(['gpt-4o-mini']);
    expect(await list({ search: '100% of the_' })).toHaveLength(1); // % and _ are plain characters
    expect(await list({ search: '100%%' })).toHaveLength(0);
    expect(await list({ search: 'echo: plan a trip to rome' })).toHaveLength(3); // the answers, and the third request's history
    expect((await list({ model: '4o-MINI' })).map((r) => r.model)).toEqual(['gpt-4o-mini']);
    expect(await list({ model: 'gpt-4o' })).toHaveLength(4);
    expect((await list({ keyId: second.data.createApiKey.key.id })).map((r) => r.model)).toEqual(['GPT-4o']);
    expect(await list({ from: new Date(Date.now() + 60_000).toISOString() })).toHaveLength(0);
    expect(await list({ from: start.toISOString(), to: new Date(Date.now() + 1000).toISOString() })).toHaveLength(4);
    const [hit] = await list({ status: 'hit' });
    const conversation = await list({ conversation: hit.nodeIds[0] });
    expect(conversation.map((r) => r.model)).toEqual(['gpt-4o', 'GPT-4o', 'gpt-4o']);
    expect(await list({ answerNodeId: hit.answerNodeId })).toHaveLength(2); // the miss that recorded it and the hit
    // Another account's texts are never searched.
    const other = await signUp('filters-other@example.com');
    expect((await gql('{ requests(filter:{ search: "kyoto" }){ items { id } } }', {}, { bearer: other.key })).data.requests.items).toHaveLength(0);
  });

  it('keeps each request\'s body and answer after its cache entry is deleted, and an error\'s prompt and upstream message', async () => {
    const fay = await signUp('history@example.com');
    await proxy(fay.key, 'remember me');
    const query = 'query($id:ID!){ request(id:$id){ cacheStatus upstreamStatus error count requestBody messages { role json nodeId } response } }';
    const [miss] = (await gql('{ requests { items { id nodeIds } } }', {}, { bearer: fay.key })).data.requests.items;
    expect((await gql('mutation($id:ID!){ deleteNode(id:$id) }', { id: miss.nodeIds[0] }, { bearer: fay.key })).data.deleteNode).toBe(2);
    const after = (await gql(query, { id: miss.id }, { bearer: fay.key })).data.request;
    expect(after.messages).toEqual([{ role: 'user', json: '{"role":"user","content":"remember me"}', nodeId: null }]);
    expect(JSON.parse(after.response).choices[0].message.content).toBe('Echo: remember me');
    expect(JSON.parse(after.requestBody)).toEqual({ model: 'm', messages: [{ role: 'user', content: 'remember me' }] });

    const respond = stack.upstream.respond;
    stack.upstream.respond = () => ({ status: 429, body: { error: { message: 'Rate limit reached for m', type: 'rate_limit_error', code: 'rate_limit_exceeded' } } });
    try {
      expect((await proxy(fay.key, 'too fast')).status).toBe(429);
    } finally {
      stack.upstream.respond = respond;
    }
    const [failed] = (await gql('{ requests(status: "error") { items { id } } }', {}, { bearer: fay.key })).data.requests.items;
    const error = (await gql(query, { id: failed.id }, { bearer: fay.key })).data.request;
    expect(error).toMatchObject({ cacheStatus: 'error', upstreamStatus: 429, error: 'upstream answered 429' });
    expect(error.messages[0].json).toContain('too fast');
    expect(JSON.parse(error.response).error.message).toBe('Rate limit reached for m');
  });

  it('explains each miss: first seen, the nearest cached message and where it differs, another model or parameter, no-cache', async () => {
    const ivy = await signUp('why@example.com');
    const auth = { authorization: 'Bearer sk-up', 'cache-auth': `Bearer ${ivy.key}` };
    // Apart by a few ms: "cached before it arrived" is judged on millisecond times.
    const ask = async (body: Record<string, unknown>, headers: Record<string, string> = {}) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return stack.rote.post('/v1/chat/completions', body, { ...auth, ...headers });
    };
    const system = { role: 'system', content: 'You are a travel agent.' };
    await ask({ model: 'm', messages: [system, { role: 'user', content: 'Find a flight to Lisbon on Friday' }] });
    await ask({ model: 'm', messages: [system, { role: 'user', content: 'Find a flight to Oslo on Friday' }] });
    await ask({ model: 'm', temperature: 0.7, messages: [system, { role: 'user', content: 'Find a flight to Lisbon on Friday' }] });
    await ask({ model: 'm', messages: [system, { role: 'user', content: 'Find a flight to Oslo on Friday' }] }, { 'cache-control': 'no-cache' });

    const rows = (await gql('{ requests { items { id cacheStatus } } }', {}, { bearer: ivy.key })).data.requests.items.reverse();
    expect(rows.map((r: { cacheStatus: string }) => r.cacheStatus)).toEqual(['miss', 'miss', 'miss', 'miss']);
    const why = async (id: string) => {
      const result = await gql('query($id:ID!){ request(id:$id){ missExplanation { summary reason matchedMessages nearestNodeId differences { kind label cached requested } } } }', { id }, { bearer: ivy.key });
      expect(result.errors).toBeUndefined();
      return result.data.request.missExplanation;
    };

    // The first request: nothing was cached before it, even though it recorded an entry since.
    expect(await why(rows[0].id)).toMatchObject({ summary: 'Nothing was cached for this account before this request.', matchedMessages: 0, reason: null, differences: [] });
    // Oslo: the system prompt matched; message 2 differs from the cached Lisbon one, and the excerpt shows where.
    const oslo = await why(rows[1].id);
    expect(oslo.matchedMessages).toBe(1);
    expect(oslo.summary).toContain('message 2 (user) is new');
    expect(oslo.differences).toHaveLength(1);
    expect(oslo.differences[0]).toMatchObject({ kind: 'message', label: 'message 2 (user)' });
    expect(oslo.differences[0].cached).toContain('Lisbon');
    expect(oslo.differences[0].requested).toContain('Oslo');
    expect(oslo.differences[0].requested).not.toContain('Lisbon');
    const nearest = await gql('query($id:ID!){ node(id:$id){ content } }', { id: oslo.nearestNodeId }, { bearer: ivy.key });
    expect(nearest.data.node.content).toContain('Lisbon');
    // The same messages with another temperature: the parameter is named with both values.
    expect(await why(rows[2].id)).toMatchObject({
      summary: 'The same messages were cached with a different temperature.',
      matchedMessages: 2,
      differences: [{ kind: 'parameter', label: 'temperature', cached: null, requested: '0.7' }],
    });
    // no-cache: the entry was there; the reason says the client asked for a fresh answer.
    const fresh = await why(rows[3].id);
    expect(fresh.summary).toContain('An answer to this exact request was cached before it arrived');
    expect(fresh.reason).toBe('refreshed from the upstream: the client sent Cache-Control: no-cache');
  });

  it('says what the cache saved: hits, tokens, money by model price, time, per day, key and template', async () => {
    const sam = await signUp('savings@example.com');
    const ask = (content: string, headers: Record<string, string> = {}) =>
      stack.rote.post('/v1/chat/completions', { model: 'gpt-4o-mini-2024-07-18', messages: [{ role: 'user', content }] }, { authorization: 'Bearer sk-up', 'cache-auth': `Bearer ${sam.key}`, ...headers });
    const respond = stack.upstream.respond;
    stack.upstream.respond = (call, index) => ({ ...(respond(call, index) as object), delayMs: 40 });
    try {
      await ask('Say hello to Alice', { 'cache-bindings': '{"name":"Alice"}' });
      await ask('plain question');
    } finally {
      stack.upstream.respond = respond;
    }
    for (const content of ['plain question', 'plain question', 'Say hello to Bob', 'Say hello to Cy']) expect((await ask(content)).headers.get('cache-status')).toMatch(/^Rote; hit/);
    const result = await gql('{ savings { hits promptTokens completionTokens costUsd unpricedHits timeSavedMs days { day hits } keys { keyName hits costUsd } templates { answerNodeId template hits } } }', {}, { bearer: sam.key });
    const savings = result.data.savings;
    expect(savings).toMatchObject({ hits: 4, promptTokens: 44, completionTokens: 28, unpricedHits: 0 });
    // gpt-4o-mini: $0.15 per million prompt tokens, $0.60 per million completion tokens.
    expect(savings.costUsd).toBeCloseTo((44 * 0.15 + 28 * 0.6) / 1e6, 12);
    expect(savings.timeSavedMs).toBeGreaterThan(4 * 30); // each hit skipped a 40 ms upstream call
    expect(savings.days).toHaveLength(1);
    expect(savings.keys).toEqual([{ keyName: expect.any(String), hits: 4, costUsd: savings.costUsd }]);
    expect(savings.templates).toEqual([{ answerNodeId: expect.any(String), template: '{"content":"Say hello to {{name}}","role":"user"}', hits: 2 }]);

    const [hit] = (await gql('{ requests(status: "hit") { items { id latencyMs upstreamLatencyMs costSavedUsd count } } }', {}, { bearer: sam.key })).data.requests.items;
    expect(hit.upstreamLatencyMs).toBeGreaterThan(hit.latencyMs);
    expect(hit.costSavedUsd).toBeCloseTo(hit.count * (11 * 0.15 + 7 * 0.6) / 1e6, 12);
  });

  it('logs identical hits in one flush window as one row with their count, and every request on the live signal', async () => {
    const gus = await signUp('repeats@example.com');
    await proxy(gus.key, 'again and again');
    const ids = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const response = await proxy(gus.key, 'again and again');
      expect(response.headers.get('cache-status')).toBe('Rote; hit');
      ids.add(response.headers.get('rote-request')!);
    }
    await stack.rote.running.services.requestLog.flush();
    const hits = (await gql('{ requests(status: "hit") { items { id count latencyMs latencyMaxMs response } } }', {}, { bearer: gus.key })).data.requests.items;
    // Within one window the five share a row; a flush between them starts another.
    expect(hits.reduce((sum: number, row: { count: number }) => sum + row.count, 0)).toBe(5);
    expect(new Set(hits.map((row: { id: string }) => row.id))).toEqual(ids);
    for (const row of hits) {
      expect(row.latencyMaxMs).toBeGreaterThanOrEqual(row.latencyMs);
      expect(JSON.parse(row.response).choices[0].message.content).toBe('Echo: again and again');
    }
    const me = await gql('{ me { requests } }', {}, { bearer: gus.key });
    expect(me.data.me.requests).toBe(6);
  });

  it('explores the tree: roots, children, path, parent; lists templates with provenance; deletes a subtree', async () => {
    const erin = await signUp('erin@example.com');
    await proxy(erin.key, 'Say hello to Alice', { 'cache-bindings': '{"name":"Alice"}' });
    await proxy(erin.key, 'plain question');
    const roots = await gql('{ roots { items { id content isTemplate childCount } } }', {}, { bearer: erin.key });
    expect(roots.data.roots.items).toHaveLength(2);
    const template = roots.data.roots.items.find((n: { isTemplate: boolean }) => n.isTemplate);
    expect(template.content).toBe('{"content":"Say hello to {{name}}","role":"user"}');
    const node = await gql('query($id:ID!){ node(id:$id){ variables provenance { kind examples } children { items { id role content parentId } } } }', { id: template.id }, { bearer: erin.key });
    expect(node.data.node.variables).toEqual(['name']);
    expect(node.data.node.provenance.kind).toBe('manual');
    expect(JSON.parse(node.data.node.provenance.examples)).toEqual([{ name: 'Alice' }]);
    const answer = node.data.node.children.items[0];
    expect(answer.content).toContain('Echo: Say hello to {{name}}');
    const path = await gql('query($id:ID!){ node(id:$id){ path { id } parent { id } } }', { id: answer.id }, { bearer: erin.key });
    expect(path.data.node.path.map((n: { id: string }) => n.id)).toEqual([template.id, answer.id]);
    expect(path.data.node.parent.id).toBe(template.id);
    const templates = await gql('{ templates { items { id provenance { kind } } } }', {}, { bearer: erin.key });
    expect(templates.data.templates.items.map((n: { id: string }) => n.id)).toContain(template.id);

    expect((await proxy(erin.key, 'Say hello to Bob')).headers.get('cache-status')).toBe('Rote; hit; detail=template');
    const deleted = await gql('mutation($id:ID!){ deleteNode(id:$id) }', { id: template.id }, { bearer: erin.key });
    expect(deleted.data.deleteNode).toBe(2);
    const calls = stack.upstream.count;
    expect((await proxy(erin.key, 'Say hello to Bob')).headers.get('cache-status')).toBe('Rote; fwd=miss; stored');
    expect(stack.upstream.count).toBe(calls + 1);
    const { CacheNode } = await import('../../server/db/models/index.js');
    expect(await CacheNode.count({ where: { id: template.id } })).toBe(0);
  });

  it('answers stats per bucket', async () => {
    const fay = await signUp('fay@example.com');
    await proxy(fay.key, 'stat me');
    await proxy(fay.key, 'stat me');
    const now = Date.now();
    const stats = await gql('query($from:DateTimeISO!,$to:DateTimeISO!){ stats(from:$from,to:$to,bucket:"hour"){ requests hits misses errors hitRate tokensServedFromCache hitLatencyMs missLatencyMs } }', {
      from: new Date(now - 3_600_000).toISOString(),
      to: new Date(now + 60_000).toISOString(),
    }, { bearer: fay.key });
    const total = stats.data.stats.reduce((sum: { requests: number; hits: number; tokens: number }, b: { requests: number; hits: number; tokensServedFromCache: number }) => ({ requests: sum.requests + b.requests, hits: sum.hits + b.hits, tokens: sum.tokens + b.tokensServedFromCache }), { requests: 0, hits: 0, tokens: 0 });
    expect(total).toEqual({ requests: 2, hits: 1, tokens: 18 });
    const busy = stats.data.stats.filter((b: { requests: number }) => b.requests > 0);
    const requests = (await gql('{ requests { items { cacheStatus latencyMs } } }', {}, { bearer: fay.key })).data.requests.items;
    const latencyOf = (status: string) => requests.filter((r: { cacheStatus: string }) => r.cacheStatus === status).reduce((sum: number, r: { latencyMs: number }) => sum + r.latencyMs, 0);
    expect(busy.reduce((sum: number, b: { hitLatencyMs: number | null }) => sum + (b.hitLatencyMs ?? 0), 0)).toBeCloseTo(latencyOf('hit'), 6);
    expect(busy.reduce((sum: number, b: { missLatencyMs: number | null }) => sum + (b.missLatencyMs ?? 0), 0)).toBeCloseTo(latencyOf('miss'), 6);
    expect(stats.data.stats.filter((b: { requests: number; hitLatencyMs: number | null }) => b.requests === 0 && b.hitLatencyMs !== null)).toHaveLength(0);
  });

  it("answers 'not found' for another account's request, node and key", async () => {
    const owner = await signUp('owner@example.com');
    const other = await signUp('other@example.com');
    await proxy(owner.key, 'private');
    const requestId = (await gql('{ requests { items { id nodeIds } } }', {}, { bearer: owner.key })).data.requests.items[0];
    const asOther = { bearer: other.key };
    expect((await gql('query($id:ID!){ request(id:$id){ id } }', { id: requestId.id }, asOther)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await gql('query($id:ID!){ node(id:$id){ id } }', { id: requestId.nodeIds[0] }, asOther)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await gql('mutation($id:ID!){ deleteNode(id:$id) }', { id: requestId.nodeIds[0] }, asOther)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await gql('mutation($id:ID!){ revokeApiKey(id:$id){ id } }', { id: owner.keyId }, asOther)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await proxy(owner.key, 'private')).status).toBe(200);
  });

  it('refuses anonymous queries, over-deep queries and cross-origin cookie requests', async () => {
    expect((await gql('{ me { email } }')).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const gus = await signUp('gus@example.com');
    const nested = (depth: number): string => (depth === 0 ? 'id' : `children { items { ${nested(depth - 1)} } }`);
    const deep = await gql(`{ roots { items { ${nested(5)} } } }`, {}, { bearer: gus.key });
    expect(deep.errors?.[0].message).toBe('Query is nested 12 deep; the limit is 10.');
    // GraphiQL's own introspection query nests deeper than the limit: it walks types, not the cache.
    const { getIntrospectionQuery } = await import('graphql');
    const schema = await gql(getIntrospectionQuery(), {}, { cookie: gus.cookie });
    expect(schema.errors).toBeUndefined();
    expect(schema.data.__schema.queryType.name).toBe('Query');
    const csrf = await gql('mutation{ createApiKey(name:"evil"){ secret } }', {}, { cookie: gus.cookie, origin: 'https://evil.example' });
    expect(csrf.status).toBe(403);
    expect((await gql('{ apiKeys { id } }', {}, { cookie: gus.cookie })).data.apiKeys).toHaveLength(1);
  });

  it('streams requestLogged over graphql-ws to a bearer-authenticated client, and only its own', async () => {
    const hal = await signUp('hal@example.com');
    const ivy = await signUp('ivy@example.com');
    const client = createClient({ url: `${stack.rote.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${hal.key}` }, retryAttempts: 0 });
    const events: Array<{ cacheStatus: string; model: string }> = [];
    const received = new Promise<void>((resolve, reject) => {
      client.subscribe<{ requestLogged: { cacheStatus: string; model: string } }>(
        { query: 'subscription { requestLogged { id cacheStatus model } }' },
        { next: (result) => { events.push(result.data!.requestLogged); if (events.length === 2) resolve(); }, error: reject, complete: () => undefined },
      );
    });
    await new Promise((resolve) => setTimeout(resolve, 100)); // let the subscription start
    await proxy(ivy.key, 'not yours');
    await proxy(hal.key, 'yours');
    await proxy(hal.key, 'yours');
    await received;
    expect(events).toEqual([{ id: expect.any(String), cacheStatus: 'miss', model: 'm' }, { id: expect.any(String), cacheStatus: 'hit', model: 'm' }].map(({ id: _id, ...rest }) => expect.objectContaining(rest)));
    await client.dispose();
  });

  it('closes an unauthenticated WebSocket with 4403, and accepts the session cookie', async () => {
    const code = await new Promise<number>((resolve) => {
      const socket = new WebSocket(`${stack.rote.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
      socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: {} })));
      socket.on('close', (closeCode) => resolve(closeCode));
    });
    expect(code).toBe(4403);
    const jo = await signUp('jo@example.com');
    const acked = await new Promise<boolean>((resolve) => {
      const socket = new WebSocket(`${stack.rote.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', { headers: { cookie: jo.cookie } });
      socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: {} })));
      socket.on('message', (data) => {
        resolve(JSON.parse(String(data)).type === 'connection_ack');
        socket.close();
      });
      socket.on('close', () => resolve(false));
    });
    expect(acked).toBe(true);
  });

  it('keeps schema.graphql in step with the code (npm run schema)', async () => {
    const file = readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8');
    expect(file).toBe(`${printSchema(await roteSchema())}\n`);
  });
});
