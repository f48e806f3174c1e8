// @jsxRuntime automatic (library code: JSX must not depend on the consuming project's tsconfig)
// Browser entry: hydrates the server-rendered page, then handles client-side navigation.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App, useStrings, type RouteData, type RuntimeApi, type SidebarNode, type SiteData } from '@tondocs/theme';
import '@tondocs/theme/styles.css';
// Generated at build time by the CLI: page module key -> dynamic import.
import { pages } from 'tondocs:pages';
import { components } from 'tondocs:theme-components';
import { reportPageView } from './analytics.ts';
import { markRuntimeLoaded } from './base-url.ts';
import { enhanceCodeBlocks, installCodeBlocks } from './code-blocks.ts';
import { enhancePlaygrounds } from './playground/index.ts';
import { syncColorModeAcrossTabs, toggleColorMode } from './color-mode.ts';
import { restorePreferredVersion } from './docs-version.ts';
import { invalidate, loadRoute, loadSidebar, loadSite } from './data.ts';
import { connectDevServer } from './dev.ts';
import { focusNewPage } from './focus.ts';
import { DATA_ELEMENT_ID, ROOT_ELEMENT_ID, type InlineData } from './inline-data.ts';
import { hashId, isInternalPage, normalizePath, routeDataUrl } from './paths.ts';
import { createViewportPrefetcher } from './prefetch.ts';
import { ProgressBar } from './progress.ts';
import { applyStoredTabs, installTabs } from './tabs.ts';
import { mountIslands } from './islands.ts';
import { recordHydrationError } from './hydration-errors.ts';

type PageModule = { default?: ComponentType };
const SPINNER_DELAY = 200;

interface View {
  route: RouteData;
  bodyHtml: string;
  sidebar?: SidebarNode[];
  PageComponent?: ComponentType;
}

/**
 * A page chunk that failed to load. Chromium keeps a failed dynamic import in its module map, so importing
 * the same chunk again fails without a request: Retry then loads the whole page instead.
 */
class ChunkLoadError extends Error {}

async function loadPageComponent(key: string): Promise<ComponentType> {
  const load = (pages as Record<string, () => Promise<PageModule>>)[key];
  if (!load) throw new Error(`Unknown page module "${key}"`);
  let mod: PageModule;
  try {
    mod = await load();
  } catch (e) {
    throw new ChunkLoadError((e as Error).message);
  }
  if (!mod.default) throw new Error(`The page component at ${key} has no default export`);
  return mod.default;
}

async function loadView(route: RouteData, bodyHtml?: string): Promise<View> {
  const [sidebar, PageComponent] = await Promise.all([
    route.sidebarUrl ? loadSidebar(route.sidebarUrl) : undefined,
    route.kind === 'page' && route.page ? loadPageComponent(route.page.module) : undefined,
  ]);
  return { route, bodyHtml: bodyHtml ?? route.doc?.html ?? route.blog?.html ?? '', sidebar, PageComponent };
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

function Root({ site, initial }: { site: SiteData; initial: View }) {
  const [view, setView] = useState(initial);
  const [pathname, setPathname] = useState(initial.route.path);
  const [pending, setPending] = useState<'none' | 'spinner'>('none');
  const [failure, setFailure] = useState<{ error: Error; retry: () => void } | null>(null);
  const progress = useMemo(() => new ProgressBar(), []);
  const prefetcher = useMemo(() => createViewportPrefetcher(site.base), [site.base]);
  const token = useRef(0);
  const pendingScroll = useRef<{ hash: string; y?: number } | null>(null);
  const fragmentNavigation = useRef(false);
  // The new page's title for screen readers (a live region), set on each client-side page change.
  const [announcement, setAnnouncement] = useState('');

  const go = useCallback(
    async (href: string, mode: 'push' | 'pop' | 'replace', restoreY?: number) => {
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
      const my = ++token.current;
      if (mode === 'push') history.replaceState({ ...(history.state as object | null), y: window.scrollY }, '');
      if (path !== normalizePath(current, site.base) || mode === 'replace') progress.start();
      const spinner = window.setTimeout(() => my === token.current && setPending('spinner'), SPINNER_DELAY);
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
        if (my !== token.current) return;
        window.clearTimeout(spinner);
        if (mode === 'push') history.pushState(null, '', path + url.search + url.hash);
        pendingScroll.current = { hash: url.hash, y: restoreY };
        setFailure(null);
        setPending('none');
        setView(next);
        setPathname(path);
        applyHead(route, site);
        setAnnouncement(document.title);
      } catch (e) {
        if (my !== token.current) return;
        window.clearTimeout(spinner);
        if (mode === 'push') history.pushState(null, '', path + url.search + url.hash);
        setPending('none');
        setPathname(path);
        setFailure({ error: e as Error, retry: e instanceof ChunkLoadError ? () => window.location.assign(url.href) : () => void go(url.href, 'replace') });
      } finally {
        if (my === token.current) progress.done();
      }
    },
    [site, progress],
  );

  // Before the new view is painted: remembered tab choices, code block labels and widths.
  useLayoutEffect(() => {
    applyStoredTabs(document);
    enhanceCodeBlocks(document, site.strings);
  }, [view, site.strings]);

  // Interactive site components of the page become live (their chunks load only where they exist).
  useEffect(() => mountIslands(document), [view]);

  // Live code blocks become editors after the page is shown (their chunk loads only where they exist).
  useEffect(() => {
    enhancePlaygrounds(document, site.playgroundWorkerUrl ? { workerUrl: site.playgroundWorkerUrl, strings: site.strings.playground } : null);
  }, [view, site]);

  // Every location change is a page view (analytics, when configured); the title is already updated.
  useEffect(() => reportPageView(), [view, pathname]);

  // After a new view is on screen: scroll, focus the new page, re-arm prefetching.
  useEffect(() => {
    const s = pendingScroll.current;
    pendingScroll.current = null;
    if (s) {
      scrollAfterNavigation(s.hash, s.y);
      focusNewPage(s.hash);
    }
    prefetcher.scan(document);
  }, [view, prefetcher]);

  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const a = (e.target as Element | null)?.closest?.('a[href]');
      if (!(a instanceof HTMLAnchorElement) || (a.target && a.target !== '_self') || a.hasAttribute('download')) return;
      const url = new URL(a.href, window.location.href);
      if (!isInternalPage(url, site.base)) return;
      // A #fragment of this very document (skip link, TOC, heading links) is the browser's: it scrolls,
      // moves focus (to <main>) or the Tab starting point (to a heading) and fires hashchange.
      if (url.hash && url.pathname === window.location.pathname && url.search === window.location.search) {
        // A new hash makes a history entry (and a popstate); the current one only scrolls again.
        fragmentNavigation.current = url.hash !== window.location.hash;
        return;
      }
      e.preventDefault();
      void go(url.href, 'push');
    };
    const onPop = () => {
      // The popstate of the browser's own #fragment navigation above: it has scrolled and moved focus.
      if (fragmentNavigation.current) {
        fragmentNavigation.current = false;
        return;
      }
      const y = (history.state as { y?: number } | null)?.y;
      void go(window.location.href, 'pop', y);
    };
    document.addEventListener('click', onClick);
    window.addEventListener('popstate', onPop);
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPop);
    };
  }, [go, site.base]);

  useEffect(() => {
    if (!site.dev) return;
    connectDevServer(site.dev.eventsUrl, {
      onUpdate: () => {
        const path = normalizePath(window.location.pathname, site.base);
        invalidate(routeDataUrl(path));
        if (view.route.sidebarUrl) invalidate(view.route.sidebarUrl);
        void go(window.location.href, 'replace', window.scrollY);
      },
    }, { title: site.strings.devBuildError });
    // Connect once; `view` is read through the closure only to invalidate the sidebar of the moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const runtime: RuntimeApi = useMemo(() => ({ navigate: (href) => void go(href, 'push'), toggleColorMode, pathname }), [go, pathname]);
  const overlay = failure ? <RouteError error={failure.error} onRetry={failure.retry} /> : pending === 'spinner' ? <Spinner /> : null;
  return <App site={site} route={view.route} sidebar={view.sidebar} bodyHtml={view.bodyHtml} PageComponent={failure ? undefined : view.PageComponent} runtime={runtime} overlay={overlay} announcement={announcement} components={components} />;
}

async function start(): Promise<void> {
  // First: the home page's inline script shows the base-URL banner if this never runs.
  markRuntimeLoaded();
  const dataEl = document.getElementById(DATA_ELEMENT_ID);
  const rootEl = document.getElementById(ROOT_ELEMENT_ID);
  if (!dataEl || !rootEl) return;
  const data = JSON.parse(dataEl.textContent ?? '{}') as InlineData;
  history.scrollRestoration = 'manual';
  syncColorModeAcrossTabs();
  installCodeBlocks();
  // Measuring again after a tab switch: code in a hidden panel had no width to measure.
  installTabs(() => enhanceCodeBlocks(document, null));
  // A hash changed by hand or by the browser (not by a link the runtime handles) is a location change too.
  window.addEventListener('hashchange', reportPageView);
  const site = await loadSite(data.siteUrl);
  restorePreferredVersion(site);
  // Normalise ".html" and "/index.html" addresses to the bare path the site links to.
  const bare = normalizePath(window.location.pathname, site.base);
  if (bare !== window.location.pathname && data.route.kind !== 'notFound') history.replaceState(null, '', bare + window.location.search + window.location.hash);
  const bodyHtml = document.getElementById('doc-body')?.innerHTML ?? '';
  const initial = await loadView(data.route, bodyHtml);
  hydrateRoot(rootEl, <Root site={site} initial={initial} />, {
    onRecoverableError: recordHydrationError,
  });
  document.documentElement.dataset.hydrated = 'true';
}

void start();
