// Static file serving of a build directory under its base path: content types, 404 page with status 404,
// and nothing outside the directory (plain or encoded "..", NUL bytes, absolute tricks).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
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

/** esbuild names ("main.QX7B2ZKD.js", base32) and ours ("site-ru.3f9a1c0b2e.json", hex) carry a content hash. */
const HASHED = /\.(?:[A-Z0-9]{8}|[0-9a-f]{8,})\.[a-z0-9]+$/;

export function isImmutable(file: string): boolean {
  return HASHED.test(path.basename(file)) || file.includes(`${path.sep}chunks${path.sep}`);
}

const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript)|image\/svg)/;

/** Compressed bodies by file, size, mtime and encoding: a file is compressed once per version. */
const compressed = new Map<string, Buffer>();
const MAX_CACHED = 512;

function encodingFor(req: IncomingMessage): 'br' | 'gzip' | undefined {
  const accept = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return undefined;
}

function compress(file: string, stat: fs.Stats, encoding: 'br' | 'gzip'): Buffer {
  const key = `${file}\0${stat.size}\0${stat.mtimeMs}\0${encoding}`;
  let body = compressed.get(key);
  if (!body) {
    const raw = fs.readFileSync(file);
    // Brotli quality 5: close to 11 in size for text, at a small fraction of its time (a static host
    // would precompress; the preview compresses on first request and caches).
    body = encoding === 'br' ? zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }) : zlib.gzipSync(raw, { level: 6 });
    if (compressed.size >= MAX_CACHED) compressed.delete(compressed.keys().next().value!);
    compressed.set(key, body);
  }
  return body;
}

function plain(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache', ...headers });
  res.end(text);
}

/**
 * Serves the build like a production static host: GET and HEAD only, the base path, gzip/brotli, immutable
 * caching for hashed assets and validators (ETag, Last-Modified) with 304 for the rest. A malformed request
 * gets a 4xx; nothing here throws.
 */
export function serveStatic(req: IncomingMessage, res: ServerResponse, opts: StaticOptions): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    plain(res, 405, 'Method not allowed', { allow: 'GET, HEAD' });
    return;
  }
  const target = req.url ?? '/';
  // Only origin-form targets ("/path?query"): "//[", "http://%zz/" and other forms are not pages of the site.
  if (!target.startsWith('/') || target.startsWith('//')) {
    plain(res, 400, 'Bad request');
    return;
  }
  const q = target.indexOf('?');
  const rawPath = q >= 0 ? target.slice(0, q) : target;
  const search = q >= 0 ? target.slice(q) : '';
  if (rawPath === '/' && opts.base !== '/') {
    res.writeHead(302, { location: opts.base, 'cache-control': 'no-cache' });
    res.end();
    return;
  }
  const r = resolveRequest(rawPath.split('#')[0]!, opts);
  if (r.status === 301) {
    res.writeHead(301, { location: r.location + search });
    res.end();
    return;
  }
  if (r.status === 400) {
    plain(res, 400, 'Bad request');
    return;
  }
  if (r.status === 404) {
    const notFound = path.join(opts.root, '404.html');
    res.writeHead(404, { 'content-type': TYPES['.html']!, 'cache-control': 'no-cache' });
    res.end(req.method === 'HEAD' ? undefined : fs.existsSync(notFound) ? fs.readFileSync(notFound) : 'Not found');
    return;
  }
  let stat: fs.Stats;
  try {
    stat = fs.statSync(r.file);
  } catch {
    plain(res, 404, 'Not found');
    return;
  }
  const type = contentType(r.file);
  const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  const headers: Record<string, string> = {
    'content-type': type,
    'x-content-type-options': 'nosniff',
    'cache-control': isImmutable(r.file) ? 'public, max-age=31536000, immutable' : 'no-cache',
    etag,
    'last-modified': stat.mtime.toUTCString(),
    vary: 'Accept-Encoding',
  };
  const inm = req.headers['if-none-match'];
  const ims = req.headers['if-modified-since'];
  if (inm ? inm.split(/\s*,\s*/).includes(etag) : ims !== undefined && Date.parse(ims) >= Math.floor(stat.mtimeMs / 1000) * 1000) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const encoding = COMPRESSIBLE.test(type) && stat.size > 1024 ? encodingFor(req) : undefined;
  if (encoding) {
    const body = compress(r.file, stat, encoding);
    res.writeHead(200, { ...headers, 'content-encoding': encoding, 'content-length': String(body.length) });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  res.writeHead(200, { ...headers, 'content-length': String(stat.size) });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = fs.createReadStream(r.file);
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}
