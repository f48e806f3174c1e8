// Heading ids ("{#custom}" kept, others slugged as Docusaurus does), the leading h1 as title, and the h2–h3
// table of contents.
import type { Root, Heading, Text, PhrasingContent } from 'mdast';
import GithubSlugger from 'github-slugger';
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
    const first = tree.children.find((n) => n.type !== 'html' && n.type !== 'yaml' && !(n.type === 'paragraph' && n.children.length === 0));
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
    // Ids as Docusaurus makes them (github-slugger: Cyrillic kept, "store_ref" kept), so that links written
    // for the reference site land; the transliterated id of earlier tondocs versions stays as an extra anchor.
    const github = new GithubSlugger();
    const taken = new Set(explicit.values());
    for (const h of headings) {
      const text = toString(h).trim();
      let id = explicit.get(h);
      if (id === undefined) {
        const legacy = slugger.slug(text);
        let gh = github.slug(text);
        while (taken.has(gh)) gh = github.slug(text);
        id = gh.replace(/^-+$/, '') || legacy;
        taken.add(id);
        if (legacy !== id) {
          const alias = { type: 'text', value: '', data: { hName: 'span', hProperties: { id: legacy, className: ['heading-alias'] }, hChildren: [] } } as unknown as PhrasingContent;
          h.children.unshift(alias);
          out.anchors.push(legacy);
        }
      }
      h.data = { ...h.data, hProperties: { ...(h.data?.hProperties ?? {}), id } };
      out.anchors.push(id);
      if (h.depth >= ctx.tocMin && h.depth <= ctx.tocMax) out.toc.push({ id, text, depth: h.depth });
    }
    file.data.headings = out;
  };
}
