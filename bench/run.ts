// npm run bench: builds, seeds a database, runs every benchmark, prints a table and writes
// bench/results.json. Figures are ratios against baselines measured in the same run.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { loadConfig } from '../server/config.js';
import { createLogger } from '../server/logger.js';
import { openAndMigrate } from '../server/server.js';
import { runProxyBench } from './proxy-bench.js';
import { runTemplateBench } from './template-bench.js';
import { seedAccount } from './seed.js';

const quick = process.argv.includes('--quick');
const dir = mkdtempSync(join(tmpdir(), 'rote-bench-'));
const databaseUrl = `sqlite:${join(dir, 'bench.sqlite')}`;

try {
  console.log('building...');
  execFileSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { stdio: 'inherit' });

  console.log('seeding 100 and 100,000 entries...');
  const logger = createLogger('warn', new Writable({ write: (_c, _e, done) => done() }));
  const sequelize = await openAndMigrate(loadConfig({ DATABASE_URL: databaseUrl }), logger);
  const small = { ...(await seedAccount(sequelize, logger, 'small@bench.local', 100)), entries: 100 };
  const large = { ...(await seedAccount(sequelize, logger, 'large@bench.local', quick ? 10_000 : 100_000)), entries: quick ? 10_000 : 100_000 };
  await sequelize.close();

  console.log('measuring the proxy...');
  const proxy = await runProxyBench({ databaseUrl, small, large, rounds: quick ? 1 : 5, seconds: quick ? 2 : 4 });

  console.log('measuring template lookups...');
  const templates = runTemplateBench(quick ? [10, 1000, 10_000] : [10, 1000, 100_000]);

  const rows: Array<[string, string, string, string]> = [
    ['literal hit throughput vs bare node:http', `${proxy.hitThroughput.roteRps100} vs ${proxy.hitThroughput.bareRps} req/s`, `${proxy.hitThroughput.ratioVsBare}`, '>= 0.70'],
    ['template hit throughput vs bare node:http', `${proxy.hitThroughput.templateRps} vs ${proxy.hitThroughput.bareRps} req/s`, `${proxy.hitThroughput.templateRatioVsBare}`, '>= 0.70'],
    ['literal hit throughput vs minimal cache server', `${proxy.hitThroughput.roteRps100} vs ${proxy.hitThroughput.minimalRps} req/s`, `${proxy.hitThroughput.ratioVsMinimal}`, ''],
    ['CPU per literal hit (bare, minimal)', `${proxy.cpuMicrosPerRequest.literalHit} µs (${proxy.cpuMicrosPerRequest.bare}, ${proxy.cpuMicrosPerRequest.minimal} µs)`, `${proxy.cpuMicrosPerRequest.literalRatioVsBare}`, '>= 0.70'],
    ['CPU per template hit', `${proxy.cpuMicrosPerRequest.templateHit} µs`, `${proxy.cpuMicrosPerRequest.templateRatioVsBare}`, '>= 0.70'],
    [`hit throughput, ${large.entries} vs 100 entries`, `${proxy.hitThroughput.roteRps100k} vs ${proxy.hitThroughput.roteRps100} req/s`, `${proxy.hitThroughput.ratio100kVs100}`, '>= 0.95'],
    ['miss latency added, p50', `${proxy.missLatencyMs.roteP50} vs ${proxy.missLatencyMs.directP50} ms`, `+${proxy.missLatencyMs.addedP50} ms`, '<= 0.5 ms'],
    ['miss latency added, p99', `${proxy.missLatencyMs.roteP99} vs ${proxy.missLatencyMs.directP99} ms`, `+${proxy.missLatencyMs.addedP99} ms`, ''],
    ['memory per cached entry', `${proxy.memory.bytesPerEntry} bytes (${proxy.memory.entries} entries, ${proxy.memory.nodes} nodes)`, '', ''],
    ['miss with induction on vs off, p50', `${proxy.missLatencyMs.roteP50} vs ${proxy.missLatencyMs.inductionOffP50} ms`, `${proxy.missLatencyMs.inductionOnVsOffP50}`, '~1.0'],
    ...templates.map((t): [string, string, string, string] => [
      `template lookup, ${t.templates} under one node (${t.shape})`,
      `p50 ${t.p50Us} µs, p99 ${t.p99Us} µs (literal hit ${t.literalP50Us} µs)`,
      `${t.ratioVsLiteral}x literal`,
      '<= 50 µs p50',
    ]),
    ['streamed miss, time to first byte, p50', `${proxy.streaming.missTtfbMs.roteP50} vs ${proxy.streaming.missTtfbMs.directP50} ms direct`, `+${proxy.streaming.missTtfbMs.addedP50} ms`, ''],
    ['streamed hit throughput vs non-streamed hits', `${proxy.streaming.hitThroughput.streamedRps} vs ${proxy.streaming.hitThroughput.plainRps} req/s`, `${proxy.streaming.hitThroughput.ratio}`, ''],
    ['startup to healthy vs bare node:http', `${proxy.startupMs.rote} vs ${proxy.startupMs.bareNodeHttpWithTsx} ms`, `${proxy.startupMs.ratio}`, ''],
  ];
  const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((row) => row[i].length), 8));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  console.log(`\n${line(['measure', 'figures', 'ratio', 'target'])}\n${line(widths.map((w) => '-'.repeat(w)))}`);
  for (const row of rows) console.log(line(row));

  const results = { date: new Date().toISOString(), machine: { cpus: cpus().length, node: process.version }, quick, proxy, templates };
  writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
  console.log('\nwrote bench/results.json');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
