// Real agent traffic from ../shared/data/tau-bench: each assistant turn of each trajectory gives a
// request (the messages before it) and its recorded answer.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const TAU_BENCH_PATH = fileURLToPath(new URL('../../../shared/data/tau-bench/gpt-4o-airline.json', import.meta.url));

export type TauMessage = { role: string; content: string | null; tool_calls?: unknown[]; tool_call_id?: string; name?: string };

export interface Turn {
  messages: TauMessage[];
  recorded: TauMessage;
}

export function loadTurns(): Turn[] {
  const trajectories = JSON.parse(readFileSync(TAU_BENCH_PATH, 'utf8')) as Array<{ traj: TauMessage[] }>;
  const turns: Turn[] = [];
  for (const { traj } of trajectories) {
    traj.forEach((message, i) => {
      if (message.role === 'assistant' && i > 0) turns.push({ messages: traj.slice(0, i), recorded: message });
    });
  }
  return turns;
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
