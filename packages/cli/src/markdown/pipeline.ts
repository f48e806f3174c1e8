// Markdown -> HTML for one document: remark (GFM, directives, ids, links) -> rehype (raw HTML, highlighting)
// -> rehype-react with the theme's components -> static markup. One frozen processor serves a whole build.
import { unified, type Processor } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkRehype from 'remark-rehype';
import rehypeRaw from 'rehype-raw';
import rehypeReact from 'rehype-react';
import type { Root as MdRoot, Code } from 'mdast';
import type { Root as HastRoot } from 'hast';
import { VFile } from 'vfile';
import { walk } from './walk.ts';
import * as jsxRuntime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactElement } from 'react';
import { createElement } from 'react';
import { catalogueFor, markdownComponents, StringsContext } from '@tondocs/theme';
import { normalizeAdmonitionTitles, remarkAdmonitions } from './admonitions.ts';
import { remarkHeadings, type HeadingData } from './headings.ts';
import { remarkLinks } from './links.ts';
import { remarkHiddenSetup } from './hidden-setup.ts';
import { remarkTabs } from './tabs.ts';
import { rehypeSafety } from './safety.ts';
import { rehypeRussianTypography } from './typography.ts';
import { textEvents } from '../search/records.ts';
import { rehypeHighlight, highlightOptions, rehypeCodeBlocks } from './highlight.ts';
import type { CodeSample, ImageRef, MarkdownContext, MarkdownResult, OutgoingLink } from './types.ts';

function remarkCollectCode() {
  return (tree: MdRoot, file: VFile) => {
    const ctx = file.data.ctx as MarkdownContext;
    const code: CodeSample[] = [];
    let hasHtml = false;
    walk(tree as never, (node: { type: string }) => {
      if (node.type === 'code') {
        const c = node as Code;
        code.push({ lang: c.lang ?? '', meta: c.meta ?? '', value: c.value, line: (c.position?.start.line ?? 1) + ctx.bodyLineOffset });
      } else if (node.type === 'html') hasHtml = true;
    });
    file.data.code = code;
    file.data.hasHtml = hasHtml;
  };
}

/** Footnote labels in the language of the text (remark-rehype takes them once per processor, not per file). */
function rehypeFootnoteLabels() {
  return (tree: HastRoot, file: VFile) => {
    const strings = catalogueFor((file.data.ctx as MarkdownContext).htmlLang);
    walk(tree as never, (node: HastRoot['children'][number]) => {
      if (node.type !== 'element') return;
      if (node.properties.id === 'footnote-label') node.children = [{ type: 'text', value: strings.footnotes }];
      else if (node.properties.dataFootnoteBackref !== undefined) node.properties.ariaLabel = strings.footnoteBack;
    });
  };
}

/** rehype-raw costs a full HTML re-parse: only pay it when the document has raw HTML. */
function rehypeRawWhenNeeded() {
  const raw = rehypeRaw();
  return (tree: HastRoot, file: VFile) => (file.data.hasHtml ? raw(tree, file) : tree);
}

type MarkdownProcessor = Processor<MdRoot, MdRoot, HastRoot, undefined, ReactElement>;

export function createMarkdownProcessor(): MarkdownProcessor {
  return unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkDirective)
    .use(remarkTabs)
    .use(remarkAdmonitions)
    .use(remarkHeadings)
    .use(remarkLinks)
    .use(remarkHiddenSetup)
    .use(remarkCollectCode)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeFootnoteLabels)
    .use(rehypeRawWhenNeeded)
    .use(rehypeSafety)
    .use(rehypeRussianTypography)
    .use(rehypeHighlight, highlightOptions)
    .use(rehypeCodeBlocks)
    .use(rehypeReact, { ...jsxRuntime, components: markdownComponents } as never)
    .freeze() as unknown as MarkdownProcessor;
}

export function renderMarkdown(processor: MarkdownProcessor, body: string, ctx: MarkdownContext): MarkdownResult {
  const file = new VFile({ path: ctx.file, value: normalizeAdmonitionTitles(body), data: { ctx } });
  const tree = processor.runSync(processor.parse(file), file);
  const element = processor.stringify(tree, file);
  const headings = file.data.headings as HeadingData;
  // Footnote ids exist on the page too; they are anchors a link may target.
  const anchors = [...headings.anchors];
  walk(tree as never, (el: { type: string; tagName?: string; properties?: { id?: unknown } }) => {
    if (el.type !== 'element') return;
    const id = el.properties?.id;
    if (typeof id === 'string' && el.tagName !== 'h2' && el.tagName !== 'h3') anchors.push(id);
  });
  // The text's own language, not the reader's UI: a fallback page keeps its admonition titles in its language.
  const html = renderToStaticMarkup(createElement(StringsContext.Provider, { value: catalogueFor(ctx.htmlLang) }, element));
  return {
    html,
    text: textEvents(html),
    h1: headings.h1,
    toc: headings.toc,
    anchors: [...new Set(anchors)],
    links: file.data.links as OutgoingLink[],
    images: file.data.images as ImageRef[],
    code: file.data.code as CodeSample[],
  };
}
