// @jsxRuntime automatic (library code: JSX must not depend on the consuming project's tsconfig)
// Client-side navigation: loads the next route's data and components and hands them to the page's root. A
// chunk of its own, not part of the first load: it loads with the first intent to follow a link (hover,
// focus, touch) or, at the latest, with the navigation itself (client.tsx).
import type { ReactNode } from 'react';
import type { RouteData, SiteData } from '@tondocs/theme';
import { useStrings } from '@tondocs/theme/frame';
import { reportPageView } from './analytics.ts';
import { loadContentFeatures } from './content-loader.ts';
import { loadRoute, loadSidebar } from './data.ts';
import { focusNewPage } from './focus.ts';
import { hashId, normalizePath } from './paths.ts';
import { ChunkLoadError, loadPageComponent } from './page-modules.ts';
import type { ProgressBar } from './progress.ts';
import type { NavigationMode, View } from './view.ts';

type ContentModule = typeof import('@tondocs/theme/route-content');
const SPINNER_DELAY = 200;
/** A route's body HTML with elements that need content-features.ts (CONTENT_FEATURES_SELECTOR), with tabs. */
const CONTENT_FEATURES_HTML = /class="(?:tabs|playground|island)\b/;
const TABS_HTML = /class="tabs\b/;

let contentModule: Promise<ContentModule> | null = null;

/** The components of a route's content: needed from the first client-side navigation on, not before. */
export function loadRouteContent(): Promise<ContentModule> {
  contentModule ??= import('@tondocs/theme/route-content').catch((e: unknown) => {
    contentModule = null;
    throw new ChunkLoadError((e as Error).message);
  });
  return contentModule;
}

async function loadView(route: RouteData): Promise<View> {
  const bodyHtml = route.doc?.html ?? route.blog?.html ?? '';
  const [sidebar, PageComponent, { RouteView }] = await Promise.all([
    route.sidebarUrl ? loadSidebar(route.sidebarUrl) : undefined,
    route.kind === 'page' && route.page ? loadPageComponent(route.page.module) : undefined,
    loadRouteContent(),
    // Ready before the new content is painted (tab choices, code labels); a failure only delays them.
    CONTENT_FEATURES_HTML.test(bodyHtml) ? loadContentFeatures(TABS_HTML.test(bodyHtml)).catch(() => {}) : undefined,
  ]);
  return { route, sidebar, content: { RouteView, bodyHtml, PageComponent } };
}

function applyHead(route: RouteData, site: SiteData): void {
  document.title = route.kind === 'page' && route.path === site.base ? `${site.title} | ${site.tagline}` : `${route.title} | ${site.title}`;
  document.querySelector('meta[name="description"]')?.setAttribute('content', route.description);
  const canonical = document.querySelector('link[rel="canonical"]');
  if (canonical) canonical.setAttribute('href', new URL(route.path, canonical.getAttribute('href') ?? window.location.href).href);
}

function scrollAfterNavigation(hash: string, restoreY?: number): void {
  if (restoreY !== undefined) {
    window.scrollTo(0, restoreY);
    return;
  }
  const id = hash ? hashId(hash) : '';
  const target = id ? document.getElementById(id) : null;
  if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
}

function RouteError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const s = useStrings();
  return (
    <div className="route-error" role="alert">
      <h2>{s.loadFailed}</h2>
      <p className="route-error-text">{error.message}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {s.retry}
      </button>
    </div>
  );
}

function Spinner() {
  const s = useStrings();
  return <div className="route-spinner" role="status" aria-label={s.loading} />;
}

/** The progress bar's code loads with the first navigation (the bar shows 200 ms in, at the earliest). */
function lazyProgressBar(): Pick<ProgressBar, 'start' | 'done'> {
  let bar: Promise<ProgressBar> | null = null;
  const get = () => (bar ??= import('./progress.ts').then((m) => new m.ProgressBar()));
  // A bar that cannot load is no reason to fail the navigation: it just does not show.
  return { start: () => void get().then((b) => b.start(), () => (bar = null)), done: () => void bar?.then((b) => b.done(), () => {}) };
}

/** What a navigation changes in the page's root (its state setters and the scroll to do once shown). */
export interface NavigationHost {
  site: SiteData;
  /** Shows a new route (with its path); `announce` is read out by screen readers. */
  show: (view: View, path: string, announce: string) => void;
  /** A new path whose route failed to load: the previous content stays, under the error box. */
  fail: (path: string, errorBox: ReactNode) => void;
  /** The spinner over the content while a route is slow to load. */
  spin: (spinner: ReactNode) => void;
  /** What to do once the new view is on screen (scroll, focus). */
  afterShow: { current: (() => void) | null };
}

/** `startedAt` (performance.now()): when the reader asked, before this chunk loaded; the spinner counts from it. */
export type Go = (href: string, mode: NavigationMode, restoreY?: number, startedAt?: number) => Promise<void>;

/** The navigation of one page root: later navigations supersede earlier ones still loading. */
export function createNavigator(host: NavigationHost): Go {
  const { site } = host;
  const progress = lazyProgressBar();
  let token = 0;
  const go: Go = async (href, mode, restoreY, startedAt = performance.now()) => {
    const url = new URL(href, window.location.href);
    const path = normalizePath(url.pathname, site.base);
    const current = window.location.pathname;
    if (mode === 'push' && path === normalizePath(current, site.base) && url.search === window.location.search) {
      // The same page (a link without a hash, or one written differently): no route to load.
      history.pushState(null, '', path + url.hash);
      scrollAfterNavigation(url.hash);
      if (url.hash) focusNewPage(url.hash);
      reportPageView();
      return;
    }
    const my = ++token;
    if (mode === 'push') history.replaceState({ ...(history.state as object | null), y: window.scrollY }, '');
    if (path !== normalizePath(current, site.base) || mode === 'replace') progress.start();
    const spinner = window.setTimeout(() => my === token && host.spin(<Spinner />), SPINNER_DELAY - (performance.now() - startedAt));
    let route: RouteData;
    try {
      route = await loadRoute(path);
    } catch {
      // Route data unavailable (unknown page, network, deploy in progress): let the server answer.
      window.location.assign(url.href);
      return;
    }
    try {
      const next = await loadView(route);
      if (my !== token) return;
      window.clearTimeout(spinner);
      if (mode === 'push') history.pushState(null, '', path + url.search + url.hash);
      host.afterShow.current = () => {
        scrollAfterNavigation(url.hash, restoreY);
        focusNewPage(url.hash);
      };
      applyHead(route, site);
      host.show(next, path, document.title);
    } catch (e) {
      if (my !== token) return;
      window.clearTimeout(spinner);
      if (mode === 'push') history.pushState(null, '', path + url.search + url.hash);
      const retry = e instanceof ChunkLoadError ? () => window.location.assign(url.href) : () => void go(url.href, 'replace');
      host.fail(path, <RouteError error={e as Error} onRetry={retry} />);
    } finally {
      if (my === token) progress.done();
    }
  };
  return go;
}
