// @jsxRuntime automatic (library code: JSX must not depend on the consuming project's tsconfig)
// Browser entry: hydrates the frame of the server-rendered page (navbar, sidebar, ...) and the interactive
// pieces of its content. Client-side navigation (which renders the content in the browser) is a chunk of
// its own (navigation.tsx), loaded with the first intent to follow a link.
import { startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { RuntimeApi, SiteData, ThemeComponents } from '@tondocs/theme';
import { Providers, ROUTE_CONTENT_CLASS, Shell, StaticFooter } from '@tondocs/theme/frame';
import { components as overrides } from 'tondocs:theme-components';
import { reportPageView } from './analytics.ts';
import { markRuntimeLoaded } from './base-url.ts';
import { syncColorModeAcrossTabs, toggleColorMode } from './color-mode.ts';
import { CONTENT_FEATURES_SELECTOR, contentFeatures, loadContentFeatures, TABS_SELECTOR } from './content-loader.ts';
import { restorePreferredVersion } from './docs-version.ts';
import { loadSidebar, loadSite } from './data.ts';
import { DATA_ELEMENT_ID, ROOT_ELEMENT_ID, type InlineData } from './inline-data.ts';
import { isInternalPage, normalizePath } from './paths.ts';
import { createViewportPrefetcher } from './prefetch.ts';
import { hydratePiece, recordHydrationError } from './hydration-errors.ts';
import { hydrateFirstView, type FirstViewPieces } from './first-view.tsx';
import { adoptedHtml } from './adopted-html.ts';
import { enhanceCodeBlocks, installCodeBlocks } from './code-blocks.ts';
import type { Go, NavigationHost } from './navigation.tsx';
import type { NavigationMode, View } from './view.ts';

type Navigation = typeof import('./navigation.tsx');
let navigationModule: Promise<Navigation> | null = null;

/** The navigation code: on the first intent to navigate, or with the first navigation. */
function loadNavigation(): Promise<Navigation> {
  navigationModule ??= import('./navigation.tsx');
  navigationModule.catch(() => (navigationModule = null));
  return navigationModule;
}

/** Loads the navigation code and the content's components once the reader shows an intent to follow a link (hover, focus, touch). */
function warmUpOnIntent(base: string): void {
  const events = ['mouseover', 'focusin', 'touchstart'] as const;
  const onIntent = (e: Event) => {
    const a = (e.target as Element | null)?.closest?.('a[href]');
    if (!(a instanceof HTMLAnchorElement) || !isInternalPage(new URL(a.href, window.location.href), base)) return;
    for (const type of events) document.removeEventListener(type, onIntent);
    void loadNavigation().then((n) => n.loadRouteContent()).catch(() => {});
  };
  for (const type of events) document.addEventListener(type, onIntent, { passive: true });
}

/** Content features for the document's content as it is now (tabs' code only where there are tabs). */
const loadDocumentFeatures = () => loadContentFeatures(document.querySelector(TABS_SELECTOR) !== null);

/** Client-side navigation for the roots hydrated outside Root (they exist before Root's first render). */
const navigation: { go: (href: string) => void } = { go: (href) => window.location.assign(href) };

function Root({ site, initial, footerHtml, firstView, components }: { site: SiteData; initial: View; footerHtml: string; firstView: { current: FirstViewPieces | null }; components: Partial<ThemeComponents> }) {
  const [view, setView] = useState(initial);
  const [pathname, setPathname] = useState(initial.route.path);
  // Over the content (made by navigation.tsx): the spinner of a slow navigation, the error box of a failed
  // one (which takes precedence; the content stays the previous route's, without its page component).
  const [spinner, setSpinner] = useState<ReactNode>(null);
  const [errorBox, setErrorBox] = useState<ReactNode>(null);
  const prefetcher = useMemo(() => createViewportPrefetcher(site.base), [site.base]);
  const afterShow = useRef<(() => void) | null>(null);
  const fragmentNavigation = useRef(false);
  // The new page's title for screen readers (a live region), set on each client-side page change.
  const [announcement, setAnnouncement] = useState('');
  const navigator = useRef<Go | null>(null);

  const go = useCallback(
    async (href: string, mode: NavigationMode, restoreY?: number) => {
      const startedAt = performance.now();
      let nav: Navigation;
      try {
        nav = await loadNavigation();
      } catch {
        // The navigation code cannot load (network, deploy in progress): the server answers instead.
        window.location.assign(href);
        return;
      }
      const host: NavigationHost = {
        site,
        show: (next, path, announce) => {
          setSpinner(null);
          setErrorBox(null);
          setView(next);
          setPathname(path);
          setAnnouncement(announce);
        },
        fail: (path, box) => {
          setSpinner(null);
          setErrorBox(box);
          setPathname(path);
        },
        spin: setSpinner,
        afterShow,
      };
      navigator.current ??= nav.createNavigator(host);
      await navigator.current(href, mode, restoreY, startedAt);
    },
    [site],
  );

  // The first page's own roots leave with its content: unmounted once React has detached that content
  // (not during React's commit, which must finish first).
  useLayoutEffect(() => {
    const pieces = firstView.current;
    if (!pieces || 'html' in view.content) return;
    firstView.current = null;
    queueMicrotask(pieces.unmount);
  }, [view, firstView]);

  // Before the new view is painted: remembered tab choices (loadView has loaded their code where the new
  // content needs it), then code block labels and widths, table boxes.
  useLayoutEffect(() => {
    contentFeatures.loaded?.prepareContent(document);
    enhanceCodeBlocks(document, site.strings);
  }, [view, site]);

  // After: site islands and live code blocks become live; islands a navigation removed are unmounted.
  // A page module's content is known only now: its features, if any, load here.
  useEffect(() => {
    if (!contentFeatures.loaded && !document.querySelector(CONTENT_FEATURES_SELECTOR)) return;
    void loadDocumentFeatures().then((f) => {
      f.prepareContent(document);
      enhanceCodeBlocks(document, site.strings);
      f.activateContent(document, site, hydratePiece);
    }, () => {});
  }, [view, site]);

  // The frame is hydrated (committed): tests and tools wait for this.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  // Every location change is a page view (analytics, when configured); the title is already updated.
  useEffect(() => reportPageView(), [view, pathname]);

  // After a new view is on screen: scroll, focus the new page, re-arm prefetching.
  useEffect(() => {
    const after = afterShow.current;
    afterShow.current = null;
    after?.();
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

  // Only `serve --watch` pages load the live-reload client; it reads the sidebar of the moment.
  const sidebarUrl = useRef(view.route.sidebarUrl);
  sidebarUrl.current = view.route.sidebarUrl;
  useEffect(() => {
    const { dev } = site;
    if (dev) void import('./dev.ts').then((d) => d.watchDevServer({ ...site, dev }, () => sidebarUrl.current, (href, y) => void go(href, 'replace', y)));
    // Connect once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  navigation.go = (href) => void go(href, 'push');
  const runtime: RuntimeApi = useMemo(() => ({ navigate: (href) => void go(href, 'push'), toggleColorMode, pathname }), [go, pathname]);
  // The footer is the server's HTML unless the site overrides it: an override may be interactive, so it hydrates.
  const footer = useMemo(() => (components.Footer ? <components.Footer /> : <StaticFooter html={footerHtml} />), [footerHtml, components]);
  const { content } = view;
  return (
    <Providers site={site} route={view.route} runtime={runtime} components={components}>
      <Shell sidebar={view.sidebar} overlay={errorBox ?? spinner} announcement={announcement} footer={footer} serverContent={'html' in content ? content.html : undefined}>
        {'html' in content ? null : <content.RouteView route={view.route} bodyHtml={content.bodyHtml} PageComponent={errorBox ? undefined : content.PageComponent} />}
      </Shell>
    </Providers>
  );
}

/**
 * The site's overrides, plus the theme's announcement bar where the site shows one it does not override:
 * its code is a chunk of its own, loaded before hydration only then.
 */
async function frameComponents(site: SiteData): Promise<Partial<ThemeComponents>> {
  if (!site.announcementBar || overrides.AnnouncementBar) return overrides;
  const { AnnouncementBar } = await import('@tondocs/theme/announcement-bar');
  return { ...overrides, AnnouncementBar };
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
  // Code blocks (copy, word wrap) and wide tables, on most doc pages: delegated listeners, so blocks added
  // by client navigation just work.
  installCodeBlocks();
  // The content's tabs and code blocks get their code as early as possible (it runs once the page is hydrated).
  if (document.querySelector(CONTENT_FEATURES_SELECTOR)) void loadDocumentFeatures().catch(() => {});
  // A hash changed by hand or by the browser (not by a link the runtime handles) is a location change too.
  window.addEventListener('hashchange', reportPageView);
  const site = await loadSite(data.siteUrl);
  restorePreferredVersion(site);
  // Normalise ".html" and "/index.html" addresses to the bare path the site links to.
  const bare = normalizePath(window.location.pathname, site.base);
  if (bare !== window.location.pathname && data.route.kind !== 'notFound') history.replaceState(null, '', bare + window.location.search + window.location.hash);
  const route = data.route;
  const contentEl = rootEl.querySelector(`main > .${ROUTE_CONTENT_CLASS}`);
  const pageKey = route.kind === 'page' ? route.page?.module : undefined;
  const [sidebar, page, components] = await Promise.all([
    route.sidebarUrl ? loadSidebar(route.sidebarUrl) : undefined,
    // A page module's code (and the module map) only on pages that have one, not on doc pages.
    pageKey === undefined ? undefined : import('./page-modules.ts').then((m) => m.loadFirstPage(pageKey)),
    frameComponents(site),
  ]);
  // The content and the footer are adopted as the server rendered them, never re-rendered.
  const initial: View = { route, sidebar, content: { html: adoptedHtml(contentEl) } };
  const footerHtml = rootEl.querySelector(':scope > footer.footer')?.innerHTML ?? '';
  const firstView: { current: FirstViewPieces | null } = { current: null };
  if (contentEl) {
    const runtime: RuntimeApi = { navigate: (href) => navigation.go(href), toggleColorMode, pathname: route.path };
    firstView.current = hydrateFirstView(contentEl, site, route, runtime, components, page);
  }
  // In a transition, React hydrates in slices of a few milliseconds instead of one long task (tens of ms
  // on a phone, the page's largest blocking time); a click on a part not yet hydrated hydrates it first.
  startTransition(() => {
    hydrateRoot(rootEl, <Root site={site} initial={initial} footerHtml={footerHtml} firstView={firstView} components={components} />, {
      onRecoverableError: recordHydrationError,
    });
  });
  warmUpOnIntent(site.base);
}

void start();
