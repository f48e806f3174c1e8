// `tondocs serve [--watch]`: serves the build; with --watch, an edit rebuilds only what it affects and open
// pages update through server-sent events. A broken edit shows an overlay; the last good page stays served.
import fs from 'node:fs';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import chokidar, { type FSWatcher } from 'chokidar';
import { formatError } from '../errors.ts';
import type { SiteBuilder } from '../build/builder.ts';
import { createReporter, formatWarning } from '../build/report.ts';
import { buildSite, runBuild } from '../build/run.ts';
import { loadConfig } from '../config/load.ts';
import { localeInfos } from '../config/localize.ts';
import { writeFileInto } from '../write/output.ts';
import { serveStatic } from './static.ts';

export interface ServeOptions {
  siteDir: string;
  outDir: string;
  locale?: string;
  port: number;
  host: string;
  watch: boolean;
  /** Tests pass a reporter-less quiet mode and read the resolved URL. */
  quiet?: boolean;
}

export interface RunningServer {
  url: string;
  close: () => Promise<void>;
  /** Resolves after the next rebuild triggered by a file change (tests). */
  nextUpdate: () => Promise<{ ok: boolean; changed: string[]; ms: number }>;
}

export const EVENTS_PATH = '__tondocs/events';

export async function serve(opts: ServeOptions): Promise<RunningServer> {
  const reporter = createReporter(process.stderr, opts.quiet);
  const log = (s: string) => !opts.quiet && process.stderr.write(`${s}\n`);
  const { config } = await loadConfig(opts.siteDir);
  const base = opts.locale ? (localeInfos(config).find((l) => l.locale === opts.locale)?.base ?? config.baseUrl) : config.baseUrl;
  const eventsUrl = `${base}${EVENTS_PATH}`;
  const clients = new Set<http.ServerResponse>();
  const broadcast = (msg: object) => {
    for (const c of clients) c.write(`data: ${JSON.stringify(msg)}\n\n`);
  };
  let lastError: string | null = null;

  let builder: SiteBuilder | null = null;
  const fullBuild = async () => {
    builder = (await buildSite({ siteDir: opts.siteDir, locale: opts.locale, outDir: opts.outDir, reporter, dev: { eventsUrl } })).builder;
  };

  if (opts.watch) await fullBuild();
  else if (!fs.existsSync(path.join(opts.outDir, 'index.html')) && !fs.existsSync(path.join(opts.outDir, '404.html'))) {
    await runBuild({ siteDir: opts.siteDir, locale: opts.locale, outDir: opts.outDir, reporter });
  }

  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (opts.watch && pathname === eventsUrl) {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
      res.write(': connected\n\n');
      if (lastError) res.write(`data: ${JSON.stringify({ type: 'error', message: lastError })}\n\n`);
      clients.add(res);
      req.on('close', () => clients.delete(res));
      return;
    }
    serveStatic(req, res, { root: opts.outDir, base });
  });
  await new Promise<void>((resolve) => server.listen(opts.port, opts.host, resolve));
  const addr = server.address() as AddressInfo;
  const url = `http://${opts.host}:${addr.port}${base}`;
  log(`Serving ${opts.outDir} at ${url}${opts.watch ? ' (watching for changes)' : ''}`);

  const waiters: ((r: { ok: boolean; changed: string[]; ms: number }) => void)[] = [];
  const settle = (r: { ok: boolean; changed: string[]; ms: number }) => waiters.splice(0).forEach((w) => w(r));

  let watcher: FSWatcher | null = null;
  if (opts.watch) {
    const sink = { write: (rel: string, data: string | Uint8Array) => writeFileInto(opts.outDir, rel, data), copy: (src: string, rel: string) => writeFileInto(opts.outDir, rel, fs.readFileSync(src)) };
    let queue = Promise.resolve();
    const onChange = (file: string) => {
      queue = queue.then(async () => {
        const t0 = performance.now();
        try {
          let changed: string[];
          if (/\.mdx?$/.test(file) && builder) {
            changed = builder.updateDoc(file, sink);
            for (const s of builder.state.values()) for (const w of s.warnings) log(formatWarning(w));
            broadcast({ type: 'update', paths: changed });
            // The search index follows the page, off the path of the update the reader is waiting for.
            setTimeout(() => builder?.writeSearch(sink), 0);
          } else {
            await fullBuild();
            changed = ['*'];
            broadcast({ type: 'reload' });
          }
          const ms = performance.now() - t0;
          if (lastError) log('Recovered: the site builds again.');
          lastError = null;
          log(`Rebuilt ${path.relative(opts.siteDir, file)} (${changed.length} page(s)) in ${ms.toFixed(0)} ms`);
          settle({ ok: true, changed, ms });
        } catch (e) {
          lastError = formatError(e);
          log(`\n${lastError}\n(the last good version stays served; fix the file to continue)`);
          broadcast({ type: 'error', message: lastError });
          settle({ ok: false, changed: [], ms: performance.now() - t0 });
        }
      });
    };
    watcher = chokidar.watch([path.join(opts.siteDir, 'content'), path.join(opts.siteDir, 'src'), path.join(opts.siteDir, 'tondocs.config.ts')], { ignoreInitial: true, awaitWriteFinish: { stabilityThreshold: 30, pollInterval: 10 } });
    watcher.on('add', onChange).on('change', onChange).on('unlink', onChange);
    await new Promise<void>((resolve) => watcher!.on('ready', () => resolve()));
  }

  return {
    url,
    nextUpdate: () => new Promise((resolve) => waiters.push(resolve)),
    close: async () => {
      await watcher?.close();
      for (const c of clients) c.end();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
