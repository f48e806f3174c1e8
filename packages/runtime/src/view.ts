// What the page's root shows: a route with its sidebar and content (types only, shared by the first-load
// code and the navigation chunk).
import type { ComponentType } from 'react';
import type { RouteData, SidebarNode } from '@tondocs/theme';
import type { LazyHtml } from './adopted-html.ts';

export type RouteViewComponent = typeof import('@tondocs/theme/route-content').RouteView;

export interface View {
  route: RouteData;
  sidebar?: SidebarNode[];
  /** The first page's content as the server rendered it; after a navigation, the components that render it. */
  content: { html: { readonly __html: LazyHtml } } | { RouteView: RouteViewComponent; bodyHtml: string; PageComponent?: ComponentType };
}

/** How a navigation changes the location: a link (push), back/forward (pop), a reload of the route (replace). */
export type NavigationMode = 'push' | 'pop' | 'replace';
