// The proxy core's figures: hit throughput against bare node:http, the latency a miss adds over
// calling the upstream directly, hit throughput with 100 and 100,000 entries, memory per entry,
// and startup time against a bare node:http process.
import { spawn } from 'node:child_process';
import { request } from 'undici';
import { load, timeOne } from './load.js';
import { withCpuPerRequest } from './process-cpu.js';
import { runStreamBench } from './stream-bench.js';
import { startChild, ROTE_ENTRY, TSX } from './processes.js';
import { question, requestBody, SYSTEM } from './seed.js';
import { median, percentile, round } from './stats.js';

export interface ProxyBenchInput {
  databaseUrl: string;
  small: { key: string; entries: number };
  large: { key: string; entries: number; accountId: string };
  rounds: number;
  seconds: number;
}

export async function runProxyBench(input: ProxyBenchInput) {
  const upstream = await startChild([...TSX, 'bench/upstream-server.ts']);
  const roteEnv = { PORT: '0', DATABASE_URL: input.databaseUrl, UPSTREAM_BASE_URL: upstream.url };
  const rote = await startChild(ROTE_ENTRY, roteEnv);
  const endpoint = `${rote.url}/v1/chat/completions`;
  const auth = (key: string) => ({ authorization: 'Bearer sk-bench', 'cache-auth': `Bearer ${key}` });
  const hitBodies = Array.from({ length: 100 }, (_, i) => JSON.stringify(requestBody(i)));

  // The exact bytes of a hit, for the bare server to answer.
  const sample = await request(endpoint, { method: 'POST', body: hitBodies[0], headers: { 'content-type': 'application/json', ...auth(input.small.key) } });
  const hitBytes = await sample.body.text();
  if (JSON.parse(hitBytes).id !== 'cached') throw new Error('the seeded entry did not hit');
  // Load the large account's tree before timing it.
  await timeOne(endpoint, hitBodies[0], auth(input.large.key));
  // Template hits: one request with Cache-Bindings makes "booking {{n}}" a template; other
  // numbers then hit it (each distinct body once the long way, then prepared).
  const templateBody = (n: number) => JSON.stringify({ ...requestBody(0), messages: [{ role: 'system', content: SYSTEM }, { role: 'user', content: question(n) }] });
  await timeOne(endpoint, templateBody(100_000), { ...auth(input.small.key), 'cache-bindings': JSON.stringify({ n: '100000' }) });
  const templateBodies = Array.from({ length: 100 }, (_, i) => templateBody(200_000 + i));
  const templateSample = await request(endpoint, { method: 'POST', body: templateBodies[0], headers: { 'content-type': 'application/json', ...auth(input.small.key) } });
  if (templateSample.headers['cache-status'] !== 'Rote; hit; detail=template') throw new Error(`the template did not hit: ${templateSample.headers['cache-status']}`);
  await templateSample.body.dump();
  const bare = await startChild([...TSX, 'bench/bare-server.ts'], { BARE_BODY: hitBytes });
  const minimal = await startChild([...TSX, 'bench/minimal-server.ts'], { BARE_BODY: hitBytes });

  // Each target in turn, several rounds, so drift on a shared machine falls on all of them alike.
  type Run = { rps: number; cpuMicrosPerRequest: number };
  const runs = { bare: [] as Run[], minimal: [] as Run[], small: [] as Run[], large: [] as Run[], template: [] as Run[] };
  const measure = async (pid: number, url: string, bodies: string[], headers?: Record<string, string>): Promise<Run> => {
    const result = await withCpuPerRequest(pid, () => load({ url, bodies, headers }, input.seconds));
    return { rps: result.rps, cpuMicrosPerRequest: result.cpuMicrosPerRequest };
  };
  // Warm-up (JIT, first prepared hits), untimed; longer on the large account, whose freshly
  // loaded tree keeps V8's concurrent marking busy (and counted in the process's CPU) for a while.
  await load({ url: endpoint, bodies: hitBodies, headers: auth(input.small.key) }, 2);
  await load({ url: endpoint, bodies: hitBodies, headers: auth(input.large.key) }, 3);
  await load({ url: endpoint, bodies: templateBodies, headers: auth(input.small.key) }, 1);
  await load({ url: bare.url, bodies: hitBodies }, 1);
  await load({ url: minimal.url, bodies: hitBodies }, 1);
  for (let round = 0; round < input.rounds; round++) {
    runs.bare.push(await measure(bare.process.pid!, bare.url, hitBodies));
    runs.minimal.push(await measure(minimal.process.pid!, minimal.url, hitBodies));
    runs.small.push(await measure(rote.process.pid!, endpoint, hitBodies, auth(input.small.key)));
    runs.large.push(await measure(rote.process.pid!, endpoint, hitBodies, auth(input.large.key)));
    runs.template.push(await measure(rote.process.pid!, endpoint, templateBodies, auth(input.small.key)));
  }

  // Miss latency: each pair calls the upstream directly and through Rote with a fresh question.
  // Each round also sends a miss with induction off, to show induction adds nothing to a miss.
  const direct: number[] = [];
  const viaRote: number[] = [];
  const added: number[] = [];
  const inductionOff: number[] = [];
  for (let i = 0; i < 400; i++) {
    const body = JSON.stringify({ model: 'gpt-4o', messages: [{ role: 'user', content: `miss ${i} ${Math.random()}` }] });
    const a = await timeOne(`${upstream.url}/chat/completions`, body, { authorization: 'Bearer sk-bench' });
    const b = await timeOne(endpoint, JSON.stringify({ ...JSON.parse(body), seed: i }), auth(input.small.key));
    const c = await timeOne(endpoint, JSON.stringify({ ...JSON.parse(body), seed: -i - 1 }), {
      ...auth(input.small.key),
      'cache-disable-induction': 'true',
    });
    if (i < 20) continue; // warm-up
    direct.push(a);
    viaRote.push(b);
    added.push(b - a);
    inductionOff.push(c);
  }
  const streaming = await runStreamBench({ roteUrl: rote.url, upstreamUrl: upstream.url, key: input.small.key, seconds: input.seconds, rounds: input.rounds });
  await rote.stop();
  await bare.stop();
  await minimal.stop();

  const memory = await childJson([...TSX, '--expose-gc', 'bench/memory.ts'], { DATABASE_URL: input.databaseUrl, BENCH_ACCOUNT: input.large.accountId });
  const startup = await startupTimes(roteEnv, 5);
  await upstream.stop();

  const rps = (list: Run[]) => median(list.map((run) => run.rps));
  const cpu = (list: Run[]) => round(median(list.map((run) => run.cpuMicrosPerRequest)), 1);
  const bareRps = rps(runs.bare);
  // Ratios are the median over rounds of each round's own ratio: a target is compared with the
  // baseline measured seconds before it, so drift on a shared machine cancels out.
  const rpsRatio = (list: Run[], base: Run[]) => round(median(list.map((run, i) => run.rps / base[i].rps)), 3);
  const cpuRatio = (list: Run[]) => round(median(list.map((run, i) => runs.bare[i].cpuMicrosPerRequest / run.cpuMicrosPerRequest)), 3);
  return {
    hitThroughput: {
      bareRps: round(bareRps, 0),
      minimalRps: round(rps(runs.minimal), 0),
      roteRps100: round(rps(runs.small), 0),
      roteRps100k: round(rps(runs.large), 0),
      templateRps: round(rps(runs.template), 0),
      ratioVsBare: rpsRatio(runs.small, runs.bare),
      ratioVsMinimal: rpsRatio(runs.small, runs.minimal),
      templateRatioVsBare: rpsRatio(runs.template, runs.bare),
      ratio100kVs100: rpsRatio(runs.large, runs.small),
      rounds: runs,
    },
    cpuMicrosPerRequest: {
      bare: cpu(runs.bare),
      minimal: cpu(runs.minimal),
      literalHit: cpu(runs.small),
      literalHit100k: cpu(runs.large),
      templateHit: cpu(runs.template),
      /** bare's CPU per request over Rote's: the same ratio as throughput when both are CPU-bound. */
      literalRatioVsBare: cpuRatio(runs.small),
      templateRatioVsBare: cpuRatio(runs.template),
    },
    missLatencyMs: {
      directP50: round(median(direct), 3),
      roteP50: round(median(viaRote), 3),
      directP99: round(percentile(direct, 99), 3),
      roteP99: round(percentile(viaRote, 99), 3),
      addedP50: round(median(added), 3),
      addedP99: round(percentile(viaRote, 99) - percentile(direct, 99), 3),
      inductionOffP50: round(median(inductionOff), 3),
      inductionOnVsOffP50: round(median(viaRote) / median(inductionOff), 3),
      samples: added.length,
    },
    memory: { entries: memory.entries, nodes: memory.nodes, bytesPerEntry: round(memory.bytesPerEntry, 0) },
    startupMs: startup,
    streaming,
  };
}

function childJson(args: string[], env: Record<string, string>): Promise<{ entries: number; nodes: number; bytesPerEntry: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(output.trim().split('\n').at(-1)!)) : reject(new Error(output))));
  });
}

/** Time from spawn to a 200 from /healthz, against a bare node:http process's time to listen. */
async function startupTimes(roteEnv: Record<string, string>, repeats: number) {
  const rote: number[] = [];
  const bare: number[] = [];
  for (let i = 0; i < repeats; i++) {
    let started = performance.now();
    const child = await startChild(ROTE_ENTRY, roteEnv);
    for (;;) {
      const response = await request(`${child.url}/healthz`).catch(() => null);
      await response?.body.dump();
      if (response?.statusCode === 200) break;
    }
    rote.push(performance.now() - started);
    await child.stop();
    started = performance.now();
    const plain = await startChild(['bench/bare-server.js'.replace('.js', '.ts')].flatMap((f) => [...TSX, f]));
    bare.push(performance.now() - started);
    await plain.stop();
  }
  return { rote: round(median(rote), 0), bareNodeHttpWithTsx: round(median(bare), 0), ratio: round(median(rote) / median(bare), 2) };
}
