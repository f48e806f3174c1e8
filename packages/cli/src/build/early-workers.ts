// A build that will render its Markdown afresh (`--no-cache`, or no results kept from earlier runs) starts
// its worker threads before anything else: loading and compiling the workers' bundle (a few hundred ms each)
// then overlaps the main thread's own start (the builder's modules, the config, the content walk) instead of
// following it. A build that can reuse Markdown results starts one: it renders the pages that changed and
// encodes the search index (a warm build that reaches the builder has something to redo), and the pool
// grows to its size if many pages turn out stale.
import fs from 'node:fs';
import path from 'node:path';
import { MarkdownPool, workerCount } from '../markdown/pool.ts';
import { hasMarkdownCache } from './markdown-cache.ts';

export function startWorkersEarly(options: { siteDir: string; cache?: boolean; dev?: unknown }): MarkdownPool | null {
  if (options.dev) return null;
  const pool = new MarkdownPool(workerCount(countMarkdownFiles(path.join(options.siteDir, 'content'))));
  pool.warm(options.cache !== false && hasMarkdownCache(options.siteDir) ? 1 : undefined).catch(() => {});
  return pool;
}

/** Markdown files under `dir` (a quick count that sizes the pool before the content is read). */
function countMarkdownFiles(dir: string, depth = 0): number {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  let n = 0;
  for (const e of entries) {
    if (e.isDirectory() && depth < 32) n += countMarkdownFiles(path.join(dir, e.name), depth + 1);
    else if (/\.mdx?$/.test(e.name)) n++;
  }
  return n;
}
