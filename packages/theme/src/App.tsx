// @jsxRuntime automatic (library code: JSX must not depend on the consuming project's tsconfig)
import type { ComponentType, ReactNode } from 'react';
import { RuntimeContext, SiteContext, StringsContext, useStrings, type RuntimeApi } from './context.tsx';
import { AlternatesContext } from './components/alternates.ts';
import { AnnouncementBar } from './components/AnnouncementBar.tsx';
import { BlogPage } from './components/blog/BlogPage.tsx';
import { DocPage } from './components/DocPage.tsx';
import { ErrorBoundary } from './components/ErrorBoundary.tsx';
import { Footer } from './components/Footer.tsx';
import { GeneratedIndex } from './components/GeneratedIndex.tsx';
import { Navbar } from './components/Navbar.tsx';
import { NotFound } from './components/NotFound.tsx';
import { PageCrash } from './components/PageCrash.tsx';
import { Sidebar } from './components/Sidebar.tsx';
import { overridable, ThemeComponentsContext, type ThemeComponents } from './overrides.tsx';
import type { RouteData, SidebarNode, SiteData } from './types.ts';

const AnnouncementBarSlot = overridable('AnnouncementBar', AnnouncementBar);
const NavbarSlot = overridable('Navbar', Navbar);
const SidebarSlot = overridable('Sidebar', Sidebar);
const FooterSlot = overridable('Footer', Footer);
const DocPageSlot = overridable('DocPage', DocPage);
const BlogPageSlot = overridable('BlogPage', BlogPage);
const GeneratedIndexSlot = overridable('GeneratedIndex', GeneratedIndex);
const NotFoundSlot = overridable('NotFound', NotFound);

/** No overrides: one object for every render, so the context value never changes by itself. */
const NO_OVERRIDES: Partial<ThemeComponents> = {};

export interface AppProps {
  site: SiteData;
  route: RouteData;
  /** The route's sidebar, when it has one. */
  sidebar?: SidebarNode[];
  /** Body HTML of a doc route. */
  bodyHtml?: string;
  /** Default export of the page module of a `page` route. */
  PageComponent?: ComponentType;
  runtime: RuntimeApi;
  /** Shown over the page while a route loads or failed to (client navigation). */
  overlay?: ReactNode;
  /** Read out by screen readers after a client-side navigation: the new page's title. */
  announcement?: string;
  /** The site's component overrides (config `theme.components`): the same on the server and in the browser. */
  components?: Partial<ThemeComponents>;
}

/** The whole page: the same component renders on the server (renderToString) and hydrates in the browser. */
export function App({ site, route, sidebar, bodyHtml = '', PageComponent, runtime, overlay, announcement = '', components = NO_OVERRIDES }: AppProps) {
  const alternates = Object.fromEntries(route.alternates.map((a) => [a.locale, a.href]));
  return (
    <SiteContext.Provider value={site}>
      <StringsContext.Provider value={site.strings}>
        <RuntimeContext.Provider value={runtime}>
          <AlternatesContext.Provider value={alternates}>
            <ThemeComponentsContext.Provider value={components}>
              <Shell sidebar={sidebar} overlay={overlay} announcement={announcement}>
                <ErrorBoundary key={route.path} fallback={(error, reset) => <PageCrash error={error} onRetry={reset} />}>
                  <RouteContent route={route} bodyHtml={bodyHtml} PageComponent={PageComponent} />
                </ErrorBoundary>
              </Shell>
            </ThemeComponentsContext.Provider>
          </AlternatesContext.Provider>
        </RuntimeContext.Provider>
      </StringsContext.Provider>
    </SiteContext.Provider>
  );
}

function Shell({ sidebar, overlay, announcement, children }: { sidebar?: SidebarNode[]; overlay?: ReactNode; announcement: string; children: ReactNode }) {
  const s = useStrings();
  return (
    <>
      <a className="skip-link" href="#main">
        {s.skipToContent}
      </a>
      <AnnouncementBarSlot />
      <NavbarSlot sidebar={sidebar} />
      <div className={`main-wrapper${sidebar ? ' main-wrapper--docs' : ''}`}>
        {sidebar ? (
          // A plain box: the <nav> inside is the landmark (an <aside> here made a second, unnamed one).
          <div className="sidebar-container">
            <SidebarSlot items={sidebar} />
          </div>
        ) : null}
        <main id="main" tabIndex={-1}>
          {overlay}
          {children}
        </main>
      </div>
      <FooterSlot />
      {/* Rendered empty from the start: a live region announces changes, not its first content. */}
      <p className="visually-hidden route-announcer" aria-live="assertive" aria-atomic="true">
        {announcement}
      </p>
    </>
  );
}

function RouteContent({ route, bodyHtml, PageComponent }: { route: RouteData; bodyHtml: string; PageComponent?: ComponentType }) {
  switch (route.kind) {
    case 'doc':
      return <DocPageSlot route={route} doc={route.doc!} bodyHtml={bodyHtml} />;
    case 'blog':
      return <BlogPageSlot route={route} blog={route.blog!} bodyHtml={bodyHtml} />;
    case 'index':
      return <GeneratedIndexSlot route={route} index={route.index!} />;
    case 'page':
      if (!PageComponent) throw new Error(`The page component of ${route.path} is not loaded`);
      return <PageComponent />;
    case 'notFound':
      return <NotFoundSlot />;
  }
}
