// `tondocs serve`: base path, content types, 404 with status 404, nothing outside the build directory.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveRequest, serveStatic } from '../src/serve/static.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-'));
const secretDir = path.dirname(root);
fs.mkdirSync(path.join(root, 'docs/page'), { recursive: true });
fs.mkdirSync(path.join(root, 'assets'), { recursive: true });
fs.writeFileSync(path.join(root, 'index.html'), '<h1>home</h1>');
fs.writeFileSync(path.join(root, 'docs/page/index.html'), '<h1>page</h1>');
fs.writeFileSync(path.join(root, 'assets/main.ABCDEF12.js'), 'console.log(1)');
fs.writeFileSync(path.join(root, 'assets/style.css'), 'body{}');
fs.writeFileSync(path.join(root, '404.html'), '<h1>Страница не найдена</h1>');
fs.writeFileSync(path.join(secretDir, 'secret.txt'), 'secret');

const opts = { root, base: '/ru/' };

describe('request resolution', () => {
  it('maps routes to index.html files under the base path', () => {
    expect(resolveRequest('/ru/', opts)).toEqual({ status: 200, file: path.join(root, 'index.html') });
    expect(resolveRequest('/ru/docs/page', opts)).toEqual({ status: 200, file: path.join(root, 'docs/page/index.html') });
    expect(resolveRequest('/ru/docs/page/', opts)).toEqual({ status: 200, file: path.join(root, 'docs/page/index.html') });
    expect(resolveRequest('/ru', opts)).toEqual({ status: 301, location: '/ru/' });
    expect(resolveRequest('/docs/page', opts)).toEqual({ status: 404 });
  });

  it('never leaves the build directory', () => {
    for (const p of ['/ru/../secret.txt', '/ru/%2e%2e/secret.txt', '/ru/%2E%2E%2Fsecret.txt', '/ru/docs/..%2f..%2fsecret.txt', '/ru/..%5csecret.txt', '/ru/%00', '/ru/%E0%A4%A']) {
      const r = resolveRequest(p, opts);
      expect([400, 404], p).toContain(r.status);
    }
  });
});

describe('http server', () => {
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    server = http.createServer((req, res) => serveStatic(req, res, opts));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  // fetch() normalises "..", so traversal is sent raw.
  const raw = (p: string) =>
    new Promise<{ status: number; body: string; type?: string }>((resolve, reject) => {
      http.get({ host: '127.0.0.1', port: Number(new URL(base).port), path: p }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, body, type: res.headers['content-type'] }));
      }).on('error', reject);
    });

  it('serves pages and assets with their content types and caching', async () => {
    const page = await fetch(`${base}/ru/docs/page`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const js = await fetch(`${base}/ru/assets/main.ABCDEF12.js`);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(js.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${base}/ru/assets/style.css`)).headers.get('content-type')).toBe('text/css; charset=utf-8');
  });

  it('answers unknown paths with the 404 page and status 404', async () => {
    const r = await fetch(`${base}/ru/no/such/page`);
    expect(r.status).toBe(404);
    expect(await r.text()).toContain('Страница не найдена');
  });

  it('answers plain and encoded traversal with 400/404 and never the file', async () => {
    for (const p of ['/ru/../secret.txt', '/ru/%2e%2e/secret.txt', '/ru/%2e%2e%2fsecret.txt', '/ru/..%2f..%2fsecret.txt', '/../secret.txt']) {
      const r = await raw(p);
      expect([400, 404], p).toContain(r.status);
      expect(r.body).not.toContain('secret');
    }
  });
});
