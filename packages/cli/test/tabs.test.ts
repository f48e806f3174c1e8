import { describe, expect, it } from 'vitest';
import { TondocsError } from '../src/errors.ts';
import path from 'node:path';
import { createMarkdownProcessor, renderMarkdown } from '../src/markdown/pipeline.ts';
import type { MarkdownContext } from '../src/markdown/types.ts';

const processor = createMarkdownProcessor();
function renderWithTabs(markdown: string, ctx: Partial<MarkdownContext> = {}): string {
  return renderMarkdown(processor, markdown, { file: path.join(import.meta.dirname, 'tabs.md'), relFile: 'content/ru/docs/tabs.md', siteDir: import.meta.dirname, bodyLineOffset: 0, tocMin: 2, tocMax: 3, htmlLang: 'ru', routeOfFile: () => undefined, ...ctx }).html;
}

const TABS = `
::::tabs{groupId="lang"}
:::tab[FunC]
\`\`\`func
int f() { return 1; }
\`\`\`
:::
:::tab[Tolk]{value="tolk-lang"}
Текст **Tolk**.
:::
::::
`;

describe('markdown: tabs', () => {
  it('renders an accessible tab list with every panel in the HTML, the first one visible', () => {
    const html = renderWithTabs(TABS);
    expect(html).toContain('<div class="tabs" data-group="lang"><div class="tabs-list" role="tablist">');
    expect(html).toContain('<button type="button" role="tab" id="tabs-1-tab-1" class="tabs-tab" aria-selected="true" aria-controls="tabs-1-panel-1" tabindex="0" data-value="func">FunC</button>');
    expect(html).toContain('<button type="button" role="tab" id="tabs-1-tab-2" class="tabs-tab" aria-selected="false" aria-controls="tabs-1-panel-2" tabindex="-1" data-value="tolk-lang">Tolk</button>');
    expect(html).toContain('<div class="tabs-panel" role="tabpanel" id="tabs-1-panel-1" aria-labelledby="tabs-1-tab-1" tabindex="0" data-value="func" data-label="FunC"><div class="code-block"');
    expect(html).toContain('id="tabs-1-panel-2" aria-labelledby="tabs-1-tab-2" tabindex="0" data-value="tolk-lang" data-label="Tolk" hidden=""><p>Текст <strong>Tolk</strong>.</p>');
    // The label paragraph is consumed, not rendered as text.
    expect(html).not.toContain('<p>FunC</p>');
  });

  it('selects the tab marked default, numbers groups per document and omits data-group without a groupId', () => {
    const html = renderWithTabs('::::tabs\n:::tab[A]\na\n:::\n:::tab[B]{default}\nb\n:::\n::::\n\n::::tabs\n:::tab[C]\nc\n:::\n::::\n');
    expect(html).toContain('<div class="tabs"><div class="tabs-list" role="tablist">');
    expect(html).toMatch(/id="tabs-1-tab-1"[^>]*aria-selected="false"/);
    expect(html).toMatch(/id="tabs-1-tab-2"[^>]*aria-selected="true"/);
    expect(html).toMatch(/id="tabs-1-panel-1"[^>]*hidden=""/);
    expect(html).toContain('id="tabs-2-tab-1"');
  });

  it('reports malformed groups with the file and line', () => {
    const error = (md: string) => {
      try {
        renderWithTabs(md, { bodyLineOffset: 3 });
      } catch (e) {
        return e as TondocsError;
      }
      throw new Error('expected an error');
    };
    const stray = error('text\n\n::::tabs\nstray paragraph\n:::tab[A]\na\n:::\n::::\n');
    expect(stray).toBeInstanceOf(TondocsError);
    expect(stray.message).toBe('"::::tabs" may only contain ":::tab[Label]" blocks');
    expect(stray.position).toMatchObject({ file: 'content/ru/docs/tabs.md', line: 6 });
    expect(error(':::tab[A]\na\n:::\n').message).toBe('":::tab" outside a "::::tabs" block');
    expect(error('::::tabs\n:::tab\na\n:::\n::::\n').message).toBe('":::tab" without a label');
    expect(error('::::tabs\n:::tab[A]\na\n:::\n:::tab[a]\nb\n:::\n::::\n').message).toBe('Two tabs of one group share the value "a"');
  });
});

describe('markdown: details', () => {
  it('renders :::details[Summary] as details/summary, keeping inline Markdown in the summary', () => {
    const html = renderWithTabs(':::details[Как устроен `BOC`]\nСодержимое.\n:::\n');
    expect(html).toBe('<details class="details"><summary>Как устроен <code>BOC</code></summary><p>Содержимое.</p></details>');
  });

  it('keeps raw <details> HTML as it was', () => {
    const html = renderWithTabs('<details>\n<summary>Итог</summary>\n\nТекст.\n\n</details>\n');
    expect(html).toContain('<details>');
    expect(html).toContain('<summary>Итог</summary>');
  });
});
