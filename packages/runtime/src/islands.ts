// Interactive site components of .mdx pages ("islands"): the server rendered them inside
// <div class="island" data-island="Name" data-props="{...}">; each is hydrated as its own React root with the
// same props, its children being the page's HTML it was rendered with. The article around them stays static.
import { createElement } from 'react';
import type { Root } from 'react-dom/client';
import { islands } from 'tondocs:islands';
import type { HydratePiece } from './hydration-errors.ts';

/** Hydrated islands; null while an island's module loads. */
const mounted = new Map<Element, Root | null>();

/**
 * Hydrates the islands of the current page; unmounts those a client navigation removed. `hydrate` comes
 * from the entry chunk, so this lazily loaded module does not pull react-dom into a chunk of its own.
 */
export function mountIslands(doc: Document, hydrate: HydratePiece): void {
  for (const [el, root] of mounted) {
    if (!el.isConnected) {
      root?.unmount();
      mounted.delete(el);
    }
  }
  for (const el of doc.querySelectorAll('.island[data-island]')) {
    if (mounted.has(el)) continue;
    const load = islands[el.getAttribute('data-island') ?? ''];
    if (!load) continue;
    // Reserved before the module loads, so a second scan does not hydrate it twice.
    mounted.set(el, null);
    void load().then((Component) => {
      if (!Component || !el.isConnected) return void mounted.delete(el);
      const props = JSON.parse(el.getAttribute('data-props') ?? '{}') as Record<string, unknown>;
      const childrenHtml = el.querySelector(':scope .island-children')?.innerHTML;
      const children = childrenHtml === undefined ? undefined : createElement('div', { className: 'island-children', dangerouslySetInnerHTML: { __html: childrenHtml } });
      const root = hydrate(el, createElement(Component, props, children));
      mounted.set(el, root);
    });
  }
}
