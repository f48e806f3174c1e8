// Fenced code blocks of a locale's docs, with where they are and what the checker should see.
import fs from 'node:fs';
import path from 'node:path';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { walkContent } from '../content/walk.ts';
import { normalizeAdmonitionTitles } from '../markdown/admonitions.ts';
import { parseCodeMeta } from '../markdown/code-meta.ts';
import { hidesLines, splitHiddenLines } from '../markdown/hidden-setup.ts';

export interface CodeFence {
  /** Markdown file relative to the site directory, for messages. */
  file: string;
  /** Line of the opening fence in that file (1-based). */
  line: number;
  /** Language as written, lower-cased ("" when none). */
  lang: string;
  meta: string;
  fragment: boolean;
  /** Everything between the fences, hidden lines included: what the checker compiles. */
  value: string;
  /** Hidden lines before the visible code (the `---cut---` marker included). */
  setupLines: number;
  /** Hidden lines after the visible code (the `---cut-after---` marker included). */
  tailLines: number;
  /**
   * A script the page tells the reader to run (`npx tsx src/x.ts`, `node x.js`), and the module kind it runs
   * as in the project the page sets up: ESM when that project says `"type": "module"` (or the file is
   * .mts/.mjs), CommonJS otherwise — where top-level `await` fails.
   */
  runAs?: 'esm' | 'cjs';
}

// The same Markdown dialect as the build, so a fence is found exactly where the page renders one.
const parser = unified().use(remarkParse).use(remarkGfm).use(remarkDirective);

export function extractFences(markdown: string, file: string, lineOffset = 0): CodeFence[] {
  // The admonition rewrite keeps line breaks, so positions still match the file.
  const tree = parser.parse(normalizeAdmonitionTitles(markdown)) as Root;
  const fences: CodeFence[] = [];
  visit(tree, 'code', (node: Code) => {
    const meta = node.meta ?? '';
    const hidden = hidesLines(node.lang) ? splitHiddenLines(node.value) : { setupLines: 0, tailLines: 0 };
    fences.push({
      file,
      line: (node.position?.start.line ?? 1) + lineOffset,
      lang: (node.lang ?? '').toLowerCase(),
      meta,
      fragment: parseCodeMeta(meta).fragment,
      value: node.value,
      setupLines: hidden.setupLines,
      tailLines: hidden.tailLines,
    });
  });
  markRunnable(fences);
  return fences;
}

const SCRIPT_EXT = /\.(ts|mts|cts|js|mjs|cjs)$/;
const RUNNERS = /\b(?:npx\s+)?(?:tsx|ts-node|node)\s+(?:--[\w-]+\s+)*([\w./-]+\.(?:ts|mts|cts|js|mjs|cjs))\b/g;

/** Marks the script fences that a shell fence of the same page runs, with the module kind they run as. */
function markRunnable(fences: CodeFence[]): void {
  const shell = fences.filter((f) => ['bash', 'sh', 'shell', 'console', 'zsh'].includes(f.lang));
  const run = new Set<string>();
  for (const f of shell) for (const m of f.value.matchAll(RUNNERS)) run.add(path.posix.basename(m[1]!));
  if (run.size === 0) return;
  const esmProject =
    fences.some((f) => f.lang === 'json' && /package\.json/.test(f.meta) && /"type"\s*:\s*"module"/.test(f.value)) ||
    shell.some((f) => /npm pkg set type=module|"type"\s*:\s*"module"/.test(f.value));
  for (const f of fences) {
    const title = parseCodeMeta(f.meta).title;
    if (!title || !SCRIPT_EXT.test(title) || !run.has(path.posix.basename(title))) continue;
    f.runAs = /\.m[tj]s$/.test(title) ? 'esm' : /\.c[tj]s$/.test(title) ? 'cjs' : esmProject ? 'esm' : 'cjs';
  }
}

/** Locales of a site: the folders of content/ that hold docs. */
export function siteLocales(siteDir: string): string[] {
  const content = path.join(siteDir, 'content');
  if (!fs.existsSync(content)) return [];
  return fs
    .readdirSync(content, { withFileTypes: true })
    .filter((e) => e.isDirectory() && fs.existsSync(path.join(content, e.name, 'docs')))
    .map((e) => e.name)
    .sort();
}

/** What extraction needs of a page (plain data: pages go to worker threads). */
export interface FenceSource {
  body: string;
  relFile: string;
  bodyLineOffset: number;
}

export function siteFenceSources(siteDir: string, locale: string): FenceSource[] {
  return walkContent(siteDir, locale).docs.map(({ body, relFile, bodyLineOffset }) => ({ body, relFile, bodyLineOffset }));
}

export function extractSourcesFences(pages: readonly FenceSource[]): CodeFence[] {
  // A page without a fence marker has no fence: no need to parse it.
  return pages.flatMap((p) => (/```|~~~/.test(p.body) ? extractFences(p.body, p.relFile, p.bodyLineOffset) : []));
}

export function extractSiteFences(siteDir: string, locale: string): CodeFence[] {
  return extractSourcesFences(siteFenceSources(siteDir, locale));
}
