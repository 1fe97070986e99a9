// Throughput under load (autocannon) and sequential request timing.
import autocannon from 'autocannon';
import { request } from 'undici';

export interface LoadTarget {
  url: string;
  headers?: Record<string, string>;
  /** One body, or several that each connection cycles through. */
  bodies: string[];
}

export async function throughput(target: LoadTarget, seconds: number, connections = 16): Promise<number> {
  return (await load(target, seconds, connections)).rps;
}

/** Requests per second and the number of requests answered. */
export async function load(target: LoadTarget, seconds: number, connections = 16): Promise<{ rps: number; requests: number }> {
  const result = await autocannon({
    url: target.url,
    connections,
    duration: seconds,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...target.headers },
    requests: target.bodies.map((body) => ({ method: 'POST', body })),
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${target.url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, requests: result.requests.total };
}

/** Milliseconds for one POST, body read to the end. */
export async function timeOne(url: string, body: string, headers: Record<string, string> = {}): Promise<number> {
  const started = performance.now();
  const response = await request(url, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });
  await response.body.arrayBuffer();
  if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
  return performance.now() - started;
}
