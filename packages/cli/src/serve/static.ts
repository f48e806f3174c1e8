// Static file serving of a build directory under its base path: content types, 404 page with status 404,
// and nothing outside the directory (plain or encoded "..", NUL bytes, absolute tricks).
import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
};

export interface StaticOptions {
  root: string;
  /** URL path the root directory is served at, e.g. "/ru/". */
  base: string;
}

export type Resolution = { status: 200; file: string } | { status: 404 } | { status: 400 } | { status: 301; location: string };

/** Maps a request path to a file inside root, or says why not. Pure, so it is unit-tested directly. */
export function resolveRequest(rawPath: string, opts: StaticOptions): Resolution {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { status: 400 };
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return { status: 400 };
  if (decoded.split('/').includes('..')) return { status: 404 };
  if (decoded === opts.base.slice(0, -1) && opts.base !== '/') return { status: 301, location: opts.base };
  if (!decoded.startsWith(opts.base)) return { status: 404 };
  const rel = decoded.slice(opts.base.length);
  const root = path.resolve(opts.root);
  const abs = path.resolve(root, rel);
  if (abs !== root && !abs.startsWith(root + path.sep)) return { status: 404 };
  const candidates = rel === '' || rel.endsWith('/') ? [path.join(abs, 'index.html')] : [abs, path.join(abs, 'index.html'), `${abs}.html`];
  for (const c of candidates) {
    try {
      if (fs.statSync(c).isFile()) return { status: 200, file: c };
    } catch {
      // try the next candidate
    }
  }
  return { status: 404 };
}

export function contentType(file: string): string {
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

export function serveStatic(req: IncomingMessage, res: ServerResponse, opts: StaticOptions): void {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const r = resolveRequest(url.pathname, opts);
  if (r.status === 301) {
    res.writeHead(301, { location: r.location + url.search });
    res.end();
    return;
  }
  if (r.status === 400) {
    res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Bad request');
    return;
  }
  if (r.status === 404) {
    const notFound = path.join(opts.root, '404.html');
    res.writeHead(404, { 'content-type': TYPES['.html']!, 'cache-control': 'no-cache' });
    res.end(req.method === 'HEAD' ? undefined : fs.existsSync(notFound) ? fs.readFileSync(notFound) : 'Not found');
    return;
  }
  // Hashed assets never change; pages and route data must be revalidated.
  const immutable = /\.[0-9a-f]{8,}\.(js|css|json|png|jpe?g|svg|webp|gif)$/i.test(r.file) || r.file.includes(`${path.sep}chunks${path.sep}`);
  res.writeHead(200, { 'content-type': contentType(r.file), 'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache', 'x-content-type-options': 'nosniff' });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  fs.createReadStream(r.file).pipe(res);
}
