// Build-time highlighting with refractor (Prism grammars): nothing of the highlighter reaches the browser.
import { refractor } from 'refractor/core';
import bash from 'refractor/bash';
import c from 'refractor/c';
import cpp from 'refractor/cpp';
import diff from 'refractor/diff';
import go from 'refractor/go';
import java from 'refractor/java';
import javascript from 'refractor/javascript';
import json from 'refractor/json';
import jsx from 'refractor/jsx';
import kotlin from 'refractor/kotlin';
import markdown from 'refractor/markdown';
import python from 'refractor/python';
import tsx from 'refractor/tsx';
import typescript from 'refractor/typescript';
import yaml from 'refractor/yaml';
import rust from 'refractor/rust';
import solidity from 'refractor/solidity';
import type { Element, Root } from 'hast';
import type { Root as MdRoot, Code } from 'mdast';
import { walk } from './walk.ts';
import { visit } from 'unist-util-visit';
import rehypePrismGenerator from 'rehype-prism-plus/generator';
import { parseCodeMeta } from './code-meta.ts';
import { tonGrammars } from './grammars/index.ts';

for (const lang of [bash, c, cpp, diff, go, java, javascript, json, jsx, kotlin, markdown, python, tsx, typescript, yaml, rust, solidity, ...tonGrammars]) {
  refractor.register(lang);
}
refractor.alias({ bash: ['sh', 'shell', 'console'], typescript: ['ts'], javascript: ['js'], markdown: ['md'] });

export const rehypeHighlight = rehypePrismGenerator(refractor);
export const highlightOptions = { ignoreMissing: true };

/**
 * The fence meta travels as a property of <code>, not as node data: the raw-HTML pass (rehype-raw) re-parses
 * the tree and keeps properties only, so a page with `<br/>` or `<sup>` used to lose every code title.
 */
export function remarkKeepCodeMeta() {
  return (tree: MdRoot) => {
    walk(tree as never, (n: { type: string }) => {
      if (n.type !== 'code') return;
      const node = n as Code;
      if (node.meta) node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), metastring: node.meta } };
    });
  };
}

/** Fence languages a `live` playground can run, and the runner's name for them. */
const LIVE_LANGUAGES: Record<string, 'ts' | 'js'> = { ts: 'ts', typescript: 'ts', js: 'js', javascript: 'js' };

/**
 * Wraps each highlighted <pre> in a <codeblock> element that the theme's CodeBlock component renders
 * (title bar, copy button, line numbers); the meta travels as properties.
 */
export function rehypeCodeBlocks() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'pre' || !parent || index === undefined) return;
      const code = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
      if (!code) return;
      const metastring = code.properties.metastring;
      delete code.properties.metastring;
      const meta = parseCodeMeta((code.data as { meta?: string } | undefined)?.meta ?? (typeof metastring === 'string' ? metastring : ''));
      const langClass = ((code.properties.className as string[] | undefined) ?? []).find((c) => c.startsWith('language-'));
      const wrapper: Element = {
        type: 'element',
        tagName: 'codeblock',
        properties: {
          language: langClass ? langClass.slice(9) : 'text',
          ...(meta.title ? { title: meta.title } : {}),
          ...(meta.showLineNumbers ? { lineNumbers: 'true' } : {}),
          ...(meta.live && langClass && LIVE_LANGUAGES[langClass.slice(9)] ? { live: LIVE_LANGUAGES[langClass.slice(9)] } : {}),
        },
        children: [node],
      };
      parent.children[index] = wrapper;
      return 'skip';
    });
  };
}
