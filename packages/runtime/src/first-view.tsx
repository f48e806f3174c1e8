// @jsxRuntime automatic (library code: JSX must not depend on the consuming project's tsconfig)
// The first page's content stays the HTML the server rendered (it is not hydrated as a whole); only its
// interactive pieces become React roots of their own: the table of contents of a doc page, and the page
// component of a page module. Site components of .mdx pages are islands (islands.ts).
import type { ComponentType, ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import type { RouteData, RuntimeApi, SiteData, ThemeComponents } from '@tondocs/theme';
import { Providers, TOCSlot } from '@tondocs/theme/frame';
import { hydratePiece } from './hydration-errors.ts';

export interface FirstViewPieces {
  /** Unmounts the pieces: their HTML is being replaced by a client-side navigation. */
  unmount: () => void;
}

/** The component of a `page` route and the guard the server rendered it inside (page-modules.ts loads both). */
export interface LoadedPage {
  PageComponent: ComponentType;
  CrashGuard: ComponentType<{ children: ReactNode }>;
}

/**
 * Hydrates the pieces of `content` (the element holding the route's content) with the props the server
 * rendered them with; `page` is the loaded page module of a `page` route.
 */
export function hydrateFirstView(content: Element, site: SiteData, route: RouteData, runtime: RuntimeApi, components: Partial<ThemeComponents>, page?: LoadedPage): FirstViewPieces {
  const roots: Root[] = [];
  const hydrate = (el: Element, node: JSX.Element) =>
    roots.push(hydratePiece(el, <Providers site={site} route={route} runtime={runtime} components={components}>{node}</Providers>));
  const toc = route.doc && !route.doc.hideToc && route.doc.toc.length ? content.querySelector(':scope .doc-toc') : null;
  // The site's TOC override when it has one, as on the server.
  if (toc && route.doc) hydrate(toc, <TOCSlot toc={route.doc.toc} />);
  if (route.kind === 'page' && page) {
    const { PageComponent, CrashGuard } = page;
    hydrate(content, <CrashGuard><PageComponent /></CrashGuard>);
  }
  return { unmount: () => roots.splice(0).forEach((r) => r.unmount()) };
}
