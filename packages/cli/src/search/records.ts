// Rendered doc -> DocSearch-style records: one per page title, one per heading h2–h6, one per paragraph,
// list item, table row, definition or summary. Code blocks, heading hash links, buttons and SVGs are left out;
// inline code stays. A streaming tokenizer (htmlparser2): no tree is built.
import { Parser } from 'htmlparser2';
import type { HeadingLevel, Hierarchy, SearchDocInput, SearchRecord } from '@tondocs/theme/search/types';

/** Elements whose text becomes one content record. */
const BLOCKS = new Set(['p', 'li', 'tr', 'dt', 'dd', 'summary', 'figcaption', 'caption', 'blockquote']);
/** Elements that separate blocks without being one. */
const CONTAINERS = new Set(['div', 'section', 'aside', 'ul', 'ol', 'table', 'details', 'dl', 'article', 'figure', 'hr']);
const HEADINGS: Record<string, number> = { h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 };
/** Elements skipped with everything inside. */
const SKIP_TAGS = new Set(['pre', 'script', 'style', 'svg', 'button', 'template', 'noscript', 'math', 'h1']);
const SKIP_CLASSES = ['code-block', 'hash-link'];
const CELL_SEPARATOR = ' · ';

type Attribs = Record<string, string>;

const hasClass = (attribs: Attribs, name: string) => (attribs.class ?? '').split(/\s+/).includes(name);

function skipped(name: string, attribs: Attribs): boolean {
  if (SKIP_TAGS.has(name)) return true;
  if ('data-footnote-ref' in attribs || 'data-footnote-backref' in attribs) return true;
  return SKIP_CLASSES.some((c) => hasClass(attribs, c));
}

/** Collapse whitespace; '' when nothing readable is left. */
export function cleanText(text: string): string {
  const t = text.replace(/[\u00ad\u200b-\u200d\u2060\ufeff]/g, '').replace(/\s+/g, ' ').trim();
  return /[\p{L}\p{N}]/u.test(t) ? t : '';
}

interface Frame {
  tag: string;
  text: string[];
  /** Table rows collect their cells. */
  cells?: string[];
  /** An admonition's title: a default one (a single word: Примечание, Warning) says nothing. */
  admonitionTitle?: boolean;
  /** Heading level and id; a table row's own id. */
  level?: number;
  id?: string;
}

/** What a page's body says, in order: headings (with their ids) and blocks of text. */
/** `id` on content: a row with an anchor of its own (`<tr id="F800">` of a reference table) links to it. */
export type TextEvent = { kind: 'heading'; level: number; id: string; text: string } | { kind: 'content'; text: string; id?: string };

/** Separates the sidebar label and the keywords in their record. */
const KEYWORD_SEPARATOR = ' · ';

/**
 * What a page says it is about, as text events to put right after its title: the description (a paragraph),
 * then the sidebar label (when it differs from the title) and the keywords in one record. These are the
 * author's words for the page (Жетоны, «Tolk · FunC · отличия», accept_message), often the reader's too.
 */
export function introEvents(frontmatter: { description?: string; sidebar_label?: string; keywords?: readonly string[] }, title: string): TextEvent[] {
  const out: TextEvent[] = [];
  const description = cleanText(frontmatter.description ?? '');
  if (description) out.push({ kind: 'content', text: description });
  const label = cleanText(frontmatter.sidebar_label ?? '');
  const names = [...new Set([label && label.toLowerCase() !== title.trim().toLowerCase() ? label : '', ...(frontmatter.keywords ?? []).map(cleanText)].filter(Boolean))];
  if (names.length) out.push({ kind: 'content', text: names.join(KEYWORD_SEPARATOR) });
  return out;
}

export function recordsFromDoc(doc: SearchDocInput): SearchRecord[] {
  return recordsFromEvents(doc, textEvents(doc.html));
}

/**
 * Records from the text events of a page. Split from the HTML parsing so that the parsing can run where the
 * HTML is made (the Markdown workers) and only this cheap step runs per locale.
 */
export function recordsFromEvents(doc: Omit<SearchDocInput, 'html'>, events: readonly TextEvent[]): SearchRecord[] {
  const records: SearchRecord[] = [];
  const heads: (string | null)[] = [null, null, null, null, null]; // lvl2..lvl6
  let anchor = '';
  let lastContent = '';

  const hierarchy = (): Hierarchy => ({ lvl0: doc.lvl0, lvl1: doc.title, lvl2: heads[0], lvl3: heads[1], lvl4: heads[2], lvl5: heads[3], lvl6: heads[4] });
  const push = (type: SearchRecord['type'], content: string | null, own?: string) =>
    records.push({
      objectID: `${doc.url}:${records.length}`,
      url: own || anchor ? `${doc.url}#${own || anchor}` : doc.url,
      type,
      hierarchy: hierarchy(),
      content,
      locale: doc.locale,
      tags: [...doc.tags],
    });

  push('lvl1', null);
  for (const e of events) {
    if (e.kind === 'content') {
      if (e.text === lastContent) continue;
      lastContent = e.text;
      push('content', e.text, e.id);
    } else {
      heads[e.level - 2] = e.text;
      for (let i = e.level - 1; i < heads.length; i++) heads[i] = null;
      anchor = e.id;
      lastContent = '';
      push(`lvl${e.level}` as HeadingLevel, null);
    }
  }
  return records;
}

/** Headings and text blocks of rendered body HTML (code blocks and heading links left out). */
export function textEvents(html: string): TextEvent[] {
  const events: TextEvent[] = [];
  const emitContent = (raw: string, id?: string) => {
    const text = cleanText(raw);
    if (text) events.push(id ? { kind: 'content', text, id } : { kind: 'content', text });
  };
  const emitHeading = (level: number, id: string, raw: string) => {
    const text = cleanText(raw);
    if (text) events.push({ kind: 'heading', level, id, text });
  };

  const root: Frame = { tag: '#root', text: [] };
  const frames: Frame[] = [root];
  /** Open elements, to match closing tags; `skipAt` is the depth of the skipped element we are inside. */
  const open: string[] = [];
  let skipAt = -1;

  const top = () => frames[frames.length - 1];
  /** Inside a table cell, paragraphs and lists are part of the cell's text. */
  const inCell = () => frames.some((f) => f.tag === 'td' || f.tag === 'th');
  /** A block starting inside another: what the outer one said so far is its own record, kept in order. */
  const flushOuter = () => {
    const f = top();
    if (f.level !== undefined || f.cells) return;
    if (f.text.length) emitContent(f.text.join(''));
    f.text = [];
  };

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        open.push(name);
        if (skipAt >= 0) return;
        if (skipped(name, attribs)) {
          skipAt = open.length;
          return;
        }
        if (name === 'br') {
          top().text.push(' ');
          return;
        }
        if (name === 'sup') top().text.push('^'); // 2<sup>32</sup> reads 2^32
        const level = HEADINGS[name];
        if (level) {
          flushOuter();
          frames.push({ tag: name, text: [], level, id: attribs.id ?? '' });
        } else if (name === 'td' || name === 'th') {
          frames.push({ tag: name, text: [] });
        } else if (BLOCKS.has(name) || CONTAINERS.has(name)) {
          if (inCell()) top().text.push(' ');
          else {
            flushOuter();
            if (BLOCKS.has(name)) frames.push(name === 'tr' ? { tag: name, text: [], cells: [], id: attribs.id } : { tag: name, text: [], admonitionTitle: hasClass(attribs, 'admonition-heading') });
          }
        }
      },
      ontext(text) {
        if (skipAt < 0) top().text.push(text);
      },
      onclosetag(name) {
        const depth = open.length;
        open.pop();
        if (skipAt >= 0) {
          if (depth === skipAt) skipAt = -1;
          return;
        }
        const f = top();
        if (name === 'sup' && f.text[f.text.length - 1] === '^') f.text.pop(); // a footnote reference: nothing left inside
        if (f.tag !== name || f === root) return;
        frames.pop();
        const text = f.text.join('');
        if (f.level !== undefined) emitHeading(f.level, f.id ?? '', text);
        else if (name === 'td' || name === 'th') {
          const row = top();
          if (row.cells) row.cells.push(cleanText(text));
          else row.text.push(` ${text} `);
        } else if (f.cells) emitContent(f.cells.filter(Boolean).join(CELL_SEPARATOR), f.id);
        else if (!f.admonitionTitle || /\s/.test(cleanText(text))) emitContent(text);
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  if (root.text.length) emitContent(root.text.join(''));
  return events;
}
