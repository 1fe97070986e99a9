// Baseline: the least a caching proxy must do per hit. It reads the body, keys it by SHA-256 of
// the raw bytes, finds a prepared buffer in a Map and answers it. What Rote adds beyond this
// (authentication, counting, logging, headers) is the cost of being a real cache.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';

const body = Buffer.from(process.env.BARE_BODY ?? '{}');
const prepared = new Map<string, Buffer>();
const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const raw = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
    const key = createHash('sha256').update(raw).digest('hex');
    let answer = prepared.get(key);
    if (!answer) prepared.set(key, (answer = body));
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': answer.length });
    res.end(answer);
  });
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address() as { port: number };
  console.log(JSON.stringify({ url: `http://127.0.0.1:${address.port}` }));
});
