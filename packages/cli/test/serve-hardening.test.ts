// `tondocs serve` (with and without --watch) as a production static host would behave: no request target or
// method stops it, it serves the base path the build was made for, compresses, and caches by content hash.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBuild } from '../src/build/run.ts';
import { serve, type RunningServer } from '../src/serve/serve.ts';
import { collectingReporter, tempSite } from './helpers.ts';

/** Sends raw bytes and returns the status line's code (0 when the server closed without one). */
function rawRequest(port: number, request: string): Promise<{ status: number; head: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let data = '';
    socket.setTimeout(20_000, () => socket.destroy(new Error('no answer')));
    socket.on('data', (c: Buffer) => {
      data += c.toString('latin1');
      if (data.includes('\r\n\r\n')) socket.end();
    });
    socket.on('close', () => resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(data)?.[1] ?? 0), head: data.split('\r\n\r\n')[0]! }));
    socket.on('error', reject);
  });
}

const MALFORMED_TARGETS = ['//[', 'http://%zz/', 'http://1.2.3.4.5/ru/', '*', 'ru/intro', '/ru/%', '/ru/%E0%A4%A', '/ru/%00', '/ru/\u00ff', '//evil.example/ru/', '/ru/..%2f..%2fetc%2fpasswd', `/${'a'.repeat(20_000)}`, 'http://[::1'];

for (const watch of [false, true]) {
  describe(`serve${watch ? ' --watch' : ''}`, () => {
    let site: string;
    let server: RunningServer;
    let port: number;
    beforeAll(async () => {
      site = tempSite();
      // Built for one locale, served without repeating --locale: the build's manifest tells the base path.
      if (!watch) await runBuild({ siteDir: site, locale: 'ru', outDir: path.join(site, 'build'), reporter: collectingReporter() });
      server = await serve({ siteDir: site, outDir: path.join(site, 'build'), locale: watch ? 'ru' : undefined, port: 0, host: '127.0.0.1', watch, quiet: true });
      port = Number(new URL(server.url).port);
    });
    afterAll(() => server?.close());

    it('answers every malformed request target with a 4xx and keeps running', async () => {
      for (const target of MALFORMED_TARGETS) {
        const r = await rawRequest(port, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
        expect(r.status >= 400 && r.status < 500, `${target.slice(0, 40)}: ${r.head.split('\r\n')[0]}`).toBe(true);
      }
      // Not even HTTP: the connection is answered or closed, the server lives on.
      await rawRequest(port, 'NOT HTTP AT ALL\r\n\r\n');
      await rawRequest(port, `GET / HTTP/1.1\r\nHost: ${'x'.repeat(100_000)}\r\n\r\n`);
      expect((await fetch(server.url)).status).toBe(200);
    });

    it('answers other methods than GET and HEAD with 405 and Allow', async () => {
      for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
        const r = await fetch(`${server.url}intro`, { method });
        expect(r.status, method).toBe(405);
        expect(r.headers.get('allow')).toBe('GET, HEAD');
      }
      expect((await rawRequest(port, 'TRACE /ru/intro HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).status).toBe(405);
      const head = await fetch(`${server.url}intro`, { method: 'HEAD' });
      expect(head.status).toBe(200);
    });

    it('serves the base path the build was made for and redirects / to it', async () => {
      expect(server.url).toMatch(/\/ru\/$/);
      const root = await fetch(server.url.replace(/\/ru\/$/, '/'), { redirect: 'manual' });
      expect([301, 302, 308]).toContain(root.status);
      expect(root.headers.get('location')).toBe('/ru/');
      expect((await fetch(`${server.url}intro`)).status).toBe(200);
    });

    it('compresses text with brotli or gzip, caches hashed assets as immutable and validates the rest', async () => {
      const html = await fetch(`${server.url}intro`, { headers: { 'accept-encoding': 'br' } });
      expect(html.headers.get('content-encoding')).toBe('br');
      expect(html.headers.get('cache-control')).toBe('no-cache');
      const etag = html.headers.get('etag')!;
      expect(etag).toBeTruthy();
      expect(html.headers.get('last-modified')).toBeTruthy();
      expect((await fetch(`${server.url}intro`, { headers: { 'if-none-match': etag } })).status).toBe(304);
      // fetch() decodes; read the raw bytes to be sure they are gzip.
      const page = fs.readFileSync(path.join(site, 'build', 'intro', 'index.html'));
      const gz = await rawBody(`${server.url}intro`, 'gzip');
      expect(zlib.gunzipSync(gz).equals(page)).toBe(true);
      const js = fs.readdirSync(path.join(site, 'build', 'assets')).find((f) => /^main\.[A-Z0-9]{8}\.js$/.test(f))!;
      const asset = await fetch(`${server.url}assets/${js}`);
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    });
  });
}

async function rawBody(url: string, encoding: string): Promise<Buffer> {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      expect(res.headers['content-encoding']).toBe(encoding);
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve(Buffer.concat(chunks)));
    })
      .on('error', reject)
      .end();
  });
}
