// Data the theme renders. The CLI produces it at build time; the runtime fetches it for client navigation.
import type { Catalogue } from './i18n/catalogue.ts';

export interface NavLink {
  label: string;
  href: string;
  external: boolean;
}

export type NavPosition = 'left' | 'right';

export type NavItem =
  | { type: 'link'; position: NavPosition; label: string; href: string; external: boolean }
  | { type: 'dropdown'; position: NavPosition; label: string; items: NavLink[] }
  | { type: 'docSidebar'; position: NavPosition; label: string; href: string }
  | { type: 'search'; position: NavPosition }
  | { type: 'colorMode'; position: NavPosition }
  | { type: 'localeDropdown'; position: NavPosition; extraItems: NavLink[] }
  | { type: 'repository'; position: NavPosition; label: string; href: string };

export interface SocialLink {
  kind: 'linkedin' | 'telegram' | 'github' | 'x' | 'mail' | 'coinmarketcap';
  label: string;
  href: string;
}

export interface LocaleLink {
  locale: string;
  label: string;
  htmlLang: string;
  /** Base path of that locale: "/", "/ru/", "/zh-CN/". */
  base: string;
}

/** Everything the shell needs that is the same on every page of one locale. */
export interface SiteData {
  title: string;
  tagline: string;
  locale: string;
  htmlLang: string;
  direction: 'ltr' | 'rtl';
  /** Base path of this locale's pages, e.g. "/ru/". */
  base: string;
  /** Where the hashed assets live (shared by all locales of one output tree). */
  assetsBase: string;
  version: string;
  locales: LocaleLink[];
  navbar: { title: string; logo?: { src: string; alt: string }; items: NavItem[] };
  footer: { columns: { header: string; links: NavLink[] }[]; social: SocialLink[]; copyright?: string };
  strings: Catalogue;
  announcementBar?: { id: string; content: string; backgroundColor: string; textColor: string; isCloseable: boolean };
  analytics?: { trackingId: string; anonymizeIP: boolean };
  /** Docs plugin id and its version names: a stored version preference must be one of them. */
  docsVersions: { pluginId: string; names: string[] };
  /** Present under `tondocs serve --watch`: the runtime connects for live updates. */
  dev?: { eventsUrl: string };
  /** URL of this locale's offline search payload (absent with a hosted search provider). */
  searchIndexUrl?: string;
  /**
   * Doc tags of this locale's pages (Docusaurus style, `docs-<plugin>-<version>`): the search keeps hits
   * carrying one of them (contextual search). Empty: no tag filter.
   */
  searchTags: string[];
  /** The live playground's runner script, on sites that have `live` code blocks. */
  playgroundWorkerUrl?: string;
  /** Present with search provider 'algolia': the browser queries the hosted DocSearch index instead of a payload. */
  hostedSearch?: { appId: string; apiKey: string; indexName: string };
}

export interface SidebarLink {
  type: 'link';
  label: string;
  href: string;
  external: boolean;
  docId?: string;
}

export interface SidebarCategory {
  type: 'category';
  label: string;
  href?: string;
  collapsed: boolean;
  items: SidebarNode[];
}

export type SidebarNode = SidebarLink | SidebarCategory;

export interface TocEntry {
  id: string;
  text: string;
  depth: number;
}

export interface PageLink {
  label: string;
  href: string;
}

export interface DocData {
  id: string;
  /** Static HTML of the document body; absent in the inline page data (it is already in the DOM). */
  html?: string;
  toc: TocEntry[];
  hideToc: boolean;
  sidebar?: string;
  breadcrumbs: PageLink[];
  prev?: PageLink;
  next?: PageLink;
  editUrl?: string;
  lastUpdated?: { author: string; timestamp: number };
  /** Locale of the content when the page fell back to another locale's text. */
  untranslatedFrom?: { locale: string; htmlLang: string };
}

export interface GeneratedIndexData {
  sidebar?: string;
  breadcrumbs: PageLink[];
  cards: { title: string; description: string; href: string; count?: number }[];
}

export interface BlogAuthorData {
  name: string;
  title?: string;
  url?: string;
  imageUrl?: string;
}

export interface BlogTagData {
  label: string;
  href: string;
  /** Posts with this tag (on the tags overview). */
  count?: number;
}

/** What a list, tag page, archive and the post page show of a post. */
export interface BlogPostSummary {
  title: string;
  href: string;
  description: string;
  /** Publication date, ms (UTC midnight). */
  date: number;
  readingMinutes: number;
  authors: BlogAuthorData[];
  tags: BlogTagData[];
  /** HTML of the text above the truncation marker (lists only). */
  excerptHtml?: string;
  /** The post continues past the excerpt: lists show a "read more" link. */
  truncated?: boolean;
}

export type BlogView =
  | { view: 'list'; posts: BlogPostSummary[]; page: number; pages: number; prevHref?: string; nextHref?: string }
  | { view: 'post'; post: BlogPostSummary; toc: TocEntry[]; prev?: PageLink; next?: PageLink }
  | { view: 'tag'; tag: BlogTagData; posts: BlogPostSummary[]; allTagsHref: string }
  | { view: 'tags'; tags: BlogTagData[] }
  | { view: 'archive'; years: { year: number; posts: BlogPostSummary[] }[] };

export interface BlogData {
  /** The blog's own title ("Блог") and where its first list page is. */
  title: string;
  href: string;
  archiveHref: string;
  view: BlogView;
  /** Static HTML of a post's body; absent in the inline page data (it is already in the DOM). */
  html?: string;
  /** Recent posts grouped by year, newest first. */
  sidebar: { year: number; posts: PageLink[] }[];
}

export interface RouteData {
  /** Full path with base, no trailing slash except the locale root: "/ru/v3/x", "/ru/". */
  path: string;
  kind: 'doc' | 'page' | 'index' | 'blog' | 'notFound';
  title: string;
  description: string;
  /** The same page in every locale (language switch, hreflang). */
  alternates: { locale: string; href: string }[];
  doc?: DocData;
  index?: GeneratedIndexData;
  blog?: BlogData;
  /** Key of a page module (site/src/pages) rendered by this route. */
  page?: { module: string };
  /** URL of the sidebar JSON this route shows, when it has one. */
  sidebarUrl?: string;
}
