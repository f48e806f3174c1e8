// The floor of a remark build (issue #16): remark-parse + remark-gfm + remark-rehype + rehype-stringify over
// every page of a corpus, one thread, nothing else — the same work as ../shared/bench/md-floor.mjs, so the
// bench needs no file outside the repository. A build's wall time over this, measured in the same run, is a
// ratio that holds across machines and load.
//
//   node --import tsx bench/floor.ts CORPUS_DIR     -> {"seconds":…, "cpuSeconds":…, "files":…} on stdout
import fs from 'node:fs';
import path from 'node:path';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';

export interface FloorResult {
  seconds: number;
  cpuSeconds: number;
  files: number;
}

export function measureFloor(dir: string): FloorResult {
  const files = (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => /\.mdx?$/.test(f))
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8').replace(/^---[\s\S]*?\n---/, ''));
  const p = unified().use(remarkParse).use(remarkGfm).use(remarkRehype, { allowDangerousHtml: true }).use(rehypeStringify, { allowDangerousHtml: true });
  const cpu = process.cpuUsage();
  const t = performance.now();
  for (const f of files) p.processSync(f);
  const used = process.cpuUsage(cpu);
  return { seconds: (performance.now() - t) / 1000, cpuSeconds: (used.user + used.system) / 1e6, files: files.length };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const dir = process.argv[2];
  if (!dir) {
    process.stderr.write('usage: node --import tsx bench/floor.ts CORPUS_DIR\n');
    process.exit(2);
  }
  process.stdout.write(`${JSON.stringify(measureFloor(dir))}\n`);
}
