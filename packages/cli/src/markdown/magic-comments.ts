// Docusaurus magic comments in code blocks: `// highlight-next-line`, `// highlight-start` ... `// highlight-end`
// (and the `#`, `/* */`, `{/* */}`, `<!-- -->`, `--`, `;;`, `%` forms of other languages) highlight lines and
// are removed from the shown code; the highlighted lines join the fence's own `{1,3-5}`.
import type { Root, Code } from 'mdast';
import { walk } from './walk.ts';
import { expandRanges } from './code-meta.ts';

const MAGIC = /^\s*(?:\/\/|#|--|;;|%|\/\*|\{\s*\/\*|<!--)\s*(highlight-next-line|highlight-start|highlight-end)\s*(?:\*\/\s*\}?|-->)?\s*$/;
const RANGES = /\{([\d,\s-]+)\}/;

export interface MagicResult {
  value: string;
  /** 1-based lines of the returned value to highlight. */
  highlight: number[];
}

export function applyMagicComments(value: string): MagicResult | null {
  if (!value.includes('highlight-')) return null;
  const kept: string[] = [];
  const highlight: number[] = [];
  let next = false;
  let depth = 0;
  let found = false;
  for (const line of value.split('\n')) {
    const m = MAGIC.exec(line);
    if (m) {
      found = true;
      if (m[1] === 'highlight-next-line') next = true;
      else if (m[1] === 'highlight-start') depth++;
      else depth = Math.max(0, depth - 1);
      continue;
    }
    kept.push(line);
    if (next || depth > 0) highlight.push(kept.length);
    next = false;
  }
  return found ? { value: kept.join('\n'), highlight } : null;
}

/** Writes a line set back as a meta range list: [1,2,3,5] -> "1-3,5". */
export function rangeList(lines: number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < lines.length; ) {
    let j = i;
    while (j + 1 < lines.length && lines[j + 1] === lines[j]! + 1) j++;
    parts.push(i === j ? `${lines[i]}` : `${lines[i]}-${lines[j]}`);
    i = j + 1;
  }
  return parts.join(',');
}

export function remarkMagicComments() {
  return (tree: Root) => {
    walk(tree as never, (n: { type: string }) => {
      if (n.type !== 'code') return;
      const node = n as Code;
      const result = applyMagicComments(node.value);
      if (!result) return;
      node.value = result.value;
      const meta = node.meta ?? '';
      const own = RANGES.exec(meta);
      const lines = [...new Set([...(own ? expandRanges(own[1]!) : []), ...result.highlight])].sort((a, b) => a - b);
      const rest = meta.replace(RANGES, '').trim();
      node.meta = lines.length ? `${rest} {${rangeList(lines)}}`.trim() : rest || null;
    });
  };
}
