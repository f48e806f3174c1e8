// Worker thread: renders Markdown documents one at a time with its own processor (the parse is CPU-bound),
// so the pool can time each document and stop a worker stuck on one.
import fs from 'node:fs';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';
import { TondocsError, type SourcePosition } from '../errors.ts';
import { createMarkdownProcessor, renderMarkdown } from './pipeline.ts';
import { buildSearchIndex, type SearchRecord } from '../search/index.ts';
import { searchFiles } from '../search/files.ts';
import { PostingsStore } from '../search/postings-cache.ts';
import { renderPage, type PageContext, type PageFiles, type PageJob, type PageOutcome } from '../render/page.ts';

// The bundle of this module is also the main thread's Markdown stage (an early page of `serve --watch`, blog
// excerpts): one file loads in a fraction of the time of the modules behind it.
export { createMarkdownProcessor, renderMarkdown };
import type { MarkdownResult } from './types.ts';

export interface MarkdownJob {
  file: string;
  relFile: string;
  siteDir: string;
  body: string;
  bodyLineOffset: number;
  tocMin: number;
  tocMax: number;
  htmlLang: string;
  /** A `.mdx` file: parsed as MDX. */
  mdx?: boolean;
  /** JSX names the site registers (config markdown.components): left as placeholders the builder renders. */
  siteComponents?: string[];
  /** Markdown components the site overrides (config theme.components): left as placeholders the builder renders. */
  themeOverrides?: string[];
}

/** An error crosses the thread boundary as data: a TondocsError keeps its position and hint. */
export interface SerializedError {
  message: string;
  position?: SourcePosition;
  hint?: string;
}

/** A locale's search index to encode (the build renders its pages meanwhile): records and each page's weight. */
export interface SearchJob {
  locale: string;
  records: SearchRecord[];
  weights: [string, number][];
  /** Pages' postings of earlier encodes (PostingsStore): its file (none: memory only) and the tool's version. */
  postings?: { file?: string; tag: string };
}

export type WorkerRequest =
  | { type: 'routes'; routes: [string, string][] }
  | { type: 'render'; id: number; job: MarkdownJob }
  | { type: 'search'; id: number; job: SearchJob }
  /** What the pages of a locale share, before its pages (renderPage). */
  | { type: 'page-context'; context: PageContext }
  | { type: 'page'; id: number; context: string; job: PageJob };
export type WorkerResponse =
  /** Sent once the worker's modules are loaded: a document's time budget starts with it. */
  | { ready: true }
  | { id: number; result: MarkdownResult }
  | { id: number; error: SerializedError }
  | { id: number; search: { manifest: string; files: [string, string][] } }
  | { id: number; page: PageOutcome };

/** The search files of a locale, as the builder would encode them on its own thread. */
/** One store per file for the worker's life (a `serve --watch` worker encodes the same locale again). */
const stores = new Map<string, PostingsStore>();

export function encodeSearchJob(job: SearchJob): { manifest: string; files: [string, string][] } {
  const weights = new Map(job.weights);
  const storeKey = `${job.postings?.file ?? ''}\0${job.postings?.tag ?? ''}`;
  let cache = job.postings ? stores.get(storeKey) : undefined;
  if (job.postings && !cache) stores.set(storeKey, (cache = new PostingsStore(job.postings.file, job.postings.tag)));
  const out = searchFiles(buildSearchIndex(job.records).get(job.locale)!, { weights: (url) => weights.get(url) ?? 1, cache });
  cache?.finish();
  return { manifest: out.manifest, files: [...out.files] };
}

export function serializeError(e: unknown): SerializedError {
  if (e instanceof TondocsError) return { message: e.message, position: e.position, hint: e.hint };
  return { message: e instanceof Error ? `${e.name}: ${e.message}` : String(e) };
}

/** Folders this worker made (a page's folder is made once). */
const madeDirs = new Set<string>();

/** A page's two files written into the output's staging tree; returns their bytes. */
function writePage(to: NonNullable<PageJob['write']>, files: PageFiles): number {
  let bytes = 0;
  for (const [rel, text] of [[to.html, files.html], [to.json, files.json]] as const) {
    const abs = path.join(to.dir, rel);
    const dir = path.dirname(abs);
    if (!madeDirs.has(dir)) {
      fs.mkdirSync(dir, { recursive: true });
      madeDirs.add(dir);
    }
    const data = Buffer.from(text);
    fs.writeFileSync(abs, data);
    bytes += data.byteLength;
  }
  return bytes;
}

if (parentPort) {
  const port = parentPort;
  const processor = createMarkdownProcessor();
  // The MDX parser is built on the first .mdx file: a site of .md files never pays for it.
  let mdxProcessor: ReturnType<typeof createMarkdownProcessor> | undefined;
  let routes = new Map<string, string>();
  const contexts = new Map<string, PageContext>();
  port.on('message', (msg: WorkerRequest) => {
    if (msg.type === 'routes') {
      routes = new Map(msg.routes);
      return;
    }
    if (msg.type === 'page-context') {
      // The latest context of a locale replaces the one before (a `serve --watch` update makes a new one).
      for (const [key, c] of contexts) if (c.locale === msg.context.locale) contexts.delete(key);
      contexts.set(msg.context.key, msg.context);
      return;
    }
    if (msg.type === 'page') {
      const context = contexts.get(msg.context);
      try {
        if (!context) throw new Error(`internal: no page context ${msg.context}`);
        const files = renderPage(context, msg.job);
        port.postMessage({ id: msg.id, page: msg.job.write ? { written: writePage(msg.job.write, files) } : { files } } satisfies WorkerResponse);
      } catch (e) {
        port.postMessage({ id: msg.id, error: serializeError(e) } satisfies WorkerResponse);
      }
      return;
    }
    if (msg.type === 'search') {
      try {
        port.postMessage({ id: msg.id, search: encodeSearchJob(msg.job) } satisfies WorkerResponse);
      } catch (e) {
        port.postMessage({ id: msg.id, error: serializeError(e) } satisfies WorkerResponse);
      }
      return;
    }
    let result: MarkdownResult;
    try {
      const p = msg.job.mdx ? (mdxProcessor ??= createMarkdownProcessor({ mdx: true })) : processor;
      result = renderMarkdown(p, msg.job.body, { ...msg.job, routeOfFile: (f) => routes.get(f) });
    } catch (e) {
      port.postMessage({ id: msg.id, error: serializeError(e) } satisfies WorkerResponse);
      return;
    }
    port.postMessage({ id: msg.id, result } satisfies WorkerResponse);
  });
  port.postMessage({ ready: true } satisfies WorkerResponse);
}
