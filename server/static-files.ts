// Serves the built dashboard (web/dist) at /: hashed assets cached for a year, and index.html for
// any other page path so the dashboard's own routes survive a reload. The build writes .br and .gz
// copies of text files (web/precompress.ts); a browser that accepts one gets it.
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import type { Context, Next } from 'koa';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};

/** Precompressed copies, best first. */
const ENCODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;

/** Paths the dashboard never owns. */
const NOT_PAGES = /^\/(v1|graphql|healthz|metrics)(\/|$)/;

export function staticFiles(root: string) {
  const base = resolve(root);
  return async function serveDashboard(ctx: Context, next: Next): Promise<void> {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || NOT_PAGES.test(ctx.path)) return next();
    const requested = normalize(join(base, decodeURIComponent(ctx.path)));
    if (!requested.startsWith(base)) return next();
    // The page fallback is for browsers navigating (they ask for text/html by name), never for a
    // scraper or curl asking */* of a path that does not exist.
    const navigating = (ctx.get('accept') ?? '').includes('text/html');
    const file = (await isFile(requested)) ? requested : navigating && !extname(ctx.path) ? join(base, 'index.html') : null;
    if (!file) return next();
    if (!(await isFile(file))) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The dashboard is not built yet: run `npm run build` (npm start does it for you).';
      return;
    }
    ctx.type = TYPES[extname(file)] ?? 'application/octet-stream';
    ctx.set('Cache-Control', file.includes(`${join(base, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    ctx.vary('Accept-Encoding');
    const info = await stat(file);
    ctx.status = 200; // ctx.fresh only compares validators on a 2xx
    // index.html is revalidated (no-cache): an ETag makes that a 304 rather than the page again.
    ctx.etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    for (const [encoding, suffix] of ENCODINGS) {
      if (ctx.acceptsEncodings(encoding, 'identity') !== encoding || !(await isFile(`${file}${suffix}`))) continue;
      ctx.set('Content-Encoding', encoding);
      ctx.body = await readFile(`${file}${suffix}`);
      return;
    }
    ctx.body = await readFile(file);
  };
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}
