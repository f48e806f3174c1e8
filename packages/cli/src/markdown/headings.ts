// Heading ids ("{#custom}" kept, others slugged), the leading h1 as title, and the h2–h3 table of contents.
import type { Root, Heading, Text } from 'mdast';
import type { VFile } from 'vfile';
import { walk } from './walk.ts';
import { toString } from 'mdast-util-to-string';
import { Slugger } from './slug.ts';
import type { MarkdownContext, TocItem } from './types.ts';

const CUSTOM_ID = /\s*\{#([A-Za-z0-9_][\w.:-]*)\}\s*$/;

export interface HeadingData {
  h1?: string;
  toc: TocItem[];
  anchors: string[];
}

export function remarkHeadings() {
  return (tree: Root, file: VFile) => {
    const ctx = file.data.ctx as MarkdownContext;
    const slugger = new Slugger();
    const out: HeadingData = { toc: [], anchors: [] };
    // A leading "# Title" is the page title (Docusaurus convention); the theme renders it once.
    const first = tree.children.find((n) => n.type !== 'html' && n.type !== 'yaml');
    if (first && first.type === 'heading' && first.depth === 1) {
      out.h1 = toString(first).replace(CUSTOM_ID, '');
      tree.children.splice(tree.children.indexOf(first), 1);
    }
    const headings: Heading[] = [];
    walk(tree as never, (n: { type: string }) => {
      if (n.type === 'heading') headings.push(n as Heading);
    });
    // Explicit ids first, so an automatic id never takes a name an author chose.
    const explicit = new Map<Heading, string>();
    for (const h of headings) {
      const last = h.children[h.children.length - 1];
      if (last && last.type === 'text') {
        const m = CUSTOM_ID.exec(last.value);
        if (m) {
          explicit.set(h, m[1]!);
          (last as Text).value = last.value.slice(0, m.index);
          slugger.reserve(m[1]!);
        }
      }
    }
    for (const h of headings) {
      const text = toString(h).trim();
      const id = explicit.get(h) ?? slugger.slug(text);
      h.data = { ...h.data, hProperties: { ...(h.data?.hProperties ?? {}), id } };
      out.anchors.push(id);
      if (h.depth >= ctx.tocMin && h.depth <= ctx.tocMax) out.toc.push({ id, text, depth: h.depth });
    }
    file.data.headings = out;
  };
}
