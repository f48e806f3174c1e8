// The content standard, checked on every page of the ru site: real pages, enough prose, Russian text,
// no placeholders, no broken links or anchors.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import type { Root, RootContent } from 'mdast';
import { SiteBuilder } from '@tondocs/cli/src/build/builder.ts';
import type { Warning } from '@tondocs/cli/src/build/report.ts';
import { walkContent } from '@tondocs/cli/src/content/walk.ts';
import { readBlog } from '@tondocs/cli/src/content/blog.ts';
import { loadConfig } from '@tondocs/cli/src/config/load.ts';
import type { SidebarItemConfig } from '@tondocs/cli';
import { MIN_DEPTH_RATIO, REFERENCE_PROSE_WORDS } from './reference-depth.ts';

const SITE = path.resolve(import.meta.dirname, '..');
const MIN_PROSE_WORDS = 250;
const PLACEHOLDER = /lorem ipsum|\bTODO\b|\bTBD\b|\bFIXME\b|coming soon|скоро появится|здесь будет|в разработке\.\.\.|заглушка|placeholder/i;

const parser = unified().use(remarkParse).use(remarkGfm).use(remarkDirective);

/** Words of prose: text outside code blocks, inline code, HTML and link targets. */
export function proseOf(markdown: string): { words: string[]; paragraphs: { text: string; line: number }[] } {
  const tree = parser.parse(markdown) as Root;
  const words: string[] = [];
  const paragraphs: { text: string; line: number }[] = [];
  const textOf = (node: RootContent): string => {
    if (node.type === 'text') return node.value;
    if (node.type === 'inlineCode' || node.type === 'code' || node.type === 'html') return ' ';
    if ('children' in node) return (node.children as RootContent[]).map(textOf).join('');
    return '';
  };
  const walk = (nodes: RootContent[]) => {
    for (const n of nodes) {
      if (n.type === 'code' || n.type === 'html') continue;
      if (n.type === 'paragraph' || n.type === 'heading' || n.type === 'tableCell') {
        const text = textOf(n);
        words.push(...(text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []));
        if (n.type === 'paragraph') paragraphs.push({ text, line: n.position?.start.line ?? 0 });
      } else if ('children' in n) walk(n.children as RootContent[]);
    }
  };
  walk(tree.children);
  return { words, paragraphs };
}

const ENGLISH_GLUE = new Set(['the', 'and', 'of', 'to', 'is', 'are', 'in', 'for', 'with', 'that', 'this', 'it', 'be', 'on', 'by', 'from', 'you', 'can', 'will', 'an']);

/**
 * A paragraph is English when most of its words are Latin and it reads as a sentence (English glue
 * words such as "the", "of", "is"), not as a list of product names or identifiers.
 */
export function isEnglishParagraph(text: string): boolean {
  // Single letters (an alphabet index, variable names) are not words of a sentence.
  const words = (text.match(/[\p{L}][\p{L}'’-]*/gu) ?? []).filter((w) => w.length > 1);
  if (words.length < 8) return false;
  const latin = words.filter((w) => /^[A-Za-z'’-]+$/.test(w)).length;
  const glue = new Set(words.map((w) => w.toLowerCase()).filter((w) => ENGLISH_GLUE.has(w)));
  return latin / words.length > 0.6 && glue.size >= 2;
}

function docIdsOf(items: SidebarItemConfig[]): string[] {
  return items.flatMap((i) => (typeof i === 'string' ? [i] : i.type === 'doc' ? [i.id] : i.type === 'category' ? [...(i.link?.type === 'doc' ? [i.link.id] : []), ...docIdsOf(i.items)] : []));
}

describe('English paragraph detector', () => {
  it('flags English prose and spares names and identifiers', () => {
    expect(isEnglishParagraph('This page explains how the wallet contract is deployed to the network and what it costs.')).toBe(true);
    expect(isEnglishParagraph('Названия продуктов — TON, TON Connect, Tonkeeper, MyTonCtrl, Blueprint, Tolk, FunC, Tact, Fift.')).toBe(false);
    expect(isEnglishParagraph('Latin: A · B · C · D · E · F · G · H · J · M · N · P · Q · R · S')).toBe(false);
    expect(isEnglishParagraph('Кошелёк отправляет сообщение контракту, а тот отвечает через несколько блоков.')).toBe(false);
  });
});

describe('ru content', async () => {
  const { config } = await loadConfig(SITE);
  const tree = walkContent(SITE, 'ru');
  const byId = new Map(tree.docs.map((d) => [d.id, d]));
  // Blog posts meet the same standard as pages.
  const blog = readBlog(SITE, 'ru');
  const posts = blog?.posts ?? [];
  // Every sidebar and every unlisted document of the site map is written and must stay so.
  const required = [...Object.values(config.docs.sidebars).flatMap((items) => docIdsOf(items)), ...config.docs.unlisted];
  let warnings: Warning[] = [];

  beforeAll(async () => {
    const builder = new SiteBuilder({ siteDir: SITE, locale: 'ru', outDir: path.join(SITE, '.tmp', 'content-test'), reporter: { phase() {}, tick() {}, info() {}, warn() {} } });
    await builder.load();
    await builder.prepare();
    warnings = [...builder.state.values()].flatMap((s) => s.warnings);
  });

  it('has every page whose depth is measured against a reference', () => {
    expect(Object.keys(REFERENCE_PROSE_WORDS).filter((id) => !byId.has(id))).toEqual([]);
  });

  it('has every page the sidebars and the unlisted list name', () => {
    expect(required.filter((id) => !byId.has(id))).toEqual([]);
  });

  it('has no broken internal links or anchors, and no duplicate routes', () => {
    // Redirects to pages that are not written yet are reported by the build, not failures of content.
    const broken = warnings.filter((w) => /^(Broken|Duplicate)/.test(w.message));
    expect(broken.map((w) => `${w.position.file}:${w.position.line}: ${w.message}`)).toEqual([]);
  });

  it('has a blog of at least 6 posts spread over at least two years, each with a list excerpt', () => {
    expect(posts.length).toBeGreaterThanOrEqual(6);
    expect(new Set(posts.map((p) => new Date(p.date).getUTCFullYear())).size).toBeGreaterThanOrEqual(2);
    expect(posts.filter((p) => p.excerpt === undefined).map((p) => p.doc.relFile)).toEqual([]);
  });

  for (const doc of [...tree.docs, ...posts.map((p) => p.doc)]) {
    describe(doc.id, () => {
      const source = fs.readFileSync(doc.file, 'utf8');
      const { words, paragraphs } = proseOf(doc.body);

      it('has a title and a description', () => {
        expect(doc.frontmatter.title?.length ?? 0).toBeGreaterThan(0);
        expect(doc.frontmatter.description?.length ?? 0).toBeGreaterThan(20);
      });

      it(`has at least ${MIN_PROSE_WORDS} words of prose`, () => {
        expect(words.length).toBeGreaterThanOrEqual(MIN_PROSE_WORDS);
      });

      it('has no English paragraph', () => {
        const english = paragraphs.filter((p) => isEnglishParagraph(p.text)).map((p) => `line ${p.line + doc.bodyLineOffset}: ${p.text.slice(0, 80)}`);
        expect(english).toEqual([]);
      });

      it('has no placeholder text', () => {
        const hits = source.split('\n').flatMap((l, i) => (PLACEHOLDER.test(l) ? [`line ${i + 1}: ${l.trim().slice(0, 80)}`] : []));
        expect(hits).toEqual([]);
      });

      const reference = REFERENCE_PROSE_WORDS[doc.id];
      if (reference !== undefined) {
        it(`covers its reference page: at least ${MIN_DEPTH_RATIO}× its ${reference} words of prose`, () => {
          expect(words.length).toBeGreaterThanOrEqual(Math.ceil(reference * MIN_DEPTH_RATIO));
        });
      }

      it('is structured with h2 headings', () => {
        expect(/^## /m.test(doc.body)).toBe(true);
      });
    });
  }
});
