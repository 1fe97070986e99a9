// npm run eval: template induction on every family in bench/eval/families.ts, over several seeds,
// the same families over the Responses API (one seed) and in one account (one seed), plus shuffled replays of real agent traffic (tau-bench, as recorded and with other customers),
// from ../shared/data when it is beside the project, else from the kept sample. Prints a table and
// writes bench/eval-results.json. Exits 1 on any wrong answer.
import { writeFileSync } from 'node:fs';
import { FAMILIES } from './eval/families.js';
import { LIMITS } from './eval/limits.js';
import { runInOneAccount } from './eval/one-account.js';
import { ROUND_46 } from './eval/round-46.js';
import { hitRate, runEval, type FamilyResult } from './eval/run-eval.js';
import { replayTauBench } from './eval/tau-replay.js';
import { loadTrajectories, TAU_BENCH_PATH, tauBenchSource, turnsOf } from '../test/helpers/tau-bench.js';
import { customerVariants } from './eval/tau-variants.js';
import { seeded } from './eval/families.js';

const SEEDS = [7, 11, 23];
const REQUESTS = 40;

const bySeed: FamilyResult[][] = [];
for (const seed of SEEDS) bySeed.push(await runEval(FAMILIES, { seed, requests: REQUESTS }));
// Sum each family over the seeds.
const rows = bySeed[0].map((first, f) => {
  const all = bySeed.map((results) => results[f]);
  const sum = (pick: (r: FamilyResult) => number) => all.reduce((total, r) => total + pick(r), 0);
  return {
    ...first,
    hitsAfter3: sum((r) => r.hitsAfter3),
    probesAfter3: sum((r) => r.probesAfter3),
    hitsAfter10: sum((r) => r.hitsAfter10),
    probesAfter10: sum((r) => r.probesAfter10),
    wrong: sum((r) => r.wrong),
    wrongExamples: all.flatMap((r) => r.wrongExamples).slice(0, 3),
    exactRepeatHit: all.every((r) => r.exactRepeatHit),
  };
});

const widths = [42, 11, 13, 13, 6, 7];
const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
console.log(`${SEEDS.length} seeds x ${REQUESTS} requests per family\n`);
console.log(line(['family', 'kind', 'hits after 3', 'hits after 10', 'wrong', 'repeat']));
console.log(line(widths.map((w) => '-'.repeat(w))));
const pct = (hits: number, probes: number) => `${Math.round((100 * hits) / probes)}% (${hits})`;
for (const row of rows) {
  console.log(line([row.family, row.kind, pct(row.hitsAfter3, row.probesAfter3), pct(row.hitsAfter10, row.probesAfter10), String(row.wrong), row.exactRepeatHit ? 'hit' : 'MISS']));
  for (const example of row.wrongExamples) console.log(`    wrong: ${example}`);
}

// Every family again over the Responses API (input items, output items), one seed.
const overResponses = await runEval(FAMILIES, { seed: SEEDS[0], requests: REQUESTS, api: 'responses' });
console.log(`\nResponses API, seed ${SEEDS[0]} x ${REQUESTS} requests per family\n`);
console.log(line(['family', 'kind', 'hits after 3', 'hits after 10', 'wrong', 'repeat']));
console.log(line(widths.map((w) => '-'.repeat(w))));
for (const row of overResponses) {
  console.log(line([row.family, row.kind, pct(row.hitsAfter3, row.probesAfter3), pct(row.hitsAfter10, row.probesAfter10), String(row.wrong), row.exactRepeatHit ? 'hit' : 'MISS']));
  for (const example of row.wrongExamples) console.log(`    wrong: ${example}`);
}
const responsesApi = {
  wrongAnswers: overResponses.reduce((sum, r) => sum + r.wrong, 0),
  copyingHitRateAfter10: hitRate(overResponses, ['copying'], 10),
  noiseHitRateAfter10: hitRate(overResponses, ['noise'], 10),
  lookAlikeHitRateAfter10: hitRate(overResponses, ['look-alike'], 10),
  exactRepeatsAlwaysHit: overResponses.every((r) => r.exactRepeatHit),
};

// Every family again in one account, interleaved, as one user's agents send them (one-account.ts).
const oneAccount = await runInOneAccount(FAMILIES, { seed: SEEDS[0], requests: REQUESTS });
console.log(`\nAll families in one account, seed ${SEEDS[0]}: ${JSON.stringify({ ...oneAccount, leftOut: oneAccount.leftOut.length })}`);
for (const example of oneAccount.wrongExamples) console.log(`    wrong: ${example}`);

// Known limits (bench/eval/limits.ts): reported, not gated.
const knownLimits: Array<{ family: string; requests: number; wrong: number }> = [];
for (const family of LIMITS) {
  let wrong = 0;
  let requests = 0;
  for (const seed of SEEDS) {
    const [result] = await runEval([family], { seed, requests: REQUESTS });
    wrong += result.wrong;
    requests += result.requests + 1; // and the exact repeat
  }
  knownLimits.push({ family: family.name, requests, wrong });
}
console.log(`\nknown limits (not gated): ${JSON.stringify(knownLimits)}`);

const tau = await replayTauBench();
console.log(`\ntau-bench, shuffled, induction on (${tauBenchSource() === TAU_BENCH_PATH ? 'full' : 'sample'}): ${JSON.stringify(tau)}`);
// The same conversations with other customers (bench/eval/tau-variants.ts): what templates are for.
const CUSTOMERS = 20;
const variants = customerVariants(loadTrajectories().filter((t) => t.trial === 0).slice(0, 12), CUSTOMERS, seeded(5));
const tauCustomers = await replayTauBench(turnsOf(variants), 2);
console.log(`tau-bench, ${variants.length / CUSTOMERS} conversations x ${CUSTOMERS} customers, shuffled: ${JSON.stringify(tauCustomers)}`);

const untuned = new Set(ROUND_46.map((family) => family.name));
const summary = {
  wrongAnswers: rows.reduce((sum, r) => sum + r.wrong, 0) + responsesApi.wrongAnswers + oneAccount.wrong + tau.wrong + tauCustomers.wrong,
  copyingHitRateAfter10: hitRate(rows, ['copying'], 10),
  noiseHitRateAfter10: hitRate(rows, ['noise'], 10),
  copyingAndNoiseHitRateAfter3: hitRate(rows, ['copying', 'noise'], 3),
  lookAlikeHitRateAfter10: hitRate(rows, ['look-alike'], 10),
  exactRepeatsAlwaysHit: rows.every((r) => r.exactRepeatHit),
  // Round forty-six, written after the rules were tuned, apart: how families not seen before fare.
  untunedRound46: {
    copyingHitRateAfter10: hitRate(rows.filter((r) => untuned.has(r.family)), ['copying'], 10),
    noiseHitRateAfter10: hitRate(rows.filter((r) => untuned.has(r.family)), ['noise'], 10),
    lookAlikeHitRateAfter10: hitRate(rows.filter((r) => untuned.has(r.family)), ['look-alike'], 10),
  },
  responsesApi,
  oneAccount: { families: oneAccount.families, requests: oneAccount.requests, hits: oneAccount.hits, wrong: oneAccount.wrong, leftOut: oneAccount.leftOut.length, collisions: oneAccount.collisions },
  knownLimits,
  tauBench: tau,
  tauBenchOtherCustomers: tauCustomers,
};
console.log(`\n${JSON.stringify(summary)}`);
writeFileSync('bench/eval-results.json', `${JSON.stringify({ date: new Date().toISOString(), seeds: SEEDS, requests: REQUESTS, summary, families: rows }, null, 2)}\n`);
console.log('wrote bench/eval-results.json');
process.exitCode = summary.wrongAnswers === 0 ? 0 : 1;
