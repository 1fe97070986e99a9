// Streaming figures: time to first byte of a streamed miss through Rote against calling the
// upstream directly (sequential, interleaved), and streamed hit throughput against non-streamed
// hits of the same entries.
import { request } from 'undici';
import { throughput } from './load.js';
import { median, percentile, round } from './stats.js';
import { requestBody } from './seed.js';

async function timeToFirstByte(url: string, body: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  const response = await request(url, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });
  let first = 0;
  for await (const _chunk of response.body) {
    if (!first) first = performance.now() - started;
  }
  if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
  return first;
}

export async function runStreamBench(input: { roteUrl: string; upstreamUrl: string; key: string; seconds: number; rounds: number }) {
  const auth = { authorization: 'Bearer sk-bench', 'cache-auth': `Bearer ${input.key}` };
  const direct: number[] = [];
  const viaRote: number[] = [];
  for (let i = 0; i < 220; i++) {
    const body = JSON.stringify({ model: 'gpt-4o', stream: true, messages: [{ role: 'user', content: `stream miss ${i} ${Math.random()}` }] });
    const a = await timeToFirstByte(`${input.upstreamUrl}/chat/completions`, body, { authorization: 'Bearer sk-bench' });
    const b = await timeToFirstByte(`${input.roteUrl}/v1/chat/completions`, body, { ...auth, 'cache-disable-induction': 'true' });
    if (i < 20) continue;
    direct.push(a);
    viaRote.push(b);
  }
  const plainBodies = Array.from({ length: 100 }, (_, i) => JSON.stringify(requestBody(i)));
  const streamBodies = Array.from({ length: 100 }, (_, i) => JSON.stringify({ ...requestBody(i), stream: true }));
  const plain: number[] = [];
  const streamed: number[] = [];
  for (let r = 0; r < input.rounds; r++) {
    plain.push(await throughput({ url: `${input.roteUrl}/v1/chat/completions`, headers: auth, bodies: plainBodies }, input.seconds));
    streamed.push(await throughput({ url: `${input.roteUrl}/v1/chat/completions`, headers: auth, bodies: streamBodies }, input.seconds));
  }
  return {
    missTtfbMs: {
      directP50: round(median(direct), 3),
      roteP50: round(median(viaRote), 3),
      directP99: round(percentile(direct, 99), 3),
      roteP99: round(percentile(viaRote, 99), 3),
      addedP50: round(median(viaRote) - median(direct), 3),
    },
    hitThroughput: { plainRps: round(median(plain), 0), streamedRps: round(median(streamed), 0), ratio: round(median(streamed) / median(plain), 3) },
  };
}
