// KaTeX's stylesheet and fonts, copied into the output only when a page has math; pages link it themselves.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

export const KATEX_CSS = 'assets/katex/katex.min.css';

/** Output path -> source file: the stylesheet and the woff2 fonts it names (every browser we serve reads woff2). */
export function katexFiles(): { abs: string; rel: string }[] {
  const css = createRequire(import.meta.url).resolve('katex/dist/katex.min.css');
  const fonts = path.join(path.dirname(css), 'fonts');
  return [
    { abs: css, rel: KATEX_CSS },
    ...fs
      .readdirSync(fonts)
      .filter((f) => f.endsWith('.woff2'))
      .sort()
      .map((f) => ({ abs: path.join(fonts, f), rel: `assets/katex/fonts/${f}` })),
  ];
}
