// Server render of one route through the theme's App: the same tree the browser hydrates.
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { App, type RouteData, type RuntimeApi, type SidebarNode, type SiteData, type ThemeComponents } from '@tondocs/theme';

export function renderRoute(site: SiteData, route: RouteData, sidebar: SidebarNode[] | undefined, bodyHtml: string, PageComponent?: ComponentType, components?: Partial<ThemeComponents>): string {
  const runtime: RuntimeApi = { navigate: () => {}, toggleColorMode: () => {}, pathname: route.path };
  return renderToString(createElement(App, { site, route, sidebar, bodyHtml, PageComponent, runtime, components }));
}
