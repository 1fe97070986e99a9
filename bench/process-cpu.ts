// CPU time a child process has used (all its threads), read from its own counters in /proc: a
// steadier measure than requests per second on a shared machine. Linux only; NaN elsewhere.
import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

export function processCpuMicros(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after the command name.
    return ((Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND) * 1_000_000;
  } catch {
    return Number.NaN;
  }
}

/** Runs `load` and returns its result with the CPU microseconds the process spent per request. */
export async function withCpuPerRequest<T extends { requests: number }>(pid: number, load: () => Promise<T>): Promise<T & { cpuMicrosPerRequest: number }> {
  const before = processCpuMicros(pid);
  const result = await load();
  return { ...result, cpuMicrosPerRequest: (processCpuMicros(pid) - before) / result.requests };
}
