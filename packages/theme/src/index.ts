// @tondocs/theme: the React components of a tondocs site, reusable by any project.
export { App, type AppProps } from './App.tsx';
export { Providers, Shell, StaticFooter, ROUTE_CONTENT_CLASS, type ShellProps } from './Shell.tsx';
export { TOC } from './components/TOC.tsx';
export { markdownComponents } from './markdown/index.ts';
export { SiteContext, StringsContext, RuntimeContext, useSite, useStrings, useRuntime, type RuntimeApi } from './context.tsx';
export { catalogueFor, hasCatalogue, pluralize, type Catalogue } from './i18n/index.ts';
export { Link } from './components/Link.tsx';
export { SITE_MAP_ROUTE } from './components/Footer.tsx';
export { ErrorBoundary } from './components/ErrorBoundary.tsx';
export { animationDuration } from './components/Sidebar.tsx';
export { readStorage, writeStorage, removeStorage } from './browser/storage.ts';
export { ANNOUNCEMENT_DISMISS_KEY, ANNOUNCEMENT_ID_KEY, ANNOUNCEMENT_DISMISSED_ATTR } from './browser/announcement.ts';
export type * from './types.ts';
