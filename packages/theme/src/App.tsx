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
import type { RouteData, SidebarNode, SiteData } from './types.ts';

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
}

/** The whole page: the same component renders on the server (renderToString) and hydrates in the browser. */
export function App({ site, route, sidebar, bodyHtml = '', PageComponent, runtime, overlay, announcement = '' }: AppProps) {
  const alternates = Object.fromEntries(route.alternates.map((a) => [a.locale, a.href]));
  return (
    <SiteContext.Provider value={site}>
      <StringsContext.Provider value={site.strings}>
        <RuntimeContext.Provider value={runtime}>
          <AlternatesContext.Provider value={alternates}>
            <Shell sidebar={sidebar} overlay={overlay} announcement={announcement}>
              <ErrorBoundary key={route.path} fallback={(error, reset) => <PageCrash error={error} onRetry={reset} />}>
                <RouteContent route={route} bodyHtml={bodyHtml} PageComponent={PageComponent} />
              </ErrorBoundary>
            </Shell>
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
      <AnnouncementBar />
      <Navbar sidebar={sidebar} />
      <div className={`main-wrapper${sidebar ? ' main-wrapper--docs' : ''}`}>
        {sidebar ? (
          // A plain box: the <nav> inside is the landmark (an <aside> here made a second, unnamed one).
          <div className="sidebar-container">
            <Sidebar items={sidebar} />
          </div>
        ) : null}
        <main id="main" tabIndex={-1}>
          {overlay}
          {children}
        </main>
      </div>
      <Footer />
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
      return <DocPage route={route} doc={route.doc!} bodyHtml={bodyHtml} />;
    case 'blog':
      return <BlogPage route={route} blog={route.blog!} bodyHtml={bodyHtml} />;
    case 'index':
      return <GeneratedIndex route={route} index={route.index!} />;
    case 'page':
      if (!PageComponent) throw new Error(`The page component of ${route.path} is not loaded`);
      return <PageComponent />;
    case 'notFound':
      return <NotFound />;
  }
}
