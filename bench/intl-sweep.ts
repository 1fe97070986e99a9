// npm run eval:intl -- [dates|times] [seed ...]: the Intl sweep (bench/eval/intl-sweep.ts), each
// family as the evaluation runs one. Prints the families that served a wrong answer, with examples,
// and the totals; writes bench/intl-sweep-results.json. Exits 1 on any wrong answer.
import { writeFileSync } from 'node:fs';
import { DATE_SWEEP, TIME_SWEEP } from './eval/intl-sweep.js';
import { runEval } from './eval/run-eval.js';

const [which = 'dates', ...seedArgs] = process.argv.slice(2);
const families = which === 'times' ? TIME_SWEEP : DATE_SWEEP;
const seeds = seedArgs.length > 0 ? seedArgs.map(Number) : [1];
const bySeed = [];
for (const seed of seeds) {
  const results = await runEval(families, { seed, requests: 40 });
  for (const r of results) if (r.wrong > 0) console.log(`seed ${seed}: ${r.wrong} wrong in ${r.family} (${r.wrongExamples.join(' | ')})`);
  const wrong = results.reduce((sum, r) => sum + r.wrong, 0);
  const hits = results.reduce((sum, r) => sum + r.hitsAfter10, 0);
  const probes = results.reduce((sum, r) => sum + r.probesAfter10, 0);
  console.log(`seed ${seed}: ${families.length} families, ${wrong} wrong, hits after 10 ${((100 * hits) / probes).toFixed(1)}%`);
  bySeed.push({ seed, wrong, hitsAfter10: hits, probesAfter10: probes, wrongFamilies: results.filter((r) => r.wrong > 0).map(({ family, wrong, wrongExamples }) => ({ family, wrong, wrongExamples })) });
}
writeFileSync(new URL('./intl-sweep-results.json', import.meta.url), `${JSON.stringify({ sweep: which, families: families.length, seeds: bySeed }, null, 2)}\n`);
process.exitCode = bySeed.some((s) => s.wrong > 0) ? 1 : 0;
