// A hostile (or merely careless) user of the open sign-up cannot stall or reach other tenants, and
// the edges of authentication hold: query cost limits, CSRF edges, subscriptions that end with
// their credential, throttling that does not lock the owner out, Secure cookies behind a proxy,
// and logs that never carry a secret.
import { spawn } from 'node:child_process';
import { Writable } from 'node:stream';
import { createClient } from 'graphql-ws';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createLogger } from '../../server/logger.js';
import { useStack } from '../helpers/stack.js';

describe('hostile use', () => {
  const stack = useStack({ env: { INDUCTION_INTERVAL_MS: '3600000', TRUST_PROXY: 'true' } });

  const gql = async (query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) => {
    const response = await fetch(`${stack.rote.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query, variables }) });
    const body = (await response.json()) as { data?: any; errors?: Array<{ message: string; extensions?: { code?: string } }> };
    return { status: response.status, ...body, setCookie: response.headers.get('set-cookie') };
  };
  const signUp = async (email: string, headers: Record<string, string> = {}) => {
    const result = await gql('mutation($e:String!,$p:String!){ signUp(email:$e,password:$p){ firstKey{ secret key{ id } } } }', { e: email, p: 'a long password' }, headers);
    expect(result.errors).toBeUndefined();
    return { cookie: result.setCookie!.split(';')[0], setCookie: result.setCookie!, key: result.data.signUp.firstKey.secret as string, keyId: result.data.signUp.firstKey.key.id as string };
  };

  it('refuses a query of 200 aliases, and one whose cost is too high, before running them', async () => {
    const { key } = await signUp('aliases@example.com');
    const aliases = Array.from({ length: 200 }, (_, i) => `s${i}: stats(hours: 24) { hour requests }`).join(' ');
    const many = await gql(`{ ${aliases} }`, {}, { authorization: `Bearer ${key}` });
    expect(many.errors?.[0].message).toMatch(/alias/i);
    expect(many.data ?? null).toBeNull();
    const deep = 'children(first: 100){ items { id content '.repeat(4) + '} }'.repeat(4);
    const costly = await gql(`{ roots(first: 100){ items { id ${deep} } } }`, {}, { authorization: `Bearer ${key}` });
    expect(costly.errors?.[0].message).toMatch(/cost/i);
  });

  it('answers Origin: null and a garbage cursor with a client error, not a 500', async () => {
    const { cookie } = await signUp('edges@example.com');
    const nullOrigin = await gql('{ me { email } }', {}, { cookie, origin: 'null' });
    expect(nullOrigin.status).toBe(403);
    const garbage = await gql('{ requests(first: 5, after: "!!not-a-cursor~~") { items { id } } }', {}, { cookie });
    expect(garbage.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('closes open subscriptions when their key is revoked and when their session signs out', async () => {
    const owner = await signUp('subs@example.com');
    const closed = (connectionParams: Record<string, string>, headers: Record<string, string> = {}) =>
      new Promise<number>((resolve) => {
        const client = createClient({
          url: `${stack.rote.url.replace('http', 'ws')}/graphql`,
          webSocketImpl: class extends WebSocket {
            constructor(address: string, protocols?: string | string[]) {
              super(address, protocols, { headers });
            }
          },
          connectionParams,
          retryAttempts: 0,
          on: { closed: (event) => resolve((event as { code: number }).code) },
        });
        client.subscribe({ query: 'subscription { requestLogged { id } }' }, { next: () => undefined, error: () => undefined, complete: () => undefined });
      });
    const byKey = closed({ authorization: `Bearer ${owner.key}` });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await gql('mutation($id: ID!){ revokeApiKey(id: $id){ id } }', { id: owner.keyId }, { cookie: owner.cookie });
    expect(await byKey).toBe(4401);

    const bySession = closed({}, { cookie: owner.cookie });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await gql('mutation { signOut }', {}, { cookie: owner.cookie });
    expect(await bySession).toBe(4401);
  });

  it('slows a guesser without locking the owner out, and sets Secure cookies behind a TLS proxy', async () => {
    await signUp('owner@example.com');
    for (let i = 0; i < 8; i++) {
      await gql('mutation { signIn(email: "owner@example.com", password: "wrong guess") { id } }', {}, { 'x-forwarded-for': '203.0.113.9' });
    }
    const attacker = await gql('mutation { signIn(email: "owner@example.com", password: "a long password") { id } }', {}, { 'x-forwarded-for': '203.0.113.9' });
    expect(attacker.errors?.[0].extensions?.code).toBe('TOO_MANY_ATTEMPTS');
    const owner = await gql('mutation { signIn(email: "owner@example.com", password: "a long password") { id } }', {}, { 'x-forwarded-for': '198.51.100.7', 'x-forwarded-proto': 'https' });
    expect(owner.errors).toBeUndefined();
    expect(owner.setCookie).toMatch(/; Secure/);
  });
});

describe('secrets in logs', () => {
  it('scrubs credentials at every depth, inside error messages too', () => {
    const lines: string[] = [];
    const logger = createLogger('info', new Writable({ write: (chunk, _e, done) => (lines.push(String(chunk)), done()) }));
    const err = new Error('connect ECONNREFUSED postgres://rote:hunter2-secret@db.internal:5432/rote');
    logger.error({ err, deep: { a: { b: { c: { password: 'p4ssw0rd', header: 'Bearer sk-live-abcdefgh12345' } } } }, key: `rote_${'a'.repeat(52)}` }, 'failed with Bearer sk-proj-zzzzzzzz');
    const text = lines.join('');
    for (const secret of ['hunter2-secret', 'p4ssw0rd', 'sk-live-abcdefgh12345', 'a'.repeat(52), 'sk-proj-zzzzzzzz']) expect(text).not.toContain(secret);
    expect(text).toContain('ECONNREFUSED');
  });

  it('keeps the DATABASE_URL password out of a start-up failure, as shipped', async () => {
    const child = spawn(process.execPath, ['dist/server/main.js'], {
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', PORT: '0', DATABASE_URL: 'postgres://rote:correct-horse-battery@127.0.0.1:1/rote' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('rote failed to start');
    expect(output).not.toContain('correct-horse-battery');
  });
});
