// Every family in one account, their requests interleaved in a seeded order, as one user's many
// agents send them. The per-family evaluation gives each family an account of its own, so it never
// sees two families' requests meet in one tree: two prompts that differ only in how they label a
// value ("current_time: 1779295568", "now_ms=1779295568123") make one variable of label and value
// together, which no family alone makes. Wrong answers count as in runEval; a family whose requests
// coincide with an earlier one's (the same messages, another answer: a world no upstream makes) is
// left out, and an answer another family gives for the very same messages is counted apart.
import OpenAI from 'openai';
import { seeded, type Family, type Msg } from './families.js';
import { answerOf, startEvalStack } from './run-eval.js';

export interface OneAccountResult {
  families: number;
  requests: number;
  hits: number;
  wrong: number;
  wrongExamples: string[];
  /** Families left out because their requests coincide with an earlier family's. */
  leftOut: string[];
  /** Answers another family gives for the same messages: the families disagree, not the cache. */
  collisions: number;
}

/** Requests drawn per family to find families whose requests coincide with an earlier one's. */
const OVERLAP_DRAWS = 200;

/** The families whose requests never coincide with an earlier family's. */
function apart(families: readonly Family[]): { kept: Family[]; leftOut: string[] } {
  const seen = new Set<string>();
  const kept: Family[] = [];
  const leftOut: string[] = [];
  for (const [f, family] of families.entries()) {
    const rng = seeded(99_000 + f);
    const drawn = Array.from({ length: OVERLAP_DRAWS }, (_, i) => JSON.stringify(family.request(i, rng)));
    if (drawn.some((request) => seen.has(request))) {
      leftOut.push(family.name);
      continue;
    }
    for (const request of drawn) seen.add(request);
    kept.push(family);
  }
  return { kept, leftOut };
}

export async function runInOneAccount(all: readonly Family[], options: { seed?: number; requests?: number } = {}): Promise<OneAccountResult> {
  const seed = options.seed ?? 7;
  const { kept: families, leftOut } = apart(all);
  const familyOf = new Map<string, Family>();
  const { running, close } = await startEvalStack(familyOf);
  const result: OneAccountResult = { families: families.length, requests: 0, hits: 0, wrong: 0, wrongExamples: [], leftOut, collisions: 0 };
  try {
    const { firstKey } = await running.services.accounts.create('one-account@rote.local', 'evaluation password');
    const streams = families.map((family, f) => {
      // Family names travel in a header: ASCII only.
      const header = `f${f}`;
      familyOf.set(header, family);
      const client = new OpenAI({ apiKey: 'sk-eval', baseURL: `${running.url}/v1`, maxRetries: 0, defaultHeaders: { 'Cache-Auth': `Bearer ${firstKey.secret}`, 'x-eval-family': header } });
      const rng = seeded(seed * 1000 + all.indexOf(family));
      return { family, client, requests: Array.from({ length: options.requests ?? 40 }, (_, i) => family.request(i, rng)), next: 0 };
    });
    const order = seeded(seed);
    let open = streams.filter((s) => s.requests.length > 0);
    while (open.length > 0) {
      const stream = open[Math.floor(order() * open.length)];
      const messages: Msg[] = stream.requests[stream.next++];
      const data = await stream.client.chat.completions.create({ model: 'eval', messages: messages as never });
      result.requests++;
      if (data.id === 'cached') result.hits++;
      const served = answerOf(data.choices[0].message);
      if (served !== answerOf(stream.family.answer(messages))) {
        const anotherFamilys = families.some((other) => {
          if (other === stream.family) return false;
          try {
            return answerOf(other.answer(messages)) === served;
          } catch {
            return false; // not a request that family could read
          }
        });
        if (anotherFamilys) result.collisions++;
        else {
          result.wrong++;
          if (result.wrongExamples.length < 5) result.wrongExamples.push(`${stream.family.name}: ${JSON.stringify(messages).slice(0, 160)} -> ${served.slice(0, 120)}`);
        }
      }
      await running.services.induction.runOnce();
      if (stream.next === stream.requests.length) open = open.filter((s) => s !== stream);
    }
  } finally {
    await close();
  }
  return result;
}
