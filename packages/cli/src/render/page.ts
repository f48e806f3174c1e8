// A page's two output files (the HTML document and its route data) made from data alone. The same function
// runs on the main thread and in the worker threads that render a build's pages in parallel, so a page's
// bytes never depend on where it was rendered.
import type { ComponentType } from 'react';
import type { RouteData, SidebarNode, SiteData, ThemeComponents } from '@tondocs/theme';
import { renderDocument, type DocumentAssets, type DocumentInput } from './document.ts';
import { linkMathStylesheet } from './math-stylesheet.ts';
import { renderRoute } from './route.ts';
import type { PageStylesheet } from './stylesheets.ts';

/** What every page of a locale shares: sent once to each worker, not with every page. */
export interface PageContext {
  /** Names this locale's context in this render (a worker keeps the latest of each locale). */
  key: string;
  locale: string;
  site: SiteData;
  trees: Map<string, SidebarNode[]>;
  /** The locale's base and the output root ("~/" and "~~/" links of the Markdown stage resolve to them). */
  base: string;
  rootUrl: string;
  /** KaTeX's stylesheet, linked before a page's first formula. */
  mathCss: string;
  stylesheets: PageStylesheet[];
}

/** A page's own head fields: everything of the document but the shared stylesheets and the rendered parts. */
export type PageHead = Omit<DocumentInput, 'site' | 'route' | 'appHtml' | 'assets'> & { assets: Omit<DocumentAssets, 'stylesheets'> };

export interface PageJob {
  route: RouteData;
  head: PageHead;
  /**
   * Where a worker writes the files itself (a fresh staging tree: no main-thread encoding and system calls per
   * page); without it the files come back to the caller.
   */
  write?: { dir: string; html: string; json: string };
}

/** What became of a page: its files, or the bytes a worker wrote (PageJob.write). */
export type PageOutcome = { files: PageFiles } | { written: number };

export interface PageFiles {
  /** index.html */
  html: string;
  /** The route data the client fetches on navigation. */
  json: string;
}

/** Site code that only the main thread has (page modules, theme component overrides). */
export interface PageCode {
  PageComponent?: ComponentType;
  components?: Partial<ThemeComponents>;
}

export function renderPage(context: PageContext, job: PageJob, code: PageCode = {}): PageFiles {
  const { route } = job;
  const bodyHtml = route.doc?.html ?? route.blog?.html ?? '';
  const sidebar = route.doc?.sidebar ?? route.index?.sidebar;
  const tree = sidebar ? context.trees.get(sidebar) : undefined;
  const htmlRoute = mapRouteHtml(route, (html) => linkMathStylesheet(resolveLocalUrls(html, context.base, context.rootUrl), context.mathCss));
  // The content HTML goes into the page once, as the article; the inline route data leaves it out.
  const inlineRoute: RouteData = htmlRoute.doc
    ? { ...htmlRoute, doc: { ...htmlRoute.doc, html: undefined } }
    : htmlRoute.blog?.html !== undefined
      ? { ...htmlRoute, blog: { ...htmlRoute.blog, html: undefined } }
      : htmlRoute;
  const appHtml = renderRoute(context.site, inlineRoute, tree, htmlRoute.doc?.html ?? htmlRoute.blog?.html ?? bodyHtml, code.PageComponent, code.components);
  const html = renderDocument({ ...job.head, assets: { ...job.head.assets, stylesheets: context.stylesheets }, site: context.site, route: inlineRoute, appHtml });
  return { html, json: JSON.stringify(htmlRoute) };
}

/**
 * Links and images were written as "~/..." by the Markdown stage; the locale base completes them. Files of
 * static/ ("~~/...") are at the output root, which a multi-locale build shares between its locales.
 */
function resolveLocalUrls(html: string, base: string, rootUrl: string): string {
  return html.includes('="~') ? html.replaceAll('href="~~/', `href="${rootUrl}`).replaceAll('src="~~/', `src="${rootUrl}`).replaceAll('href="~/', `href="${base}`).replaceAll('src="~/', `src="${base}`) : html;
}

/** The route with `resolve` applied to each piece of content HTML it carries (doc, blog post, excerpts). */
function mapRouteHtml(route: RouteData, resolve: (html: string) => string): RouteData {
  if (route.doc?.html) return { ...route, doc: { ...route.doc, html: resolve(route.doc.html) } };
  const blog = route.blog;
  if (!blog) return route;
  const view = blog.view;
  const posts = view.view === 'list' || view.view === 'tag' ? view.posts.map((p) => (p.excerptHtml ? { ...p, excerptHtml: resolve(p.excerptHtml) } : p)) : undefined;
  return { ...route, blog: { ...blog, html: blog.html === undefined ? undefined : resolve(blog.html), view: posts ? ({ ...view, posts } as typeof view) : view } };
}
