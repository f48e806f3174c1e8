import { describe, expect, it } from 'vitest';
import { adoptedHtml } from '../src/adopted-html.ts';

/** An element whose innerHTML counts how often it is serialised. */
function element(html: string): { el: Element; reads: () => number } {
  let reads = 0;
  const el = {
    get innerHTML() {
      reads++;
      return html;
    },
  } as unknown as Element;
  return { el, reads: () => reads };
}

describe('adoptedHtml', () => {
  it('serialises the element only when React uses the string, and only once', () => {
    const { el, reads } = element('<p>server</p>');
    const prop = adoptedHtml(el);
    // React checks the prop's shape with `in`, and during hydration `__html != null` (shouldSetTextContent):
    // neither may serialise the page.
    expect('__html' in prop).toBe(true);
    expect(prop.__html != null).toBe(true);
    expect(reads()).toBe(0);
    // Assigning it to innerHTML (a client render) makes it a string.
    expect(String(prop.__html)).toBe('<p>server</p>');
    expect(`${prop.__html}`).toBe('<p>server</p>');
    expect(reads()).toBe(1);
  });

  it('is empty without an element', () => {
    expect(String(adoptedHtml(null).__html)).toBe('');
  });
});
