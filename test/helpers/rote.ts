// Starts Rote in this process on a free loopback port, against a test database and an upstream.
import { Writable } from 'node:stream';
import OpenAI from 'openai';
import { loadConfig, type Config } from '../../server/config.js';
import { createLogger } from '../../server/logger.js';
import { startServer, type RunningServer } from '../../server/server.js';

export interface TestRote {
  running: RunningServer;
  url: string;
  /** Everything the server logged, one JSON line each. */
  logs: string[];
  createAccount(email?: string): Promise<{ accountId: string; key: string }>;
  client(key: string, options?: { upstreamKey?: string; headers?: Record<string, string> }): OpenAI;
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
}

let accounts = 0;

export async function startRote(databaseUrl: string, upstreamBaseUrl: string, env: Record<string, string> = {}): Promise<TestRote> {
  const config: Config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    UPSTREAM_BASE_URL: upstreamBaseUrl,
    LOG_LEVEL: 'info',
    WRITE_FLUSH_MS: '50',
    ...env,
  });
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logs.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  const running = await startServer(config, createLogger(config.LOG_LEVEL, sink));
  const rote: TestRote = {
    running,
    url: running.url,
    logs,
    async createAccount(email = `user${++accounts}-${Date.now()}@example.com`) {
      const { account, firstKey } = await running.services.accounts.create(email, 'correct horse battery');
      return { accountId: account.id, key: firstKey.secret };
    },
    client(key, options = {}) {
      return new OpenAI({
        apiKey: options.upstreamKey ?? 'sk-upstream-test-key',
        baseURL: `${running.url}/v1`,
        defaultHeaders: { 'Cache-Auth': `Bearer ${key}`, ...options.headers },
        maxRetries: 0,
        timeout: 20_000,
      });
    },
    post(path, body, headers = {}) {
      return fetch(`${running.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
    },
    close: () => running.close(),
  };
  return rote;
}
