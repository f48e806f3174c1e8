// @jsxRuntime automatic (library code: JSX must not depend on the consuming project's tsconfig)
// Browser entry: hydrates the frame of the server-rendered page (navbar, sidebar, ...) and the interactive
// pieces of its content, then handles client-side navigation (which renders the content in the browser).
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Providers, ROUTE_CONTENT_CLASS, Shell, StaticFooter, useStrings, type RouteData, type RuntimeApi, type SidebarNode, type SiteData } from '@tondocs/theme';
import '@tondocs/theme/styles.css';
// Generated at build time by the CLI: page module key -> dynamic import.
import { pages } from 'tondocs:pages';
import { components } from 'tondocs:theme-components';
import { reportPageView } from './analytics.ts';
import { markRuntimeLoaded } from './base-url.ts';
import { syncColorModeAcrossTabs, toggleColorMode } from './color-mode.ts';
import { restorePreferredVersion } from './docs-version.ts';
import { invalidate, loadRoute, loadSidebar, loadSite } from './data.ts';
import { focusNewPage } from './focus.ts';
import { DATA_ELEMENT_ID, ROOT_ELEMENT_ID, type InlineData } from './inline-data.ts';
import { hashId, isInternalPage, normalizePath, routeDataUrl } from './paths.ts';
import { createViewportPrefetcher } from './prefetch.ts';
import type { ProgressBar } from './progress.ts';
import { hydratePiece, recordHydrationError } from './hydration-errors.ts';
import { hydrateFirstView, loadFirstPage, type FirstViewPieces } from './first-view.tsx';
import { adoptedHtml } from './adopted-html.ts';

type PageModule = { default?: ComponentType };
type ContentModule = typeof import('@tondocs/theme/route-content');
const SPINNER_DELAY = 200;

interface View {
  route: RouteData;
  sidebar?: SidebarNode[];
  /** The first page's content as the server rendered it; after a navigation, the components that render it. */
  content: { html: { readonly __html: string } } | { RouteView: ContentModule['RouteView']; bodyHtml: string; PageComponent?: ComponentType };
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

type ContentFeatures = typeof import('./content-features.ts');
/**
 * Elements of the content that need content-features.ts (a wide table's box becomes keyboard-scrollable
 * there); the same classes in a route's body HTML.
 */
const CONTENT_FEATURES_SELECTOR = '.tabs, .code-block, .playground, .island[data-island], .table-wrapper';
const CONTENT_FEATURES_HTML = /class="(?:tabs|code-block|playground|island|table-wrapper)\b/;
const contentFeatures: { loaded: ContentFeatures | null; loading: Promise<ContentFeatures> | null } = { loaded: null, loading: null };

function loadContentFeatures(): Promise<ContentFeatures> {
  contentFeatures.loading ??= import('./content-features.ts').then(
    (f) => {
      f.installContentFeatures();
      return (contentFeatures.loaded = f);
    },
    (e: unknown) => {
      contentFeatures.loading = null;
      throw e;
    },
  );
  return contentFeatures.loading;
}

let contentModule: Promise<ContentModule> | null = null;

/** The components of a route's content: needed from the first client-side navigation on, not before. */
function loadRouteContent(): Promise<ContentModule> {
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
    CONTENT_FEATURES_HTML.test(bodyHtml) ? loadContentFeatures().catch(() => {}) : undefined,
  ]);
  return { route, sidebar, content: { RouteView, bodyHtml, PageComponent } };
}

/** Loads the content's components once the reader shows an intent to follow a link (hover, focus, touch). */
function warmUpOnIntent(base: string): void {
  const events = ['mouseover', 'focusin', 'touchstart'] as const;
  const onIntent = (e: Event) => {
    const a = (e.target as Element | null)?.closest?.('a[href]');
    if (!(a instanceof HTMLAnchorElement) || !isInternalPage(new URL(a.href, window.location.href), base)) return;
    for (const type of events) document.removeEventListener(type, onIntent);
    void loadRouteContent().catch(() => {});
  };
  for (const type of events) document.addEventListener(type, onIntent, { passive: true });
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

/** Client-side navigation for the roots hydrated outside Root (they exist before Root's first render). */
const navigation: { go: (href: string) => void } = { go: (href) => window.location.assign(href) };

function Root({ site, initial, footerHtml, firstView }: { site: SiteData; initial: View; footerHtml: string; firstView: { current: FirstViewPieces | null } }) {
  const [view, setView] = useState(initial);
  const [pathname, setPathname] = useState(initial.route.path);
  const [pending, setPending] = useState<'none' | 'spinner'>('none');
  const [failure, setFailure] = useState<{ error: Error; retry: () => void } | null>(null);
  const progress = useMemo(lazyProgressBar, []);
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

  // The first page's own roots leave with its content: unmounted once React has detached that content
  // (not during React's commit, which must finish first).
  useLayoutEffect(() => {
    const pieces = firstView.current;
    if (!pieces || 'html' in view.content) return;
    firstView.current = null;
    queueMicrotask(pieces.unmount);
  }, [view, firstView]);

  // Before the new view is painted: remembered tab choices, code block labels and widths (loadView has
  // loaded the code where the new content needs it).
  useLayoutEffect(() => contentFeatures.loaded?.prepareContent(document, site), [view, site]);

  // After: site islands and live code blocks become live; islands a navigation removed are unmounted.
  // A page module's content is known only now: its features, if any, load here.
  useEffect(() => {
    if (!contentFeatures.loaded && !document.querySelector(CONTENT_FEATURES_SELECTOR)) return;
    void loadContentFeatures().then((f) => {
      f.prepareContent(document, site);
      f.activateContent(document, site, hydratePiece);
    }, () => {});
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
    const { eventsUrl } = site.dev;
    // Only `serve --watch` pages load the live-reload client.
    void import('./dev.ts').then(({ connectDevServer }) =>
      connectDevServer(eventsUrl, {
        onUpdate: () => {
          const path = normalizePath(window.location.pathname, site.base);
          invalidate(routeDataUrl(path));
          if (view.route.sidebarUrl) invalidate(view.route.sidebarUrl);
          void go(window.location.href, 'replace', window.scrollY);
        },
      }, { title: site.strings.devBuildError }),
    );
    // Connect once; `view` is read through the closure only to invalidate the sidebar of the moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  navigation.go = (href) => void go(href, 'push');
  const runtime: RuntimeApi = useMemo(() => ({ navigate: (href) => void go(href, 'push'), toggleColorMode, pathname }), [go, pathname]);
  const overlay = failure ? <RouteError error={failure.error} onRetry={failure.retry} /> : pending === 'spinner' ? <Spinner /> : null;
  // The footer is the server's HTML unless the site overrides it: an override may be interactive, so it hydrates.
  const footer = useMemo(() => (components.Footer ? <components.Footer /> : <StaticFooter html={footerHtml} />), [footerHtml]);
  const { content } = view;
  return (
    <Providers site={site} route={view.route} runtime={runtime} components={components}>
      <Shell sidebar={view.sidebar} overlay={overlay} announcement={announcement} footer={footer} serverContent={'html' in content ? content.html : undefined}>
        {'html' in content ? null : <content.RouteView route={view.route} bodyHtml={content.bodyHtml} PageComponent={failure ? undefined : content.PageComponent} />}
      </Shell>
    </Providers>
  );
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
  // The content's tabs and code blocks get their code as early as possible (it runs once the page is hydrated).
  if (document.querySelector(CONTENT_FEATURES_SELECTOR)) void loadContentFeatures().catch(() => {});
  // A hash changed by hand or by the browser (not by a link the runtime handles) is a location change too.
  window.addEventListener('hashchange', reportPageView);
  const site = await loadSite(data.siteUrl);
  restorePreferredVersion(site);
  // Normalise ".html" and "/index.html" addresses to the bare path the site links to.
  const bare = normalizePath(window.location.pathname, site.base);
  if (bare !== window.location.pathname && data.route.kind !== 'notFound') history.replaceState(null, '', bare + window.location.search + window.location.hash);
  const route = data.route;
  const contentEl = rootEl.querySelector(`main > .${ROUTE_CONTENT_CLASS}`);
  const [sidebar, page] = await Promise.all([
    route.sidebarUrl ? loadSidebar(route.sidebarUrl) : undefined,
    route.kind === 'page' && route.page ? loadFirstPage(loadPageComponent(route.page.module)) : undefined,
  ]);
  // The content and the footer are adopted as the server rendered them, never re-rendered.
  const initial: View = { route, sidebar, content: { html: adoptedHtml(contentEl) } };
  const footerHtml = rootEl.querySelector(':scope > footer.footer')?.innerHTML ?? '';
  const firstView: { current: FirstViewPieces | null } = { current: null };
  if (contentEl) {
    const runtime: RuntimeApi = { navigate: (href) => navigation.go(href), toggleColorMode, pathname: route.path };
    firstView.current = hydrateFirstView(contentEl, site, route, runtime, components, page);
  }
  hydrateRoot(rootEl, <Root site={site} initial={initial} footerHtml={footerHtml} firstView={firstView} />, {
    onRecoverableError: recordHydrationError,
  });
  warmUpOnIntent(site.base);
  document.documentElement.dataset.hydrated = 'true';
}

void start();
