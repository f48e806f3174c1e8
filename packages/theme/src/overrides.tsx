// @jsxRuntime automatic (library code: JSX must not depend on the consuming project's tsconfig)
// Component overrides: a site replaces (or wraps) a theme component by name (config `theme.components`).
// The theme renders each overridable component through a slot that looks the name up in a context the App
// provides; the component exported from `@tondocs/theme` is always the original, so an override that
// renders it wraps the theme's own and never itself.
import { createContext, createElement, useContext, type ComponentType, type ReactNode } from 'react';
import type { BlogData, BlogPostSummary, DocData, GeneratedIndexData, RouteData, SidebarNode, TocEntry } from './types.ts';

export interface NavbarProps {
  /** The page's sidebar, shown in the mobile menu. */
  sidebar?: SidebarNode[];
}
export interface SidebarProps {
  items: SidebarNode[];
}
export interface DocPageProps {
  route: RouteData;
  doc: DocData;
  /** The page's rendered Markdown (HTML). */
  bodyHtml: string;
}
export interface BlogPageProps {
  route: RouteData;
  blog: BlogData;
  bodyHtml: string;
}
export interface GeneratedIndexProps {
  route: RouteData;
  index: GeneratedIndexData;
}
export interface TOCProps {
  toc: TocEntry[];
}
export interface PostMetaProps {
  post: BlogPostSummary;
}
export interface AdmonitionProps {
  /** note, tip, info, warning, danger, caution, ... */
  kind?: string;
  title?: string;
  children?: ReactNode;
}
export interface CodeBlockProps {
  language?: string;
  title?: string;
  /** Set (to the first line number) when the fence asks for line numbers. */
  lineNumbers?: string;
  /** The language of a `live` fence (an editable playground). */
  live?: string;
  /** The highlighted <pre>. */
  children?: ReactNode;
}
/** Props of a component that takes none (it reads the site from context: useSite(), useStrings()). */
export type NoProps = Record<string, never>;

/** Every overridable component and its props. */
export interface ThemeComponentProps {
  AnnouncementBar: NoProps;
  Navbar: NavbarProps;
  Sidebar: SidebarProps;
  Footer: NoProps;
  DocPage: DocPageProps;
  TOC: TOCProps;
  BlogPage: BlogPageProps;
  PostMeta: PostMetaProps;
  GeneratedIndex: GeneratedIndexProps;
  NotFound: NoProps;
  SearchButton: NoProps;
  ColorModeToggle: NoProps;
  Admonition: AdmonitionProps;
  CodeBlock: CodeBlockProps;
}
export type ThemeComponentName = keyof ThemeComponentProps;
export type ThemeComponents = { [K in ThemeComponentName]: ComponentType<ThemeComponentProps[K]> };

/**
 * Where each component renders. `page`: part of the page React renders on the server and hydrates in the
 * browser (an override is in both). `markdown`: rendered into the Markdown's HTML at build time only
 * (an override runs in the build, never in the browser).
 */
export const THEME_COMPONENTS: { readonly [K in ThemeComponentName]: 'page' | 'markdown' } = {
  AnnouncementBar: 'page',
  Navbar: 'page',
  Sidebar: 'page',
  Footer: 'page',
  DocPage: 'page',
  TOC: 'page',
  BlogPage: 'page',
  PostMeta: 'page',
  GeneratedIndex: 'page',
  NotFound: 'page',
  SearchButton: 'page',
  ColorModeToggle: 'page',
  Admonition: 'markdown',
  CodeBlock: 'markdown',
};
// Pure: the browser bundle, which never reads the names, drops both tables.
export const THEME_COMPONENT_NAMES = /* @__PURE__ */ Object.keys(THEME_COMPONENTS) as ThemeComponentName[];

export const ThemeComponentsContext = createContext<Partial<ThemeComponents>>({});

/** The theme's own use of a component: the site's override when it has one, the original otherwise. */
export function overridable<K extends ThemeComponentName>(name: K, Original: ComponentType<ThemeComponentProps[K]>): ComponentType<ThemeComponentProps[K]> {
  function Slot(props: ThemeComponentProps[K]) {
    const Override = useContext(ThemeComponentsContext)[name] as ComponentType<ThemeComponentProps[K]> | undefined;
    return createElement(Override ?? Original, props);
  }
  Slot.displayName = `Slot(${name})`;
  return Slot;
}
