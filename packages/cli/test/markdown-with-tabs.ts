// The Markdown pipeline with remarkTabs in it, for tests written before pipeline.ts uses the plugin:
// the same plugins in the same order as createMarkdownProcessor(), remarkTabs right after directives.
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkRehype from 'remark-rehype';
import rehypeRaw from 'rehype-raw';
import rehypeReact from 'rehype-react';
import type { Root as MdRoot } from 'mdast';
import type { Root as HastRoot } from 'hast';
import { VFile } from 'vfile';
import * as jsxRuntime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactElement } from 'react';
import { markdownComponents } from '@tondocs/theme';
import { normalizeAdmonitionTitles, remarkAdmonitions } from '../src/markdown/admonitions.ts';
import { rehypeCodeBlocks, rehypeHighlight, highlightOptions } from '../src/markdown/highlight.ts';
import { remarkTabs } from '../src/markdown/tabs.ts';
import type { MarkdownContext } from '../src/markdown/types.ts';

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkDirective)
  .use(remarkTabs)
  .use(remarkAdmonitions)
  .use(remarkRehype, { allowDangerousHtml: true })
  .use(rehypeRaw)
  .use(rehypeHighlight, highlightOptions)
  .use(rehypeCodeBlocks)
  .use(rehypeReact, { ...jsxRuntime, components: markdownComponents } as never)
  .freeze();

/** Static HTML of a Markdown body, as a doc page would carry it. */
export function renderWithTabs(markdown: string, ctx: Partial<MarkdownContext> = {}): string {
  const file = new VFile({ path: 'doc.md', value: normalizeAdmonitionTitles(markdown), data: { ctx: { relFile: 'content/ru/docs/doc.md', bodyLineOffset: 0, ...ctx } } });
  const tree = processor.runSync(processor.parse(file) as MdRoot, file) as HastRoot;
  return renderToStaticMarkup(processor.stringify(tree, file) as unknown as ReactElement);
}

const tabsOnly = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).use(remarkTabs).use(remarkRehype).use(rehypeReact, { ...jsxRuntime } as never).freeze();

/**
 * The tabs of a Markdown snippet as one line of raw HTML that any Markdown page can embed: code stays
 * plain <pre><code class="language-x"> (the site's own pipeline highlights it) and newlines inside code
 * are character references, so that the HTML block has no line break to end it early.
 */
export function tabsAsRawHtml(markdown: string): string {
  const file = new VFile({ path: 'doc.md', value: markdown, data: { ctx: { relFile: 'content/ru/docs/doc.md', bodyLineOffset: 0 } } });
  const tree = tabsOnly.runSync(tabsOnly.parse(file) as MdRoot, file) as HastRoot;
  return renderToStaticMarkup(tabsOnly.stringify(tree, file) as unknown as ReactElement).replace(/\n/g, '&#10;');
}
