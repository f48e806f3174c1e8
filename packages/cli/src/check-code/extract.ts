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
  return fences;
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

export function extractSiteFences(siteDir: string, locale: string): CodeFence[] {
  return walkContent(siteDir, locale).docs.flatMap((doc) => extractFences(doc.body, doc.relFile, doc.bodyLineOffset));
}
