// npm run eval:customers: how template hits grow with the number of customers one agent script
// serves. The eval's replay of tau-bench with other customers (bench/eval/tau-variants.ts) at 20,
// 40 and 80 customers per conversation, shuffled, induction on: a template serves only after it has
// predicted 8 to 10 customers right, so a replay of few customers shows mostly its verification.
// Prints a table and writes bench/tau-customers-results.json. Exits 1 on any wrong answer.
import { writeFileSync } from 'node:fs';
import { seeded } from './eval/families.js';
import { replayTauBench, type TauReplay } from './eval/tau-replay.js';
import { customerVariants } from './eval/tau-variants.js';
import { loadTrajectories, TAU_BENCH_PATH, tauBenchSource, turnsOf } from '../test/helpers/tau-bench.js';

const CUSTOMER_COUNTS = [20, 40, 80];
/** The conversations the eval replays with other customers: the first trial of the first twelve tasks (those that name a customer are varied). */
const conversations = loadTrajectories().filter((t) => t.trial === 0).slice(0, 12);
/** How many of them name a customer, and so are replayed with others. */
const varied = customerVariants(conversations, 1, seeded(5)).length;

const percent = (part: number, whole: number) => `${((part / whole) * 100).toFixed(1)}%`;
const widths = [9, 8, 10, 13, 9, 8, 5];
const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
console.log(`tau-bench (${tauBenchSource() === TAU_BENCH_PATH ? 'full' : 'sample'}): ${varied} conversations, each with N customers, shuffled\n`);
console.log(line(['customers', 'requests', 'exact hits', 'template hits', 'all hits', 'audited', 'wrong']));
console.log(line(widths.map((w) => '-'.repeat(w))));

const runs: Array<{ customers: number } & TauReplay> = [];
for (const customers of CUSTOMER_COUNTS) {
  const variants = customerVariants(conversations, customers, seeded(5));
  const replay = await replayTauBench(turnsOf(variants), 2);
  runs.push({ customers, ...replay });
  const { requests, hits, templateHits, audits, wrong } = replay;
  // Audited: the share of template hits also asked upstream (the first of each new value, up to 20 per template).
  console.log(line([String(customers), String(requests), percent(hits - templateHits, requests), percent(templateHits, requests), percent(hits, requests), percent(audits, Math.max(templateHits, 1)), String(wrong)]));
}
writeFileSync('bench/tau-customers-results.json', `${JSON.stringify({ date: new Date().toISOString(), conversations: varied, runs }, null, 2)}\n`);
console.log('\nwrote bench/tau-customers-results.json');
process.exitCode = runs.every((run) => run.wrong === 0) ? 0 : 1;
