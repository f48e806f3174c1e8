// Hidden setup lines: `---cut---` and `---cut-after---` comment lines hide code from readers, not from check-code.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMarkdownProcessor, renderMarkdown } from '../src/markdown/pipeline.ts';
import { splitHiddenLines } from '../src/markdown/hidden-setup.ts';
import type { MarkdownContext } from '../src/markdown/types.ts';

const processor = createMarkdownProcessor();
const ctx: MarkdownContext = {
  file: path.join(import.meta.dirname, 'page.md'),
  relFile: 'content/ru/docs/page.md',
  siteDir: import.meta.dirname,
  bodyLineOffset: 0,
  tocMin: 2,
  tocMax: 3,
  htmlLang: 'ru',
  routeOfFile: () => undefined,
};

describe('hidden setup lines', () => {
  it('splits a fence at the cut markers of every comment style', () => {
    expect(splitHiddenLines('a\n// ---cut---\nb\nc')).toEqual({ visible: 'b\nc', setupLines: 2, tailLines: 0 });
    expect(splitHiddenLines('global int x;\n  ;;   ---cut---  \nx = 1;')).toEqual({ visible: 'x = 1;', setupLines: 2, tailLines: 0 });
    expect(splitHiddenLines('# ---cut---\necho hi')).toEqual({ visible: 'echo hi', setupLines: 1, tailLines: 0 });
    expect(splitHiddenLines('-- ---cut---\nselect 1')).toEqual({ visible: 'select 1', setupLines: 1, tailLines: 0 });
    expect(splitHiddenLines('fun f() {\n// ---cut---\nbody();\n// ---cut-after---\n}')).toEqual({ visible: 'body();', setupLines: 2, tailLines: 2 });
    // The last cut before the tail wins; text after the marker or another word is not a marker.
    expect(splitHiddenLines('a\n// ---cut---\nb\n// ---cut---\nc')).toEqual({ visible: 'c', setupLines: 4, tailLines: 0 });
    expect(splitHiddenLines('// ---cut--- here\n// see ---cut---\nx')).toEqual({ visible: '// ---cut--- here\n// see ---cut---\nx', setupLines: 0, tailLines: 0 });
  });

  it('never shows hidden lines to readers, and line highlights count visible lines', () => {
    const src = [
      '```tolk {1} showLineNumbers',
      'struct SecretSetup { x: int }',
      'fun onInternalMessage(in: InMessage) {',
      '// ---cut---',
      'val visibleLine = 1;',
      '// ---cut-after---',
      '}',
      '```',
      '',
    ].join('\n');
    const r = renderMarkdown(processor, src, ctx);
    expect(r.html).toContain('visibleLine');
    expect(r.html).not.toContain('SecretSetup');
    expect(r.html).not.toContain('onInternalMessage');
    expect(r.html).not.toContain('---cut');
    // Line 1 of what the reader sees is highlighted, and it is the only numbered line.
    expect(r.html).toMatch(/<span class="code-line line-number highlight-line" line="1">(<span class="token keyword">)?val(<\/span>)? visibleLine/);
    expect(r.html).not.toContain('line="2"');
    expect(r.code).toEqual([{ lang: 'tolk', meta: '{1} showLineNumbers', value: 'val visibleLine = 1;', line: 1 }]);
  });

  it('leaves fences without markers alone, and Markdown blocks that show the syntax', () => {
    expect(renderMarkdown(processor, '```bash\n# install\nnpm i\n```\n', ctx).html).toContain('# install');
    const shown = renderMarkdown(processor, '````md\n```ts\nconst setup = 1;\n// ---cut---\nsetup;\n```\n````\n', ctx);
    expect(shown.code[0]!.value).toBe('```ts\nconst setup = 1;\n// ---cut---\nsetup;\n```');
    expect(shown.html).toContain('---cut---');
  });
});
