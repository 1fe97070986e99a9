// Baseline: a bare node:http server that reads the request and answers fixed bytes.
import { createServer } from 'node:http';

const body = Buffer.from(process.env.BARE_BODY ?? '{}');
const server = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
    res.end(body);
  });
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address() as { port: number };
  console.log(JSON.stringify({ url: `http://127.0.0.1:${address.port}` }));
});
