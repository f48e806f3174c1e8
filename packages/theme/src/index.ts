// @tondocs/theme: the React components of a tondocs site, reusable by any project.
export { App, type AppProps } from './App.tsx';
export { Providers, Shell, StaticFooter, TOCSlot, ROUTE_CONTENT_CLASS, type ShellProps } from './Shell.tsx';
export { TOC } from './components/TOC.tsx';
export { markdownComponents } from './markdown/index.ts';
export { SiteContext, StringsContext, RuntimeContext, useSite, useStrings, useRuntime, type RuntimeApi } from './context.tsx';
export { catalogueFor, hasCatalogue, pluralize, type Catalogue } from './i18n/index.ts';
export { Link } from './components/Link.tsx';
export { SITE_MAP_ROUTE } from './components/Footer.tsx';
export { ErrorBoundary } from './components/ErrorBoundary.tsx';
export { countSidebarLinks, SIDEBAR_FULL_HTML_LINKS } from './components/Sidebar.tsx';
export { animationDuration } from './components/collapse-animation.ts';
export { readStorage, writeStorage, removeStorage } from './browser/storage.ts';
export { prefetchAllowed } from './browser/connection.ts';
export { ANNOUNCEMENT_DISMISS_KEY, ANNOUNCEMENT_ID_KEY, ANNOUNCEMENT_DISMISSED_ATTR } from './browser/announcement.ts';
export type * from './types.ts';
// The overridable components (config `theme.components`), always the originals: an override that renders
// one of them wraps the theme's component, not itself.
export {
  THEME_COMPONENTS,
  THEME_COMPONENT_NAMES,
  type ThemeComponentName,
  type ThemeComponentProps,
  type ThemeComponents,
  type NavbarProps,
  type SidebarProps,
  type DocPageProps,
  type BlogPageProps,
  type GeneratedIndexProps,
  type TOCProps,
  type PostMetaProps,
  type AdmonitionProps,
  type CodeBlockProps,
  type NoProps,
} from './overrides.tsx';
export { AnnouncementBar } from './components/AnnouncementBar.tsx';
export { Navbar } from './components/Navbar.tsx';
export { Sidebar } from './components/Sidebar.tsx';
export { Footer } from './components/Footer.tsx';
export { DocPage } from './components/DocPage.tsx';
export { BlogPage } from './components/blog/BlogPage.tsx';
export { PostMeta } from './components/blog/PostMeta.tsx';
export { GeneratedIndex } from './components/GeneratedIndex.tsx';
export { NotFound } from './components/NotFound.tsx';
export { SearchButton } from './components/search/SearchButton.tsx';
export { ColorModeToggle } from './components/ColorModeToggle.tsx';
export { Admonition } from './markdown/Admonition.tsx';
export { CodeBlock, focusablePre } from './markdown/CodeBlock.tsx';
