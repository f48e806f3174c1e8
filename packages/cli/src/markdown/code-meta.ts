// Fenced code meta: ```ts title="a.ts" {1,3-5} showLineNumbers fragment live
export interface CodeMeta {
  title?: string;
  highlight: number[];
  showLineNumbers: boolean;
  /** Deliberately partial sample: checked less strictly by `tondocs check-code`. */
  fragment: boolean;
  live: boolean;
}

export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const m = meta ?? '';
  const title = /\btitle=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(m);
  const ranges = /\{([\d,\s-]+)\}/.exec(m);
  return {
    title: title ? (title[1] ?? title[2] ?? title[3]) : undefined,
    highlight: ranges ? expandRanges(ranges[1]!) : [],
    showLineNumbers: /\bshowLineNumbers\b/.test(m),
    fragment: /\bfragment\b/.test(m),
    live: /\blive\b/.test(m),
  };
}

export function expandRanges(spec: string): number[] {
  const out = new Set<number>();
  for (const part of spec.split(',')) {
    const [a, b] = part.trim().split('-').map((x) => Number.parseInt(x, 10));
    if (a === undefined || Number.isNaN(a)) continue;
    const end = b === undefined || Number.isNaN(b) ? a : b;
    for (let i = a; i <= end; i++) out.add(i);
  }
  return [...out].sort((x, y) => x - y);
}
