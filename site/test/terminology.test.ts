// One term per concept: the tables of the terminology page (v3/contribute/terminology) name the one Russian term of
// each concept and its forbidden variants. No ru page, no blog post and no Russian description of the TVM
// instruction table may use a forbidden variant in prose (code blocks, inline code and words quoted in «» are
// mentions, not uses). A failure lists file:line of every use.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import type { Root, RootContent, Table } from 'mdast';

const SITE = path.resolve(import.meta.dirname, '..');
const CONTENT = path.join(SITE, 'content', 'ru');
const TERMINOLOGY = path.join(CONTENT, 'docs', 'v3', 'contribute', 'terminology.md');
const TVM_DATA = path.join(SITE, 'src', 'data', 'tvm');

const parser = unified().use(remarkParse).use(remarkGfm).use(remarkDirective);

export interface TermRule {
  english: string;
  term: string;
  forbidden: string[];
  line: number;
}

const cellText = (node: RootContent): string => {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  if ('children' in node) return (node.children as RootContent[]).map(cellText).join('');
  return '';
};

/** The rows of every table on the page whose header starts with «Английский термин». */
export function parseTerminology(markdown: string): TermRule[] {
  const tree = parser.parse(markdown) as Root;
  const tables: Table[] = [];
  const walk = (nodes: RootContent[]) => {
    for (const n of nodes) {
      if (n.type === 'table') tables.push(n);
      else if ('children' in n) walk(n.children as RootContent[]);
    }
  };
  walk(tree.children);
  const rules: TermRule[] = [];
  for (const table of tables) {
    const [head, ...rows] = table.children;
    const headers = head.children.map((c) => cellText(c).trim());
    if (headers[0] !== 'Английский термин') continue;
    const col = (name: RegExp) => headers.findIndex((h) => name.test(h));
    const [en, ru, bad] = [0, col(/^Русский термин/), col(/^Запрещённые варианты/)];
    if (ru < 0 || bad < 0) throw new Error(`terminology table at line ${table.position?.start.line}: no «Русский термин» or «Запрещённые варианты» column`);
    for (const row of rows) {
      const cells = row.children.map((c) => cellText(c).trim());
      const forbidden = [...cells[bad].matchAll(/«([^»]+)»/g)].map((m) => m[1].trim());
      rules.push({ english: cells[en], term: cells[ru], forbidden, line: row.position?.start.line ?? 0 });
    }
  }
  return rules;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A forbidden variant is given in its dictionary form; its case forms are found too: each word of the variant is
 * a stem followed by at most four letters («слайс» finds «слайсами», «рабочая цепочка» finds «рабочую цепочку»).
 */
export function variantPattern(variant: string): RegExp {
  const words = variant.split(/\s+/).map((w) => {
    // Strip the ending of the dictionary form: two letters of an adjective («рабочая»), one vowel of a noun («клетка»).
    const stem = w.length > 5 && /(ая|яя|ый|ий|ой|ое|ее)$/i.test(w) ? w.slice(0, -2) : w.length > 4 && /[аяоеыийьу]$/i.test(w) ? w.slice(0, -1) : w;
    return `${escape(stem)}\\p{L}{0,4}`;
  });
  return new RegExp(`(?<![\\p{L}\\p{N}])${words.join('\\s+')}(?![\\p{L}\\p{N}])`, 'giu');
}

/**
 * Text that readers see as prose, line by line: fenced code blocks, inline code, HTML comments and tags, and link
 * targets left out. A line scanner, not a full Markdown parse: the check runs over every page of the site.
 */
export function proseLines(markdown: string): { text: string; line: number }[] {
  const out: { text: string; line: number }[] = [];
  let fence: string | null = null;
  let comment = false;
  const lines = markdown.split('\n');
  // Front matter: only what readers see (title, sidebar label, description); keywords are search terms.
  const fmEnd = lines[0] === '---' ? lines.indexOf('---', 1) : -1;
  lines.forEach((raw, i) => {
    if (i <= fmEnd) {
      const m = /^(title|sidebar_label|description):\s*(.*)$/.exec(raw);
      if (m) out.push({ text: m[2], line: i + 1 });
      return;
    }
    const marker = /^\s*(`{3,}|~{3,})/.exec(raw)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && raw.trim() === marker) fence = null;
      return;
    }
    if (marker) {
      fence = marker;
      return;
    }
    let text = raw;
    if (comment) {
      const end = text.indexOf('-->');
      if (end < 0) return;
      text = text.slice(end + 3);
      comment = false;
    }
    text = text.replace(/<!--[\s\S]*?-->/g, ' ');
    const open = text.indexOf('<!--');
    if (open >= 0) {
      text = text.slice(0, open);
      comment = true;
    }
    text = text
      .replace(/(`+)[\s\S]*?\1/g, ' ')
      .replace(/\]\([^)]*\)/g, ']')
      .replace(/<\/?[A-Za-z][^>]*>/g, ' ');
    out.push({ text, line: i + 1 });
  });
  return out;
}

/** Words quoted in «ёлочки» (or „лапки“) are mentions of a word, not uses. */
const withoutQuotes = (text: string) => text.replace(/«[^«»]*»/g, ' ').replace(/„[^„“]*“/g, ' ');

const compiled = new WeakMap<TermRule[], { term: string; pattern: RegExp }[]>();

function findUses(lines: { text: string; line: number }[], file: string, rules: TermRule[]): string[] {
  let patterns = compiled.get(rules);
  if (!patterns) compiled.set(rules, (patterns = rules.flatMap((r) => r.forbidden.map((v) => ({ term: r.term, pattern: variantPattern(v) })))));
  // One pass over the text per line: a cheap test of all variants at once before the per-variant matching.
  const any = new RegExp(patterns.map((p) => p.pattern.source).join('|'), 'iu');
  const found: string[] = [];
  for (const { text, line } of lines) {
    const plain = withoutQuotes(text);
    if (!any.test(plain)) continue;
    for (const { term, pattern } of patterns) {
      for (const m of plain.matchAll(pattern)) found.push(`${file}:${line}: «${m[0]}» → «${term}»`);
    }
  }
  return found;
}

function markdownFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? markdownFiles(path.join(dir, e.name)) : /\.mdx?$/.test(e.name) ? [path.join(dir, e.name)] : []))
    .sort();
}

const rules = parseTerminology(fs.readFileSync(TERMINOLOGY, 'utf8'));

describe('terminology page', () => {
  it('fixes one Russian term for at least 40 concepts', () => {
    expect(rules.length).toBeGreaterThanOrEqual(40);
    for (const r of rules) {
      expect(r.term, `terminology.md:${r.line}`).not.toBe('');
      expect(r.forbidden, `terminology.md:${r.line}`).not.toContain(r.term);
    }
    const byTerm = Object.fromEntries(rules.map((r) => [r.english, r.term]));
    expect([byTerm.cell, byTerm.slice, byTerm.builder]).toEqual(['ячейка', 'срез', 'построитель']);
  });

  it('gives each concept one term: no English term twice, no forbidden variant that is another row’s term', () => {
    const english = rules.map((r) => r.english.toLowerCase());
    expect(english.filter((e, i) => english.indexOf(e) !== i)).toEqual([]);
    const terms = new Set(rules.map((r) => r.term.toLowerCase()));
    expect(rules.flatMap((r) => r.forbidden.filter((f) => terms.has(f.toLowerCase())).map((f) => `${r.english}: ${f}`))).toEqual([]);
  });

  it('finds case forms of a variant and leaves other words alone', () => {
    const hits = (variant: string, text: string) => [...text.matchAll(variantPattern(variant))].map((m) => m[0]);
    expect(hits('слайс', 'Возьмите слайс, затем из слайса и слайсами.')).toEqual(['слайс', 'слайса', 'слайсами']);
    expect(hits('билдер', 'Билдер b и билдеров.')).toEqual(['Билдер', 'билдеров']);
    expect(hits('рабочая цепочка', 'в рабочую цепочку')).toEqual(['рабочую цепочку']);
    expect(hits('хэш', 'хеш ячейки')).toEqual([]);
    expect(hits('кошелек', 'кошелёк')).toEqual([]);
    expect(findUses([{ text: 'Пишите «срез», а не «слайс».', line: 3 }], 'x.md', rules)).toEqual([]);
    const page = ['---', 'title: Слайс', 'keywords:', '  - слайс', '---', 'Текст про билдер.', '```ts', 'const билдер = 1; // слайс', '```', 'Код `слайс` и [ссылка](/ru/слайс).', '<!-- слайс', 'билдер -->', 'Снова слайс.'].join('\n');
    expect(findUses(proseLines(page), 'p.md', rules)).toEqual(['p.md:2: «Слайс» → «срез»', 'p.md:6: «билдер» → «построитель»', 'p.md:13: «слайс» → «срез»']);
  });
});

describe('one term per concept across the site', () => {
  it('no ru page and no blog post uses a forbidden variant in prose', () => {
    const found: string[] = [];
    for (const file of markdownFiles(CONTENT)) {
      if (file === TERMINOLOGY) continue;
      found.push(...findUses(proseLines(fs.readFileSync(file, 'utf8')), path.relative(SITE, file), rules));
    }
    expect(found).toEqual([]);
  });

  it('the Russian descriptions of the TVM instruction table use the same terms', () => {
    const found: string[] = [];
    for (const name of fs.readdirSync(TVM_DATA).filter((n) => /^ru-.*\.json$/.test(n)).sort()) {
      const file = path.join(TVM_DATA, name);
      // One description a line ("opcode": "text"); inline code in backticks is not prose.
      const lines = fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .map((text, i) => ({ text: text.replace(/^\s*"[^"]*":\s*/, '').replace(/`[^`]*`/g, ' '), line: i + 1 }));
      found.push(...findUses(lines, path.relative(SITE, file), rules));
    }
    expect(found).toEqual([]);
  });
});
