// @jsxRuntime automatic (library code: JSX must not depend on the consuming project's tsconfig)
import type { ComponentType, ReactNode } from 'react';
import type { RuntimeApi } from './context.tsx';
import { AnnouncementBar } from './components/AnnouncementBar.tsx';
import { Footer } from './components/Footer.tsx';
import { ICON_BODIES, type IconName } from './components/icon-bodies.ts';
import { IconSourceContext } from './components/Icons.tsx';
import { overridable, type ThemeComponents } from './overrides.tsx';
import { RouteView } from './RouteContent.tsx';
import { Providers, Shell } from './Shell.tsx';
import type { RouteData, SidebarNode, SiteData } from './types.ts';

const FooterSlot = overridable('Footer', Footer);
/** The server has every icon's markup at hand (the browser reuses what the page holds). */
const iconTable = (name: IconName) => ICON_BODIES[name];

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

/**
 * The whole page as the server renders it (renderToString). The browser hydrates the frame (Shell) and,
 * separately, the interactive pieces of the content; it renders RouteView itself only after a navigation.
 */
export function App({ site, route, sidebar, bodyHtml = '', PageComponent, runtime, overlay, announcement = '', components }: AppProps) {
  // The theme's announcement bar unless the site overrides it (Shell takes it from the components).
  return (
    <Providers site={site} route={route} runtime={runtime} components={{ AnnouncementBar, ...components }}>
      <IconSourceContext.Provider value={iconTable}>
        <Shell sidebar={sidebar} overlay={overlay} announcement={announcement} footer={<FooterSlot />}>
          <RouteView route={route} bodyHtml={bodyHtml} PageComponent={PageComponent} />
        </Shell>
      </IconSourceContext.Provider>
    </Providers>
  );
}
