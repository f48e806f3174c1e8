import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMarkdownProcessor, renderMarkdown } from '../src/markdown/pipeline.ts';

const processor = createMarkdownProcessor();
const render = (lang: string, code: string) =>
  renderMarkdown(processor, `\`\`\`${lang}\n${code}\n\`\`\`\n`, { file: path.join(import.meta.dirname, 'x.md'), relFile: 'x.md', siteDir: import.meta.dirname, bodyLineOffset: 0, tocMin: 2, tocMax: 3, htmlLang: 'ru', routeOfFile: () => undefined }).html;

describe('TON language grammars', () => {
  it('highlights Tolk', () => {
    const html = render('tolk', 'fun onInternalMessage(in: InMessage) {\n    val x: int32 = 10; // note\n}');
    expect(html).toContain('<span class="token keyword">fun</span>');
    expect(html).toContain('<span class="token function">onInternalMessage</span>');
    expect(html).toContain('<span class="token class-name">int32</span>');
    expect(html).toContain('<span class="token comment">// note</span>');
  });

  it('highlights FunC with its comments and method calls', () => {
    const html = render('func', ';; storage\n() recv_internal(slice in_msg) impure {\n  int op = in_msg~load_uint(32); {- block -}\n}');
    expect(html).toContain('<span class="token comment">;; storage</span>');
    expect(html).toContain('<span class="token keyword">impure</span>');
    expect(html).toContain('<span class="token function">~load_uint</span>');
    expect(html).toContain('<span class="token comment">{- block -}</span>');
  });

  it('highlights Tact, Fift and TL-B', () => {
    expect(render('tact', 'contract Counter { receive("inc") { self.val += 1; } }')).toContain('<span class="token keyword">contract</span>');
    expect(render('fift', '"Asm.fif" include\n<b 0 32 u, b> // cell')).toContain('<span class="token string">&quot;Asm.fif&quot;</span>');
    const tlb = render('tlb', 'transfer#0f8a7ea5 query_id:uint64 amount:(VarUInteger 16) = InternalMsgBody;');
    expect(tlb).toContain('<span class="token constructor function">transfer#0f8a7ea5</span>');
    expect(tlb).toContain('<span class="token field property">query_id</span>');
  });
});
