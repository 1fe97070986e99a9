// Real agent traffic from ../shared/data/tau-bench: each assistant turn of each trajectory gives a
// request (the messages before it) and its recorded answer.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { completion, type Responder } from './fake-upstream.js';

export const TAU_BENCH_PATH = fileURLToPath(new URL('../../../shared/data/tau-bench/gpt-4o-airline.json', import.meta.url));
/** 16 of its trajectories, kept in the repository so tests run on a fresh clone with nothing beside it. */
export const TAU_BENCH_SAMPLE = fileURLToPath(new URL('../fixtures/tau-bench/gpt-4o-airline-sample.json', import.meta.url));

/** The full data set when it is beside the project, else the sample. */
export const tauBenchSource = () => (existsSync(TAU_BENCH_PATH) ? TAU_BENCH_PATH : TAU_BENCH_SAMPLE);

export type TauMessage = { role: string; content: string | null; tool_calls?: unknown[]; tool_call_id?: string; name?: string };

export interface Turn {
  messages: TauMessage[];
  recorded: TauMessage;
}

export interface Trajectory {
  task_id: number;
  trial: number;
  traj: TauMessage[];
}

export function loadTrajectories(path = tauBenchSource()): Trajectory[] {
  return JSON.parse(readFileSync(path, 'utf8')) as Trajectory[];
}

export function loadTurns(path = tauBenchSource()): Turn[] {
  return turnsOf(loadTrajectories(path));
}

/** Each assistant message of each trajectory, with the messages before it as its request. */
export function turnsOf(trajectories: ReadonlyArray<{ traj: TauMessage[] }>): Turn[] {
  const turns: Turn[] = [];
  for (const { traj } of trajectories) {
    traj.forEach((message, i) => {
      if (message.role === 'assistant' && i > 0) turns.push({ messages: traj.slice(0, i), recorded: message });
    });
  }
  return turns;
}

/** For each prefix, the answer its first recording gave: a deterministic upstream's memory. */
export function recordedAnswers(turns: readonly Turn[]): Map<string, TauMessage> {
  const answerFor = new Map<string, TauMessage>();
  for (const turn of turns) {
    const key = JSON.stringify(turn.messages);
    if (!answerFor.has(key)) answerFor.set(key, turn.recorded);
  }
  return answerFor;
}

/**
 * A fake upstream's responder that answers each recorded prefix as it was recorded (500 otherwise),
 * except that each tool call gets a new id, as a real upstream gives (unless `keepIds`: for tests that
 * compare served answers with the recording byte for byte).
 */
export function replayResponder(answerFor: ReadonlyMap<string, TauMessage>, keepIds = false): Responder {
  return (call, index) => {
    const recorded = answerFor.get(JSON.stringify(call.body.messages));
    if (!recorded) return { status: 500, body: { error: { message: 'unknown prefix' } } };
    const body = completion(recorded.content, {}, index);
    const toolCalls = keepIds ? recorded.tool_calls : recorded.tool_calls?.map((call, i) => ({ ...(call as object), id: `call_${index.toString(36)}x${i}` }));
    body.choices[0].message = { role: 'assistant', content: recorded.content, ...(toolCalls ? { tool_calls: toolCalls } : {}) } as never;
    body.choices[0].finish_reason = recorded.tool_calls ? 'tool_calls' : 'stop';
    return { body };
  };
}

/** Runs `work` over `items` with at most `limit` at a time. */
export async function inPool<T>(items: T[], limit: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const index = next++;
        await work(items[index], index);
      }
    }),
  );
}
