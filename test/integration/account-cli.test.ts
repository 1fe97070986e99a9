// npm run account -- create / new-key / keys / revoke, against the database the server uses.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/databases.js';
import { startFakeUpstream, type FakeUpstream } from '../helpers/fake-upstream.js';
import { startRote } from '../helpers/rote.js';

const exec = promisify(execFile);

describe('account CLI', () => {
  let db: TestDatabase;
  let upstream: FakeUpstream;
  const cli = (...args: string[]) =>
    exec('npm', ['run', '--silent', 'account', '--', ...args], { env: { ...process.env, DATABASE_URL: db.url } });

  beforeAll(async () => {
    db = await createTestDatabase('sqlite');
    upstream = await startFakeUpstream();
  });
  afterAll(async () => {
    await upstream?.close();
    await db?.drop();
  });

  it('creates an account whose key (last line of stdout) works, lists, issues and revokes keys', async () => {
    const created = await cli('create', '--email', 'Cli@Example.com', '--password', 'long enough pw');
    const key = created.stdout.trim().split('\n').at(-1)!;
    expect(key).toMatch(/^rote_[a-z2-7]{52}$/);

    const second = (await cli('new-key', '--email', 'cli@example.com', '--name', 'ci')).stdout.trim().split('\n').at(-1)!;
    expect(second).toMatch(/^rote_/);
    expect(second).not.toBe(key);

    const listing = (await cli('keys', '--email', 'cli@example.com')).stdout;
    expect(listing).toContain(key.slice(0, 13));
    expect(listing).toContain(second.slice(0, 13));
    expect(listing).not.toContain(key); // the secret itself is never shown again

    await cli('revoke', '--email', 'cli@example.com', '--prefix', second.slice(0, 13));
    const rote = await startRote(db.url, upstream.baseUrl);
    try {
      const ok = await rote.client(key).chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'cli' }] });
      expect(ok.choices[0].message.content).toBe('Echo: cli');
      const refused = await rote.client(second).chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'cli' }] }).catch((e) => e);
      expect(refused.status).toBe(401);
    } finally {
      await rote.close();
    }
  });

  it('refuses a duplicate email, a short password and a missing option with a message', async () => {
    await cli('create', '--email', 'dup@example.com', '--password', 'long enough pw');
    const dup = await cli('create', '--email', 'dup@example.com', '--password', 'long enough pw').catch((e) => e);
    expect(dup.code).toBe(1);
    expect(dup.stderr).toContain('exists already');
    const weak = await cli('create', '--email', 'weak@example.com', '--password', 'short').catch((e) => e);
    expect(weak.stderr).toContain('at least 8');
    const missing = await cli('keys').catch((e) => e);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--email is required');
  });
});
