// Markdown -> HTML for one document: remark (GFM, directives, ids, links) -> rehype (raw HTML, highlighting)
// -> rehype-react with the theme's components -> static markup. One frozen processor serves a whole build.
import { unified, type Processor } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkRehype from 'remark-rehype';
import rehypeRaw from 'rehype-raw';
import rehypeReact from 'rehype-react';
import remarkMdx from 'remark-mdx';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import type {} from 'mdast-util-mdx';
import type { Root as MdRoot, Code } from 'mdast';
import type { Root as HastRoot } from 'hast';
import { VFile } from 'vfile';
import { walk } from './walk.ts';
import * as jsxRuntime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactElement } from 'react';
import { createElement } from 'react';
import { catalogueFor, StringsContext } from '@tondocs/theme';
import { markdownComponentsWithOverrides, OverriddenContext } from './theme-placeholders.ts';
import { normalizeAdmonitionTitles, remarkAdmonitions } from './admonitions.ts';
import { remarkHeadings, type HeadingData } from './headings.ts';
import { remarkLinks } from './links.ts';
import { remarkHiddenSetup } from './hidden-setup.ts';
import { remarkTabs } from './tabs.ts';
import { rehypeSafety } from './safety.ts';
import { rehypeRussianTypography } from './typography.ts';
import { rehypeRowAnchors } from './row-anchors.ts';
import { textEvents } from '../search/records.ts';
import { rehypeHighlight, highlightOptions, rehypeCodeBlocks, remarkKeepCodeMeta } from './highlight.ts';
import { remarkMdxComponents } from './mdx/components.ts';
import { remarkMagicComments } from './magic-comments.ts';
import { remarkNpm2Yarn } from './npm2yarn.ts';
import { TondocsError } from '../errors.ts';
import type { CodeSample, ImageRef, MarkdownContext, MarkdownResult, Notice, OutgoingLink } from './types.ts';

function remarkCollectCode() {
  return (tree: MdRoot, file: VFile) => {
    const ctx = file.data.ctx as MarkdownContext;
    const code: CodeSample[] = [];
    let hasHtml = false;
    let math = false;
    walk(tree as never, (node: { type: string }) => {
      if (node.type === 'math' || node.type === 'inlineMath') math = true;
      else if (node.type === 'code') {
        const c = node as Code;
        code.push({ lang: c.lang ?? '', meta: c.meta ?? '', value: c.value, line: (c.position?.start.line ?? 1) + ctx.bodyLineOffset });
      } else if (node.type === 'html') hasHtml = true;
    });
    file.data.code = code;
    file.data.hasHtml = hasHtml;
    file.data.math = math;
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

/** KaTeX at build time: the reader gets HTML and MathML, no script. */
function rehypeMathWhenNeeded() {
  const katex = rehypeKatex({ output: 'htmlAndMathml', strict: false });
  return (tree: HastRoot, file: VFile) => (file.data.math ? katex(tree, file) : tree);
}

export interface ProcessorOptions {
  /** MDX syntax (ESM, JSX, expressions) and `$math$`: for `.mdx` files only, so `.md` stays CommonMark + GFM. */
  mdx?: boolean;
}

export function createMarkdownProcessor(options: ProcessorOptions = {}): MarkdownProcessor {
  const base = unified().use(remarkParse);
  if (options.mdx) base.use(remarkMdx).use(remarkMath);
  return base
    .use(remarkGfm)
    .use(remarkDirective)
    .use(remarkMdxComponents)
    .use(remarkNpm2Yarn)
    .use(remarkTabs)
    .use(remarkAdmonitions)
    .use(remarkHeadings)
    .use(remarkLinks)
    .use(remarkHiddenSetup)
    .use(remarkMagicComments)
    .use(remarkCollectCode)
    .use(remarkKeepCodeMeta)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeFootnoteLabels)
    .use(rehypeRawWhenNeeded)
    .use(rehypeSafety)
    .use(rehypeMathWhenNeeded)
    .use(rehypeRussianTypography)
    .use(rehypeRowAnchors)
    .use(rehypeHighlight, highlightOptions)
    .use(rehypeCodeBlocks)
    .use(rehypeReact, { ...jsxRuntime, components: markdownComponentsWithOverrides } as never)
    .freeze() as unknown as MarkdownProcessor;
}

export function renderMarkdown(processor: MarkdownProcessor, body: string, ctx: MarkdownContext): MarkdownResult {
  const file = new VFile({ path: ctx.file, value: normalizeAdmonitionTitles(body), data: { ctx } });
  const tree = processor.runSync(parse(processor, file, ctx), file);
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
  const overridden = createElement(OverriddenContext.Provider, { value: new Set(ctx.themeOverrides ?? []) }, element);
  const html = renderToStaticMarkup(createElement(StringsContext.Provider, { value: catalogueFor(ctx.htmlLang) }, overridden));
  return {
    html,
    text: textEvents(html),
    h1: headings.h1,
    toc: headings.toc,
    anchors: [...new Set(anchors)],
    links: file.data.links as OutgoingLink[],
    images: file.data.images as ImageRef[],
    code: file.data.code as CodeSample[],
    notices: (file.data.notices as Notice[] | undefined) ?? [],
    math: Boolean(file.data.math),
  };
}

/** An MDX syntax error (an unclosed tag, a `<!-- -->` comment) stops the page with its place and a way out. */
function parse(processor: MarkdownProcessor, file: VFile, ctx: MarkdownContext): MdRoot {
  try {
    return processor.parse(file);
  } catch (e) {
    const m = e as { reason?: string; line?: number; column?: number; message?: string };
    if (!ctx.mdx || m.line === undefined) throw e;
    throw new TondocsError(`MDX syntax error: ${m.reason ?? m.message}`, {
      position: { file: ctx.relFile, line: m.line + ctx.bodyLineOffset, column: m.column },
      hint: 'Fix the JSX there (close the tag, write "{/* comment */}" instead of "<!-- -->", escape a literal "<" or "{" as "\\<" or "\\{"), or rename the file to .md if it has no JSX.',
    });
  }
}
