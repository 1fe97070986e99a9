// Prepared hits (the fast path that answers repeated bytes without parsing them) must never
// outlive what they were prepared from: a refresh, a deletion or a manual template changes the
// answer the very next time, and streamed and plain requests keep their own wire formats.
import { describe, expect, it } from 'vitest';
import { completion, type UpstreamCall } from '../helpers/fake-upstream.js';
import { useStack } from '../helpers/stack.js';

let answers = 0;
function respond(call: UpstreamCall, index: number) {
  const last = String(call.body.messages?.at(-1)?.content ?? '');
  const hello = last.match(/^Say hello to (\w+)$/);
  return { body: completion(hello ? `Hello ${hello[1]}` : `answer #${answers++} to ${last}`, {}, index) };
}

describe('prepared hits', () => {
  const stack = useStack({ respond, env: { INDUCTION_INTERVAL_MS: '3600000' } });
  const headers = (key: string, extra: Record<string, string> = {}) => ({ authorization: 'Bearer sk-up', 'cache-auth': `Bearer ${key}`, ...extra });
  const ask = async (key: string, content: string, extra: Record<string, string> = {}, body: Record<string, unknown> = {}) => {
    const response = await stack.rote.post('/v1/chat/completions', { model: 'm', messages: [{ role: 'user', content }], ...body }, headers(key, extra));
    const text = await response.text();
    return { status: response.status, cache: response.headers.get('cache-status'), text, content: response.headers.get('content-type')?.includes('json') ? JSON.parse(text).choices[0].message.content : null };
  };

  it('answers repeated bytes with the same bytes, without calling the upstream', async () => {
    const { key } = await stack.rote.createAccount();
    await ask(key, 'repeat me');
    const calls = stack.upstream.count;
    const first = await ask(key, 'repeat me');
    const second = await ask(key, 'repeat me');
    expect([first.cache, second.cache]).toEqual(['Rote; hit', 'Rote; hit']);
    expect(second.text).toBe(first.text);
    expect(JSON.parse(second.text).id).toBe('cached');
    expect(stack.upstream.count).toBe(calls);
  });

  it('serves the refreshed answer right after Cache-Control: no-cache replaced it', async () => {
    const { key } = await stack.rote.createAccount();
    const original = await ask(key, 'refresh me');
    expect((await ask(key, 'refresh me')).content).toBe(original.content); // now prepared
    const refreshed = await ask(key, 'refresh me', { 'cache-control': 'no-cache' });
    expect(refreshed.content).not.toBe(original.content);
    const after = await ask(key, 'refresh me');
    expect(after.cache).toBe('Rote; hit');
    expect(after.content).toBe(refreshed.content);
  });

  it('serves a literal entry recorded over a template hit, for the same bytes', async () => {
    const { key } = await stack.rote.createAccount();
    await ask(key, 'Say hello to Alice', { 'cache-bindings': '{"name":"Alice"}' });
    const bob = await ask(key, 'Say hello to Bob');
    expect(bob.cache).toBe('Rote; hit; detail=template');
    expect((await ask(key, 'Say hello to Bob')).cache).toBe('Rote; hit; detail=template'); // prepared
    stack.upstream.respond = (call, index) => ({ body: completion('Bob, hello from the new model', {}, index) });
    try {
      await ask(key, 'Say hello to Bob', { 'cache-control': 'no-cache' });
    } finally {
      stack.upstream.respond = respond;
    }
    const after = await ask(key, 'Say hello to Bob');
    expect(after).toMatchObject({ cache: 'Rote; hit', content: 'Bob, hello from the new model' });
  });

  it('misses at once after the entry is deleted', async () => {
    const { key, accountId } = await stack.rote.createAccount();
    await ask(key, 'delete me');
    const hit = await ask(key, 'delete me');
    expect(hit.cache).toBe('Rote; hit');
    const tree = await stack.rote.running.services.cache.tree(accountId);
    const root = [...tree.roots.values()][0];
    expect(await stack.rote.running.services.cache.deleteSubtree(accountId, root.id)).toBe(2);
    const calls = stack.upstream.count;
    const after = await ask(key, 'delete me');
    expect(after.cache).toMatch(/fwd=miss/);
    expect(stack.upstream.count).toBe(calls + 1);
  });

  it('keeps streamed and plain repeats of one question in their own formats', async () => {
    const { key } = await stack.rote.createAccount();
    await ask(key, 'stream or not');
    for (let i = 0; i < 2; i++) {
      const streamed = await ask(key, 'stream or not', {}, { stream: true });
      expect(streamed.cache).toBe('Rote; hit');
      expect(streamed.text).toMatch(/^data: \{"id":"cached","object":"chat.completion.chunk"/);
      expect(streamed.text.endsWith('data: [DONE]\n\n')).toBe(true);
      const plain = await ask(key, 'stream or not');
      expect(plain.cache).toBe('Rote; hit');
      expect(JSON.parse(plain.text).object).toBe('chat.completion');
    }
  });

  it('never answers one account from another\'s prepared hits', async () => {
    const a = await stack.rote.createAccount();
    const b = await stack.rote.createAccount();
    await ask(a.key, 'whose answer');
    expect((await ask(a.key, 'whose answer')).cache).toBe('Rote; hit');
    expect((await ask(b.key, 'whose answer')).cache).toMatch(/fwd=miss/);
  });

  it('sends each prepared hit its own headers, and non-ASCII answers byte for byte', async () => {
    const { key } = await stack.rote.createAccount();
    const post = (content: string, extra: Record<string, string> = {}) => stack.rote.post('/v1/chat/completions', { model: 'm', messages: [{ role: 'user', content }] }, headers(key, extra));
    stack.upstream.respond = (call, index) => ({ body: completion('Grüße aus Köln 👋', {}, index) });
    try {
      await post('greet in German');
    } finally {
      stack.upstream.respond = respond;
    }
    // The first hit is prepared; the later ones are sent from what was prepared.
    const hits = [];
    for (let i = 0; i < 3; i++) {
      const response = await post('greet in German');
      const bytes = Buffer.from(await response.arrayBuffer());
      hits.push({ response, bytes });
    }
    for (const { response, bytes } of hits) {
      expect(response.headers.get('cache-status')).toBe('Rote; hit');
      expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
      expect(JSON.parse(bytes.toString('utf8')).choices[0].message.content).toBe('Grüße aus Köln 👋');
      expect(response.headers.get('age')).toMatch(/^\d+$/);
      expect(response.headers.get('rote-request')).toBeTruthy();
    }
    expect(hits[2].bytes.equals(hits[1].bytes)).toBe(true);

    // An ASCII answer, asked from a browser and then not: CORS headers only for the first.
    await ask(key, 'plain ascii');
    await ask(key, 'plain ascii'); // prepared
    const fromBrowser = await post('plain ascii', { origin: 'https://app.example' });
    expect(fromBrowser.headers.get('cache-status')).toBe('Rote; hit');
    expect(fromBrowser.headers.get('access-control-allow-origin')).toBe('*');
    expect(fromBrowser.headers.get('access-control-expose-headers')).toContain('rote-request');
    const text = await fromBrowser.text();
    const fromServer = await post('plain ascii');
    expect(fromServer.headers.get('access-control-allow-origin')).toBeNull();
    expect(await fromServer.text()).toBe(text);
  });
});
