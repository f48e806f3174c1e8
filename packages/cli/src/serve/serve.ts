// `tondocs serve [--watch]`: serves the build at the base path it was built for; with --watch, an edit
// rebuilds only what it affects and open pages update through server-sent events. A broken edit shows an
// overlay; the last good page stays served. No request can stop the server.
import fs from 'node:fs';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import chokidar, { type FSWatcher } from 'chokidar';
import { formatError } from '../errors.ts';
import { BUILD_MANIFEST, type BuildManifest, type SiteBuilder, type OutputSink } from '../build/builder.ts';
import { createReporter, formatWarning, type Warning } from '../build/report.ts';
import { buildSite, runBuild } from '../build/run.ts';
import { loadConfig } from '../config/load.ts';
import { localeInfos } from '../config/localize.ts';
import { removeFileFrom, writeFileIfChanged } from '../write/output.ts';
import { resolveRequest, serveStatic } from './static.ts';
import { WarningLog } from './warnings.ts';

export interface ServeOptions {
  siteDir: string;
  outDir: string;
  locale?: string;
  port: number;
  host: string;
  watch: boolean;
  /** Reuse results kept in <site>/.tondocs (default true). */
  cache?: boolean;
  /** Tests pass a reporter-less quiet mode and read the resolved URL. */
  quiet?: boolean;
  /** Tests: the first build of --watch waits for this after loading, so its early pages can be observed. */
  holdFirstBuild?: Promise<void>;
}

export interface RunningServer {
  url: string;
  close: () => Promise<void>;
  /** Resolves after the next rebuild triggered by a file change (tests). */
  nextUpdate: () => Promise<UpdateResult>;
  /** Resolves once no search index write is waiting or running (tests: the index follows the pages). */
  searchSettled: () => Promise<void>;
}

export const EVENTS_PATH = '__tondocs/events';
/** How long `serve --watch` waits after the last page update before it writes the search index. */
const SEARCH_WRITE_DELAY_MS = 500;

export interface UpdateResult {
  ok: boolean;
  changed: string[];
  ms: number;
  /** The error shown to the author when the update failed. */
  error?: string;
}

/** The build's own record of its base path (older builds have none). */
export function readManifest(outDir: string): BuildManifest | undefined {
  try {
    const m = JSON.parse(fs.readFileSync(path.join(outDir, BUILD_MANIFEST), 'utf8')) as BuildManifest;
    return typeof m.base === 'string' && m.base.startsWith('/') && m.base.endsWith('/') ? m : undefined;
  } catch {
    return undefined;
  }
}

export async function serve(opts: ServeOptions): Promise<RunningServer> {
  const reporter = createReporter(process.stderr, opts.quiet);
  const log = (s: string) => !opts.quiet && process.stderr.write(`${s}\n`);
  const { config } = await loadConfig(opts.siteDir);
  const localeBase = opts.locale ? (localeInfos(config).find((l) => l.locale === opts.locale)?.base ?? config.baseUrl) : undefined;

  let builder: SiteBuilder | null = null;
  /** The first build of `serve --watch` while it runs: its builder once loaded renders requested pages early. */
  let first: { loaded: Promise<SiteBuilder | null>; done: Promise<unknown>; served: Set<string> } | null = null;
  const warningLog = new WarningLog();
  const fullBuild = async (eventsUrl: string, onLoaded?: (b: SiteBuilder) => void | Promise<void>) => {
    await builder?.close();
    builder = null;
    const quietReporter = { ...reporter, warn: () => {} };
    builder = (await buildSite({ siteDir: opts.siteDir, locale: opts.locale, outDir: opts.outDir, reporter: quietReporter, cache: opts.cache, dev: { eventsUrl } }, onLoaded)).builder;
    return allWarnings(builder);
  };
  const devSink: OutputSink = {
    write: (rel, data) => void writeFileIfChanged(opts.outDir, rel, data),
    copy: (src, rel) => void writeFileIfChanged(opts.outDir, rel, fs.readFileSync(src)),
    remove: (rel) => removeFileFrom(opts.outDir, rel),
  };

  // What is served: the base the build was made for (its manifest), unless --locale names another.
  let base: string;
  let source: string;
  let startFirstBuild = () => {};
  if (opts.watch) {
    base = localeBase ?? config.baseUrl;
    source = opts.locale ? `locale ${opts.locale}` : 'all locales';
    // The server listens first; the build runs behind it and pages are rendered on request until it is done.
    startFirstBuild = () => {
      let loaded!: (b: SiteBuilder | null) => void;
      const state: NonNullable<typeof first> = { loaded: new Promise((r) => (loaded = r)), done: Promise.resolve(), served: new Set() };
      state.done = fullBuild(`${base}${EVENTS_PATH}`, (b) => {
        loaded(b);
        return opts.holdFirstBuild;
      }).finally(() => loaded(null)).then(
        (warnings) => {
          first = null;
          warningLog.print(warnings, log, true);
          // Pages shown early get the full build's version (other pages' titles, the search index).
          if (state.served.size) broadcast({ type: 'update', paths: [...state.served] });
        },
        (e: unknown) => {
          // serve() rejects with it, as before the server answered early.
          first = null;
          throw e;
        },
      );
      first = state;
    };
  } else {
    if (!readManifest(opts.outDir) && !fs.existsSync(path.join(opts.outDir, 'index.html')) && !fs.existsSync(path.join(opts.outDir, '404.html'))) {
      await runBuild({ siteDir: opts.siteDir, locale: opts.locale, outDir: opts.outDir, cache: opts.cache, reporter });
    }
    const manifest = readManifest(opts.outDir);
    base = localeBase ?? manifest?.base ?? config.baseUrl;
    source = localeBase ? `--locale ${opts.locale}` : manifest ? `the build (${manifest.locales.join(', ')})` : 'the config';
  }
  const eventsUrl = `${base}${EVENTS_PATH}`;
  const clients = new Set<http.ServerResponse>();
  const broadcast = (msg: object) => {
    for (const c of clients) c.write(`data: ${JSON.stringify(msg)}\n\n`);
  };
  let lastError: string | null = null;

  /** Until the first build is done: the page a request names is rendered from its source; other files wait. */
  const beforeFirstBuild = async (req: http.IncomingMessage, state: NonNullable<typeof first>): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return;
    const pathname = (req.url ?? '/').split(/[?#]/)[0]!;
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return;
    }
    const page = pageOfRequest(decoded, base);
    const loaded = page !== undefined ? await state.loaded : null;
    if (page !== undefined && loaded) {
      try {
        if (await loaded.renderEarly(page, devSink)) {
          state.served.add(page);
          return;
        }
      } catch (e) {
        log(`Early render of ${page} failed (the full build reports it): ${formatError(e)}`);
      }
    }
    if (resolveRequest(pathname, { root: opts.outDir, base }).status === 404) await state.done.catch(() => {});
  };

  const server = http.createServer((req, res) => {
    const fail = (e: unknown) => {
      // A request never stops the server: the worst it gets is an error status.
      log(`Request ${JSON.stringify(req.url)} failed: ${formatError(e)}`);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Internal error');
    };
    try {
      if (opts.watch && req.method === 'GET' && (req.url ?? '').split('?')[0] === eventsUrl) {
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
        res.write(': connected\n\n');
        if (lastError) res.write(`data: ${JSON.stringify({ type: 'error', message: lastError })}\n\n`);
        clients.add(res);
        req.on('close', () => clients.delete(res));
        return;
      }
      const state = first;
      if (state) beforeFirstBuild(req, state).then(() => serveStatic(req, res, { root: opts.outDir, base })).catch(fail);
      else serveStatic(req, res, { root: opts.outDir, base });
    } catch (e) {
      fail(e);
    }
  });
  // Malformed HTTP (not even a request line) gets 400 from Node and closes that socket only.
  server.on('clientError', (_err, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nconnection: close\r\n\r\n');
    else socket.destroy();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => resolve());
  });
  const addr = server.address() as AddressInfo;
  const url = `http://${opts.host}:${addr.port}${base}`;
  if (opts.watch) {
    log(`Listening at ${url}: pages are rendered on request while the first build runs`);
    startFirstBuild();
    try {
      await first!.done;
    } catch (e) {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      throw e;
    }
  }
  log(`Serving ${opts.outDir} at ${url} (base path ${base} from ${source})${opts.watch ? ', watching for changes' : ''}`);

  const waiters: ((r: UpdateResult) => void)[] = [];
  const settle = (r: UpdateResult) => waiters.splice(0).forEach((w) => w(r));

  let watcher: FSWatcher | null = null;
  let searchTimer: NodeJS.Timeout | undefined;
  let searchPending = false;
  const searchWaiters: (() => void)[] = [];
  const searchDone = () => {
    searchPending = false;
    searchWaiters.splice(0).forEach((w) => w());
  };
  let scheduleSearchWrite = () => {};
  let stopRootWatcher = async () => {};
  if (opts.watch) {
    const sink = devSink;
    let queue = Promise.resolve();
    // The search index follows the pages, off the path of the update the author is waiting for, and once per
    // burst of saves: encoding and writing it takes about a second at 1000 pages, so it waits until the edits
    // pause, then runs in the queue (never in the middle of an update).
    scheduleSearchWrite = () => {
      clearTimeout(searchTimer);
      searchPending = true;
      searchTimer = setTimeout(() => {
        queue = queue.then(() => {
          try {
            (builder as SiteBuilder | null)?.writeSearch(sink);
          } catch (e) {
            log(`The search index could not be written: ${formatError(e)}`);
          } finally {
            searchDone();
          }
        });
      }, SEARCH_WRITE_DELAY_MS);
    };
    const onChange = (file: string) => {
      queue = queue.then(async () => {
        const t0 = performance.now();
        try {
          let changed: string[];
          let warnings: Warning[];
          const current = builder as SiteBuilder | null;
          if (/\.mdx?$/.test(file) && current) {
            changed = await current.updateDoc(file, sink);
            warnings = allWarnings(current);
            broadcast({ type: 'update', paths: changed });
            scheduleSearchWrite();
          } else {
            // A full build writes its own index.
            clearTimeout(searchTimer);
            searchDone();
            warnings = await fullBuild(eventsUrl);
            watchCompiledFiles();
            changed = ['*'];
            broadcast({ type: 'reload' });
          }
          const ms = performance.now() - t0;
          if (lastError) log('Recovered: the site builds again.');
          lastError = null;
          log(`Rebuilt ${path.relative(opts.siteDir, file)} (${changed.length} page(s)) in ${ms.toFixed(0)} ms`);
          warningLog.print(warnings, log);
          settle({ ok: true, changed, ms });
        } catch (e) {
          lastError = formatError(e);
          log(`\n${lastError}\n(the last good version stays served; fix the file to continue)`);
          broadcast({ type: 'error', message: lastError });
          settle({ ok: false, changed: [], ms: performance.now() - t0, error: lastError });
        }
      });
    };
    // Only the roots that exist: chokidar 4 reports 'ready' at once, before its scan, when one is missing, and
    // an edit right after start was lost (a site without src/). A root created later is added when it appears.
    const roots = ['content', 'src', 'static', 'tondocs.config.ts'].map((r) => path.join(opts.siteDir, r));
    watcher = chokidar.watch(roots.filter((r) => fs.existsSync(r)), { ignoreInitial: true, awaitWriteFinish: { stabilityThreshold: 30, pollInterval: 10 } });
    watcher.on('add', onChange).on('change', onChange).on('unlink', onChange);
    const rootWatcher = chokidar.watch(opts.siteDir, { depth: 0, ignoreInitial: true });
    rootWatcher.on('addDir', (dir) => {
      if (!roots.includes(dir)) return;
      watcher!.add(dir);
      onChange(dir);
    });
    stopRootWatcher = () => rootWatcher.close();
    // Files the build compiled from elsewhere in the site (a component override at ./theme/Footer.tsx and
    // what it imports, the sidebars.ts the config imports): an edit there rebuilds too. The list is renewed after each full build.
    const watchCompiledFiles = () => {
      const files = (builder as SiteBuilder | null)?.watchedFiles() ?? [];
      if (files.length > 0) watcher!.add(files);
    };
    watchCompiledFiles();
    await new Promise<void>((resolve) => watcher!.on('ready', () => resolve()));
  }

  return {
    url,
    nextUpdate: () => new Promise((resolve) => waiters.push(resolve)),
    searchSettled: () => (searchPending ? new Promise((resolve) => searchWaiters.push(resolve)) : Promise.resolve()),
    close: async () => {
      await watcher?.close();
      await stopRootWatcher();
      clearTimeout(searchTimer);
      searchDone();
      for (const c of clients) c.end();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await (builder as SiteBuilder | null)?.close();
    },
  };
}

/** The route a request for a page or its route data names: "/ru/a/b/", "/ru/a/b/index.html", "/ru/a/b/__route.json" -> "/ru/a/b". */
export function pageOfRequest(pathname: string, base: string): string | undefined {
  if (!pathname.startsWith(base) && pathname !== base.slice(0, -1)) return undefined;
  const stripped = pathname.replace(/\/(index\.html|__route\.json)$/, '/');
  const last = stripped.split('/').pop() ?? '';
  if (last.includes('.')) return undefined;
  if (stripped === base || stripped === base.slice(0, -1)) return base;
  return stripped.replace(/\/$/, '');
}

function allWarnings(builder: SiteBuilder): Warning[] {
  return [...builder.state.values()].flatMap((s) => s.warnings);
}

export { formatWarning };
