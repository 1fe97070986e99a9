// Real agent traffic in shuffled order through Rote with induction on: every request is sent once
// (the upstream answers with what was recorded for that prefix), the induction loop runs between
// requests, and every answer served from a template must equal the recorded one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import OpenAI from 'openai';
import { loadConfig } from '../../server/config.js';
import { createLogger } from '../../server/logger.js';
import { startServer } from '../../server/server.js';
import { startFakeUpstream } from '../../test/helpers/fake-upstream.js';
import { loadTurns, recordedAnswers, replayResponder, type Turn } from '../../test/helpers/tau-bench.js';
import { seeded } from './families.js';

export interface TauReplay {
  requests: number;
  hits: number;
  templateHits: number;
  wrong: number;
  candidates: number;
  promoted: number;
  demoted: number;
  /** Template hits also asked upstream in the background, to check them: tokens spent, not latency. */
  audits: number;
}

/** What an answer says, its tool-call ids aside (the upstream makes new ones per call). */
const comparable = (m: { content?: string | null; tool_calls?: unknown[] | null }) =>
  JSON.stringify({ content: m.content ?? null, tool_calls: m.tool_calls?.length ? m.tool_calls.map((call) => ({ ...(call as object), id: undefined })) : null });

export async function replayTauBench(turns: Turn[] = loadTurns(), seed = 1): Promise<TauReplay> {
  const answerFor = recordedAnswers(turns);
  const rng = seeded(seed);
  const order = turns.map((turn) => ({ turn, sort: rng() })).sort((a, b) => a.sort - b.sort).map((x) => x.turn);

  const dir = mkdtempSync(join(tmpdir(), 'rote-tau-'));
  const upstream = await startFakeUpstream(replayResponder(answerFor));
  // EVAL_LOG=debug (or info) shows induction's reasons and templates on stderr.
  const quiet = process.env.EVAL_LOG ? createLogger(process.env.EVAL_LOG, process.stderr) : createLogger('warn', new Writable({ write: (_c, _e, done) => done() }));
  const running = await startServer(
    loadConfig({ PORT: '0', DATABASE_URL: `sqlite:${join(dir, 'tau.sqlite')}`, UPSTREAM_BASE_URL: upstream.baseUrl, INDUCTION_INTERVAL_MS: '3600000' }),
    quiet,
  );
  const result: TauReplay = { requests: order.length, hits: 0, templateHits: 0, wrong: 0, candidates: 0, promoted: 0, demoted: 0, audits: 0 };
  try {
    const { firstKey } = await running.services.accounts.create('tau@rote.local', 'evaluation password');
    const client = new OpenAI({ apiKey: 'sk-eval', baseURL: `${running.url}/v1`, defaultHeaders: { 'Cache-Auth': `Bearer ${firstKey.secret}` }, maxRetries: 0 });
    for (const turn of order) {
      const { data, response } = await client.chat.completions.create({ model: 'gpt-4o', messages: turn.messages as never, temperature: 0 }).withResponse();
      if (data.id === 'cached') result.hits++;
      if (response.headers.get('cache-status')?.includes('template')) result.templateHits++;
      const expected = answerFor.get(JSON.stringify(turn.messages))!;
      if (comparable(data.choices[0].message) !== comparable(expected)) result.wrong++;
      await running.services.induction.runOnce();
    }
    const stats = running.services.induction.stats;
    Object.assign(result, { candidates: stats.induced, promoted: stats.promoted, demoted: stats.demoted, audits: stats.audits });
  } finally {
    await running.close();
    await upstream.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return result;
}
