// Hidden lines in code fences, twoslash-style: a comment line `---cut---` ends a hidden setup, `---cut-after---`
// starts a hidden tail. `tondocs check-code` compiles the whole fence; readers see only the lines in between.
import type { Root, Code } from 'mdast';
import { walk } from './walk.ts';

/** The comment prefixes of the languages we check: //, ;; (FunC), # and -- for the rest. */
const MARKER = /^\s*(?:\/\/|;;|#|--)\s*---(cut|cut-after)---\s*$/;

export interface HiddenSplit {
  /** The lines readers see. */
  visible: string;
  /** Hidden lines before the visible ones, the `---cut---` marker included. */
  setupLines: number;
  /** Hidden lines after the visible ones, the `---cut-after---` marker included. */
  tailLines: number;
}

export function splitHiddenLines(value: string): HiddenSplit {
  const lines = value.split('\n');
  let cut = -1;
  let after = -1;
  lines.forEach((line, i) => {
    const m = MARKER.exec(line);
    if (!m) return;
    if (m[1] === 'cut' && after === -1) cut = i;
    else if (m[1] === 'cut-after' && after === -1) after = i;
  });
  if (cut === -1 && after === -1) return { visible: value, setupLines: 0, tailLines: 0 };
  const end = after === -1 ? lines.length : after;
  return { visible: lines.slice(cut + 1, end).join('\n'), setupLines: cut + 1, tailLines: lines.length - end };
}

/** A Markdown block shows page source as it is, fences and markers included. */
const SHOWS_SOURCE = /^(?:md|markdown|mdx)$/i;

export function hidesLines(lang: string | null | undefined): boolean {
  return !SHOWS_SOURCE.test(lang ?? '');
}

/** Removes the hidden lines from every code block before highlighting, so `{1,3}` counts visible lines. */
export function remarkHiddenSetup() {
  return (tree: Root) => {
    walk(tree as never, (n: { type: string }) => {
      if (n.type !== 'code') return;
      const node = n as Code;
      if (!hidesLines(node.lang)) return;
      const split = splitHiddenLines(node.value);
      if (split.setupLines || split.tailLines) node.value = split.visible;
    });
  };
}
