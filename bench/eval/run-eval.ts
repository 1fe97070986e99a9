// Runs the induction evaluation against the real server (built from the same code `npm start`
// runs), a deterministic fake upstream and the official openai client. Each family gets its own
// account and a stream of requests; after each request the induction loop runs once, as its timer
// would between requests. The upstream gives each tool call a new id, as real ones do. Per family:
// hits after 3 and after 10 requests, and wrong answers
// (a served answer that differs from what the upstream would say). Audits run in the background
// and are counted by the upstream, not as hits.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import OpenAI from 'openai';
import { loadConfig } from '../../server/config.js';
import { createLogger } from '../../server/logger.js';
import { startServer } from '../../server/server.js';
import { startFakeUpstream } from '../../test/helpers/fake-upstream.js';
import { seeded, type Answer, type Family, type Msg } from './families.js';
import { answerOfOutput, fromInputItems, responseBody, toInputItems } from './responses-api.js';

export interface FamilyResult {
  family: string;
  kind: string;
  requests: number;
  /** Hits among requests 4.. and 11.. (after 3 and after 10 examples). */
  hitsAfter3: number;
  probesAfter3: number;
  hitsAfter10: number;
  probesAfter10: number;
  wrong: number;
  wrongExamples: string[];
  exactRepeatHit: boolean;
}

export interface EvalOptions {
  requests?: number;
  seed?: number;
  env?: Record<string, string>;
  /** Which endpoint the requests go to: chat completions, or the Responses API (input items). */
  api?: 'chat' | 'responses';
  /** Only the families whose name includes this, each drawn as in a full run (for tracing one). */
  only?: string;
}

/** What an answer says: its content and tool calls, the calls' ids aside (an upstream makes new ones per call). */
export const answerOf = (message: { content?: string | null; tool_calls?: unknown[] | null }) =>
  JSON.stringify({ content: message.content ?? null, tool_calls: message.tool_calls?.length ? message.tool_calls.map((call) => ({ ...(call as object), id: undefined })) : null });

/**
 * The evaluation's upstream, answering each request as its family (named by the x-eval-family
 * header) would, and a server built as `npm start` runs it, on a database of its own.
 */
export async function startEvalStack(familyOf: ReadonlyMap<string, Family>, env: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'rote-eval-'));
  const upstream = await startFakeUpstream((call, index) => {
    const family = familyOf.get(call.headers['x-eval-family'] as string)!;
    if (call.url.startsWith('/v1/responses')) return { body: responseBody(family.answer(fromInputItems(call.body.input as Array<Record<string, unknown>>)), index) };
    const answer: Answer = family.answer(call.body.messages as Msg[]);
    const message = { role: 'assistant', ...answer };
    // Every tool call gets a fresh id, as real upstreams give (OpenAI's are random per call).
    if (message.tool_calls) message.tool_calls = message.tool_calls.map((toolCall, i) => ({ ...toolCall, id: `call_${index.toString(36)}x${i}` }));
    return {
      body: {
        id: `chatcmpl-${index}`,
        object: 'chat.completion',
        created: 1_700_000_000 + index,
        model: 'eval',
        choices: [{ index: 0, message, finish_reason: answer.tool_calls ? 'tool_calls' : 'stop' }],
        usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
      },
    };
  });
  // EVAL_LOG=debug (or info) shows induction's reasons and templates on stderr, for tracing a family.
  const quiet = process.env.EVAL_LOG ? createLogger(process.env.EVAL_LOG, process.stderr) : createLogger('warn', new Writable({ write: (_c, _e, done) => done() }));
  const config = loadConfig({
    PORT: '0',
    DATABASE_URL: `sqlite:${join(dir, 'eval.sqlite')}`,
    UPSTREAM_BASE_URL: upstream.baseUrl,
    INDUCTION_INTERVAL_MS: '3600000',
    ...env,
  });
  const running = await startServer(config, quiet);
  return {
    running,
    async close() {
      await running.close();
      await upstream.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function runEval(families: readonly Family[], options: EvalOptions = {}): Promise<FamilyResult[]> {
  const requests = options.requests ?? 30;
  const familyOf = new Map<string, Family>();
  const { running, close } = await startEvalStack(familyOf, options.env);
  const results: FamilyResult[] = [];
  try {
    for (const [f, family] of families.entries()) {
      if (options.only !== undefined && !family.name.includes(options.only)) continue;
      familyOf.set(family.name, family);
      const { firstKey } = await running.services.accounts.create(`eval${f}@rote.local`, 'evaluation password');
      const client = new OpenAI({
        apiKey: 'sk-eval',
        baseURL: `${running.url}/v1`,
        defaultHeaders: { 'Cache-Auth': `Bearer ${firstKey.secret}`, 'x-eval-family': family.name },
        maxRetries: 0,
      });
      const send = async (messages: Msg[]) => {
        if (options.api === 'responses') {
          const { data, response } = await client.responses.create({ model: 'eval', input: toInputItems(messages) as never }).withResponse();
          const right = answerOf(answerOfOutput(data.output as never)) === answerOf(family.answer(messages));
          return { hit: (response.headers.get('cache-status') ?? '').startsWith('Rote; hit'), right };
        }
        const data = await client.chat.completions.create({ model: 'eval', messages: messages as never });
        const right = answerOf(data.choices[0].message) === answerOf(family.answer(messages));
        return { hit: data.id === 'cached', right };
      };
      const rng = seeded((options.seed ?? 7) * 1000 + f);
      const stream = Array.from({ length: requests }, (_, i) => family.request(i, rng));
      const result: FamilyResult = {
        family: family.name,
        kind: family.kind,
        requests,
        hitsAfter3: 0,
        probesAfter3: requests - 3,
        hitsAfter10: 0,
        probesAfter10: requests - 10,
        wrong: 0,
        wrongExamples: [],
        exactRepeatHit: false,
      };
      for (const [i, messages] of stream.entries()) {
        const { hit, right } = await send(messages);
        if (hit && i >= 3) result.hitsAfter3++;
        if (hit && i >= 10) result.hitsAfter10++;
        if (!right) {
          result.wrong++;
          if (result.wrongExamples.length < 3) result.wrongExamples.push(JSON.stringify(messages.at(-1)?.content ?? messages).slice(0, 120));
        }
        await running.services.induction.runOnce();
      }
      const repeat = await send(stream[0]);
      result.exactRepeatHit = repeat.hit && repeat.right;
      if (!repeat.right) result.wrong++;
      results.push(result);
    }
  } finally {
    await close();
  }
  return results;
}

/** The hit rate of the given kinds after `after` examples. */
export function hitRate(results: readonly FamilyResult[], kinds: readonly string[], after: 3 | 10): number {
  const chosen = results.filter((r) => kinds.includes(r.kind));
  const hits = chosen.reduce((sum, r) => sum + (after === 3 ? r.hitsAfter3 : r.hitsAfter10), 0);
  const probes = chosen.reduce((sum, r) => sum + (after === 3 ? r.probesAfter3 : r.probesAfter10), 0);
  return probes === 0 ? 0 : Math.round((hits / probes) * 1000) / 1000;
}
