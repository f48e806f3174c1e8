// Search benchmark on a generated corpus (Node only, not part of the browser code):
//
//   node /work/shared/bench/gen-corpus.mjs --pages 1000 --out /tmp/sc --force
//   npx tsx packages/cli/src/search/bench.ts /tmp/sc
//
// Renders every page with the Markdown pipeline, builds the records and the payload, and reports the payload
// size (JSON, gzip, per page). Then, in a fresh process (a browser tab does not carry the build's heap), it
// builds the searcher from the payload and times queries: each page title, as typed letter by letter, and
// with a typo. Title queries double as a sanity check of ranking (is a page with that title first?).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawnSync } from 'node:child_process';
import matter from 'gray-matter';
import { createMarkdownProcessor, renderMarkdown } from '../markdown/pipeline.ts';
import type { MarkdownContext } from '../markdown/types.ts';
import { recordsFromDoc } from './records.ts';
import { buildSearchIndex, serializePayload } from './index.ts';
import { createSearcher } from '@tondocs/theme/search/searcher';
import type { SearchPayload, SearchRecord } from '@tondocs/theme/search/types';

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const ms = (n: number) => `${n.toFixed(2)} ms`;

function buildPayload(dir: string, out: string): void {
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, '_corpus.json'), 'utf8')) as { files: string[]; samplePage?: string };
  const processor = createMarkdownProcessor();
  const records: SearchRecord[] = [];
  let sample: SearchRecord[] = [];
  let markdownBytes = 0;
  const t0 = performance.now();
  for (const file of manifest.files) {
    const source = fs.readFileSync(path.join(dir, file), 'utf8');
    markdownBytes += Buffer.byteLength(source);
    const { content, data } = matter(source);
    const ctx = { file: path.join(dir, file), relFile: file, siteDir: dir, bodyLineOffset: 0, tocMin: 2, tocMax: 3, htmlLang: 'ru', routeOfFile: () => undefined } as MarkdownContext;
    const { html, h1 } = renderMarkdown(processor, content, ctx);
    const section = file.split('/')[0];
    const url = `/ru/${file.replace(/\.md$/, '').replace(/(^|\/)index$/, '')}`;
    const recs = recordsFromDoc({ url, title: String(data.title ?? h1 ?? file), lvl0: section, html, locale: 'ru', tags: [`docs-${section}`] });
    if (file === manifest.samplePage) sample = recs;
    records.push(...recs);
  }
  const renderMs = performance.now() - t0;
  const t1 = performance.now();
  const json = serializePayload(buildSearchIndex(records).get('ru')!);
  const encodeMs = performance.now() - t1;
  const gzip = zlib.gzipSync(json).length;
  const pages = manifest.files.length;
  console.log(`corpus: ${pages} pages, ${(markdownBytes / 1e6).toFixed(2)} MB Markdown, ${records.length} records (render + records ${(renderMs / 1000).toFixed(1)} s, payload ${encodeMs.toFixed(0)} ms)`);
  console.log(`payload: ${(Buffer.byteLength(json) / 1e6).toFixed(2)} MB JSON, ${(gzip / 1e6).toFixed(2)} MB gzip, ${(gzip / pages).toFixed(0)} B gzip per page`);
  if (sample.length) {
    const one = serializePayload(buildSearchIndex(sample).get('ru')!);
    console.log(`sample page ${manifest.samplePage}: ${sample.length} records, ${Buffer.byteLength(one)} B JSON, ${zlib.gzipSync(one).length} B gzip on its own`);
  }
  fs.writeFileSync(out, json);
}

function query(payloadFile: string): void {
  const payload = JSON.parse(fs.readFileSync(payloadFile, 'utf8')) as SearchPayload;
  const t0 = performance.now();
  const searcher = createSearcher(payload);
  console.log(`searcher: built in ${(performance.now() - t0).toFixed(0)} ms for ${searcher.size} records`);
  const titled = payload.pages.filter((_, i) => i % Math.max(1, Math.floor(payload.pages.length / 100)) === 0);
  const timed = (q: string) => {
    const t = performance.now();
    const r = searcher.search(q);
    return { time: performance.now() - t, r };
  };
  let first = 0;
  const full: number[] = [];
  const typos: number[] = [];
  const keys: number[] = [];
  for (const [, , , title] of titled) {
    const { time, r } = timed(title);
    full.push(time);
    // Titles repeat in the generated corpus: any page with that title is right.
    if (r.groups[0]?.title === title) first++;
    for (let i = 1; i < title.length; i++) keys.push(timed(title.slice(0, i)).time);
    const w = title.split(' ')[0];
    typos.push(timed(w.length > 4 ? `${w.slice(0, 2)}${w[3]}${w[2]}${w.slice(4)}` : w).time);
  }
  const show = (name: string, list: number[]) => {
    const s = [...list].sort((a, b) => a - b);
    console.log(`${name} (${s.length}): p50 ${ms(quantile(s, 0.5))}, p95 ${ms(quantile(s, 0.95))}, max ${ms(s[s.length - 1])}`);
  };
  show('title queries', full);
  show('keystrokes', keys);
  show('typo queries', typos);
  console.log(`title query puts a page with that title first: ${first}/${titled.length}`);
}

const [mode, arg] = process.argv.slice(2);
if (mode === '--query' && arg) query(arg);
else if (mode && mode !== '--query') {
  const out = path.join(os.tmpdir(), `tondocs-search-bench-${process.pid}.json`);
  buildPayload(mode, out);
  const child = spawnSync(process.execPath, [...process.execArgv, process.argv[1], '--query', out], { stdio: 'inherit' });
  fs.rmSync(out, { force: true });
  process.exitCode = child.status ?? 1;
} else {
  console.error('usage: tsx packages/cli/src/search/bench.ts CORPUS_DIR');
  process.exitCode = 2;
}
