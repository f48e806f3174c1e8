// Single-page rebuild under `serve --watch`, through the programmatic API of the CLI.
//
//   NODE_ENV=production node --import tsx bench/watch.ts --site DIR --out DIR --page a/b.md --result FILE [--edits 5]
//
// Starts serve({ watch: true }) on port 0, then appends a paragraph to the page's Markdown `--edits` times and
// records, per edit, the rebuild time the server reports (nextUpdate().ms: from the change event to the
// written output) and the wall time from our write to the moment the page's HTML on disk has the new text
// (adds file-watcher latency and chokidar's write-stability wait). run.ts spawns this as a child process so
// that React's production build is used and the long-lived server's memory is measured on its own.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { median, round } from './measure.ts';
import { sampleHtmlPath } from './corpus.ts';
import { freePort } from '../packages/cli/src/serve/free-port.ts';

export interface WatchEdit {
  ok: boolean;
  /** Rebuild time reported by the server. */
  rebuildMs: number;
  /** Write of the .md -> nextUpdate() resolved. */
  writeToUpdateMs: number;
  /** Write of the .md -> page HTML on disk contains the new text (null: not seen within the timeout). */
  writeToDiskMs: number | null;
  pagesRewritten: number;
}

export interface WatchResult {
  page: string;
  /** serve() call -> server ready (initial full build, listen, watcher ready). */
  startSeconds: number;
  /** serve() call -> the sample page answered 200 (rendered on request while the first build runs, #16). */
  firstPageSeconds: number | null;
  /** Process start -> that answer: Node, the loader and the module graph included. */
  firstPageFromProcessStartSeconds: number | null;
  rssAfterStartMB: number;
  rssAtEndMB: number;
  edits: WatchEdit[];
  rebuildMs: { median: number; max: number };
  writeToDiskMs: { median: number | null; max: number | null };
}

interface WatchArgs {
  site: string;
  out: string;
  page: string;
  result: string;
  edits: number;
}

const TIMEOUT_MS = 20_000;
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
const mb = (b: number) => round(b / 1024 / 1024, 1);

/** Resolves with the ms since `t0` once `file` contains `needle`, or null after `timeoutMs`. */
function waitForText(file: string, needle: string, t0: number, timeoutMs: number): Promise<number | null> {
  return new Promise((resolve) => {
    const check = () => {
      let text = '';
      try {
        text = fs.readFileSync(file, 'utf8');
      } catch {
        // not written yet
      }
      if (text.includes(needle)) {
        clearInterval(timer);
        resolve(performance.now() - t0);
      } else if (performance.now() - t0 > timeoutMs) {
        clearInterval(timer);
        resolve(null);
      }
    };
    const timer = setInterval(check, 2);
  });
}

export async function measureWatch(args: Omit<WatchArgs, 'result'>): Promise<WatchResult> {
  process.env.NODE_ENV ??= 'production';
  // Imported only now, so that NODE_ENV is set before React loads.
  const { serve } = await import('../packages/cli/src/serve/serve.ts');
  const mdFile = path.join(args.site, 'content', 'ru', 'docs', args.page);
  const htmlFile = path.join(args.out, sampleHtmlPath(args.page));

  const { loadConfig } = await import('../packages/cli/src/config/load.ts');
  const { localeInfos } = await import('../packages/cli/src/config/localize.ts');
  const base = localeInfos((await loadConfig(args.site)).config).find((l) => l.locale === 'ru')?.base ?? '/';
  const port = await freePort();
  const t0 = performance.now();
  const serving = serve({ siteDir: args.site, outDir: args.out, locale: 'ru', port, host: '127.0.0.1', watch: true, quiet: true });
  // The sample page, requested as soon as the port accepts connections.
  const pageUrl = `http://127.0.0.1:${port}${base}${sampleHtmlPath(args.page).replace(/index\.html$/, '')}`;
  let firstPageAt: number | null = null;
  const firstPage = (async () => {
    for (let i = 0; i < 6000 && firstPageAt === null; i++) {
      const res = await fetch(pageUrl).catch(() => undefined);
      if (res?.status === 200) firstPageAt = performance.now();
      else await new Promise((r) => setTimeout(r, 10));
    }
  })();
  const server = await serving;
  const startSeconds = (performance.now() - t0) / 1000;
  await firstPage;
  const firstPageSeconds = firstPageAt === null ? null : round((firstPageAt - t0) / 1000, 3);
  process.stderr.write(`[watch] first page after ${firstPageSeconds ?? '-'} s (${firstPageAt === null ? '-' : round(firstPageAt / 1000, 3)} s after the process started)\n`);
  const rssAfterStartMB = mb(process.memoryUsage().rss);
  process.stderr.write(`[watch] server at ${server.url} after ${startSeconds.toFixed(2)} s\n`);

  const edits: WatchEdit[] = [];
  // The page is put back as it was: the bench may edit a page of the project's own site.
  const original = fs.readFileSync(mdFile);
  try {
    for (let i = 1; i <= args.edits; i++) {
      await sleep(300); // let the watcher settle between edits, so they are not coalesced
      const token = `bench-edit-${i}-${Date.now().toString(36)}`;
      const update = server.nextUpdate();
      const start = performance.now();
      fs.appendFileSync(mdFile, `\nПравка номер ${i} для замера пересборки: ${token}.\n`);
      const onDisk = waitForText(htmlFile, token, start, TIMEOUT_MS);
      const timeout = sleep(TIMEOUT_MS).then(() => null);
      const r = await Promise.race([update, timeout]);
      const writeToUpdateMs = performance.now() - start;
      const writeToDiskMs = await onDisk;
      const edit: WatchEdit = {
        ok: r?.ok ?? false,
        rebuildMs: round(r?.ms ?? NaN, 1),
        writeToUpdateMs: round(writeToUpdateMs, 1),
        writeToDiskMs: writeToDiskMs === null ? null : round(writeToDiskMs, 1),
        pagesRewritten: r?.changed.length ?? 0,
      };
      edits.push(edit);
      process.stderr.write(`[watch] edit ${i}: rebuild ${edit.rebuildMs} ms, on disk after ${edit.writeToDiskMs ?? 'timeout'} ms (${edit.pagesRewritten} page(s))\n`);
    }
  } finally {
    await server.close();
    fs.writeFileSync(mdFile, original);
  }
  const rebuild = edits.map((e) => e.rebuildMs);
  const disk = edits.map((e) => e.writeToDiskMs).filter((v): v is number => v !== null);
  return {
    page: args.page,
    startSeconds: round(startSeconds),
    firstPageSeconds,
    firstPageFromProcessStartSeconds: firstPageAt === null ? null : round(firstPageAt / 1000, 3),
    rssAfterStartMB,
    rssAtEndMB: mb(process.memoryUsage().rss),
    edits,
    rebuildMs: { median: round(median(rebuild), 1), max: round(Math.max(...rebuild), 1) },
    writeToDiskMs: disk.length === edits.length && disk.length > 0 ? { median: round(median(disk), 1), max: round(Math.max(...disk), 1) } : { median: null, max: null },
  };
}

function parseWatchArgs(argv: string[]): WatchArgs {
  const a: WatchArgs = { site: '', out: '', page: '', result: '', edits: 5 };
  for (let i = 0; i < argv.length; i++) {
    const k = argv[i];
    const v = () => argv[++i] ?? '';
    if (k === '--site') a.site = path.resolve(v());
    else if (k === '--out') a.out = path.resolve(v());
    else if (k === '--page') a.page = v();
    else if (k === '--result') a.result = path.resolve(v());
    else if (k === '--edits') a.edits = Number(v());
    else if (k !== '--') throw new Error(`unknown argument ${k}`);
  }
  if (!a.site || !a.out || !a.page || !a.result || !(a.edits >= 1)) {
    throw new Error('usage: node --import tsx bench/watch.ts --site DIR --out DIR --page a/b.md --result FILE [--edits N]');
  }
  return a;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const args = parseWatchArgs(process.argv.slice(2));
  const result = await measureWatch(args);
  fs.mkdirSync(path.dirname(args.result), { recursive: true });
  fs.writeFileSync(args.result, `${JSON.stringify(result, null, 2)}\n`);
  // chokidar or the worker pool may keep handles open: the measurement is done.
  process.exit(0);
}
