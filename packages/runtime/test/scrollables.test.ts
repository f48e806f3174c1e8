import { describe, expect, it } from 'vitest';
import { markScrollables } from '../src/scrollables.ts';

/**
 * A fake document of code blocks and table boxes that logs the order of measurements and marks: in a
 * browser each measurement after a mark lays the page out again.
 */
function page(blocks: { scroll: number; width: number }[], tables: { scroll: number; width: number }[]) {
  const log: string[] = [];
  const measured = (kind: string, box: { scroll: number; width: number }) => ({
    get clientWidth() {
      log.push(`read ${kind}`);
      return box.width;
    },
    get scrollWidth() {
      log.push(`read ${kind}`);
      return box.scroll;
    },
  });
  const attrs = new Map<object, Set<string>>();
  const element = (extra: object) => {
    const el = {
      ...extra,
      hasAttribute: (n: string) => attrs.get(el)?.has(n) ?? false,
      toggleAttribute: (n: string, on: boolean) => {
        log.push('write');
        const s = attrs.get(el) ?? new Set<string>();
        if (on) s.add(n);
        else s.delete(n);
        attrs.set(el, s);
      },
      removeAttribute: (n: string) => {
        log.push('write');
        attrs.get(el)?.delete(n);
      },
      set tabIndex(v: number) {
        log.push('write');
        (attrs.get(el) ?? attrs.set(el, new Set()).get(el)!).add(`tabindex=${v}`);
      },
    };
    return el;
  };
  const codeBlocks = blocks.map((b) => {
    const pre = measured('pre', b);
    return element({ querySelector: () => pre });
  });
  const wrappers = tables.map((t) => {
    const box = element({});
    Object.defineProperties(box, Object.getOwnPropertyDescriptors(measured('table', t)));
    return box;
  });
  const root = { querySelectorAll: (sel: string) => (sel === '.code-block' ? codeBlocks : wrappers) } as unknown as ParentNode;
  return { root, log, attrs, codeBlocks, wrappers };
}

describe('markScrollables', () => {
  it('marks the blocks and tables that scroll, measuring every box before it marks any', () => {
    const { root, log, attrs, codeBlocks, wrappers } = page(
      [{ scroll: 900, width: 300 }, { scroll: 300, width: 300 }, { scroll: 0, width: 0 }, { scroll: 800, width: 300 }],
      [{ scroll: 1200, width: 300 }, { scroll: 200, width: 300 }],
    );
    markScrollables(root);
    expect(codeBlocks.map((b) => b.hasAttribute('data-scrollable'))).toEqual([true, false, false, true]);
    expect(attrs.get(wrappers[0]!)?.has('tabindex=0')).toBe(true);
    expect(attrs.get(wrappers[1]!)?.has('tabindex=0') ?? false).toBe(false);
    const firstWrite = log.indexOf('write');
    expect(firstWrite).toBeGreaterThan(0);
    expect(log.slice(firstWrite).filter((e) => e.startsWith('read'))).toEqual([]);
  });
});
