import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { RuntimeContext, StringsContext } from '../src/context.tsx';
import { catalogueFor } from '../src/i18n/index.ts';
import { Sidebar, SidebarTree, SIDEBAR_FULL_HTML_LINKS, countSidebarLinks } from '../src/components/Sidebar.tsx';
import type { SidebarNode } from '../src/types.ts';

const link = (n: string): SidebarNode => ({ type: 'link', label: `Page ${n}`, href: `/ru/${n}`, external: false });
/** Categories of `per` links each, all configured collapsed. */
function tree(categories: number, per: number): SidebarNode[] {
  return Array.from({ length: categories }, (_, c) => ({ type: 'category', label: `Category ${c}`, collapsed: true, items: Array.from({ length: per }, (_, i) => link(`c${c}/p${i}`)) }));
}
const render = (items: SidebarNode[], pathname: string, el = Sidebar) =>
  renderToString(
    createElement(StringsContext.Provider, { value: catalogueFor('ru') }, createElement(RuntimeContext.Provider, { value: { navigate: () => {}, toggleColorMode: () => {}, pathname } }, createElement(el, { items }))),
  );

describe('sidebar HTML', () => {
  it('keeps the pages of collapsed categories in a small sidebar (no-JS readers open them)', () => {
    const small = tree(5, 10);
    expect(countSidebarLinks(small)).toBeLessThanOrEqual(SIDEBAR_FULL_HTML_LINKS);
    const html = render(small, '/ru/c1/p3');
    for (let c = 0; c < 5; c++) expect(html).toContain(`href="/ru/c${c}/p9"`);
  });

  it('renders only the open categories of a large sidebar, so a page does not hold the whole site', () => {
    const large = tree(40, 25);
    expect(countSidebarLinks(large)).toBeGreaterThan(SIDEBAR_FULL_HTML_LINKS);
    for (const el of [Sidebar, SidebarTree]) {
      const html = render(large, '/ru/c7/p3', el);
      // The current page's category is open with every page; the others show their label only.
      for (let i = 0; i < 25; i++) expect(html).toContain(`href="/ru/c7/p${i}"`);
      expect(html).toContain('Category 8');
      expect(html).not.toContain('href="/ru/c8/p0"');
      expect((html.match(/href=/g) ?? []).length).toBe(25);
    }
  });
});
