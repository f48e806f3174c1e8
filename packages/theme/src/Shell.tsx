// @jsxRuntime automatic (library code: JSX must not depend on the consuming project's tsconfig)
// The frame of every page (skip link, announcement bar, navbar, sidebar, <main>, footer slot, live region)
// without the route's content: the browser hydrates this frame on first load and takes the content as the
// server rendered it, so the components of the content (doc, blog, index pages) load only on navigation.
import { useContext, type ReactNode } from 'react';
import { RuntimeContext, SiteContext, StringsContext, useStrings, type RuntimeApi } from './context.tsx';
import { AlternatesContext } from './components/alternates.ts';
import { Navbar } from './components/Navbar.tsx';
import { Sidebar } from './components/Sidebar.tsx';
import { TOC } from './components/TOC.tsx';
import { overridable, ThemeComponentsContext, type ThemeComponents } from './overrides.tsx';
import type { RouteData, SidebarNode, SiteData } from './types.ts';

// The frame's components as the site may override them (config theme.components).
const NavbarSlot = overridable('Navbar', Navbar);
const SidebarSlot = overridable('Sidebar', Sidebar);
/** The table of contents as the site may override it: hydrated as a piece of its own on first load. */
export const TOCSlot = overridable('TOC', TOC);

/**
 * The announcement bar: the site's override, else the theme's bar as the renderer provides it among the
 * components (App always; the browser runtime only when the site configures a bar, so that a site without
 * one never downloads its code).
 */
function AnnouncementBarSlot() {
  const Bar = useContext(ThemeComponentsContext).AnnouncementBar;
  return Bar ? <Bar /> : null;
}

/** No overrides: one object for every render, so the context value never changes by itself. */
const NO_OVERRIDES: Partial<ThemeComponents> = {};

/** The contexts every part of a page reads: the page's root and each separately hydrated piece. */
export function Providers({ site, route, runtime, components = NO_OVERRIDES, children }: { site: SiteData; route: RouteData; runtime: RuntimeApi; components?: Partial<ThemeComponents>; children: ReactNode }) {
  const alternates = Object.fromEntries(route.alternates.map((a) => [a.locale, a.href]));
  return (
    <SiteContext.Provider value={site}>
      <StringsContext.Provider value={site.strings}>
        <RuntimeContext.Provider value={runtime}>
          <AlternatesContext.Provider value={alternates}>
            <ThemeComponentsContext.Provider value={components}>{children}</ThemeComponentsContext.Provider>
          </AlternatesContext.Provider>
        </RuntimeContext.Provider>
      </StringsContext.Provider>
    </SiteContext.Provider>
  );
}

/** Class of the element that holds the route's content inside <main>. */
export const ROUTE_CONTENT_CLASS = 'route-content';

export interface ShellProps {
  sidebar?: SidebarNode[];
  /** Shown above the content while a route loads or failed to (client navigation). */
  overlay?: ReactNode;
  /** Read out by screen readers after a client-side navigation: the new page's title. */
  announcement: string;
  /** The route's content as components (server, and browser after a navigation)... */
  children?: ReactNode;
  /**
   * ...or as the HTML the server rendered (browser, first page): adopted as it is, never re-rendered. An
   * object for React's innerHTML prop, so that the browser can read the page's HTML only if React ever
   * needs the string (hydration does not).
   */
  serverContent?: { readonly __html: string | { toString(): string } };
  footer: ReactNode;
}

export function Shell({ sidebar, overlay, announcement, children, serverContent, footer }: ShellProps) {
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
          {/* Keyed: after a navigation the server's element leaves whole (with the roots hydrated inside it,
              unmounted afterwards) instead of being emptied under them. */}
          {serverContent === undefined ? (
            <div key="rendered" className={ROUTE_CONTENT_CLASS}>
              {children}
            </div>
          ) : (
            <div key="server" className={ROUTE_CONTENT_CLASS} dangerouslySetInnerHTML={serverContent} />
          )}
        </main>
      </div>
      {footer}
      {/* Rendered empty from the start: a live region announces changes, not its first content. */}
      <p className="visually-hidden route-announcer" aria-live="assertive" aria-atomic="true">
        {announcement}
      </p>
    </>
  );
}

/** The site's footer as the server rendered it: the same on every page, so the browser never renders it. */
export function StaticFooter({ html }: { html: string }) {
  return <footer className="footer" dangerouslySetInnerHTML={{ __html: html }} />;
}
