import type { TextEvent } from '../search/records.ts';
// What the Markdown stage produces for one document.
export interface TocItem {
  id: string;
  text: string;
  depth: number;
}

export interface OutgoingLink {
  /** The link as written. */
  url: string;
  /** Resolved route inside the locale ("/v3/x"), when the link is internal. */
  route?: string;
  anchor?: string;
  line: number;
  column: number;
  /** A relative .md link whose file does not exist. */
  unresolvedFile?: string;
  /** The .md file a link points at (its route is part of the rendered HTML, so a cached page depends on it). */
  targetFile?: string;
  /** A route relative to the page's URL: checked, but left as written (the browser resolves it). */
  relative?: boolean;
  /** A file of site/static ("/catchain.pdf"): valid, served under the site root, not a page. */
  staticFile?: string;
  /** The link cannot be read at all (a malformed percent escape): reported as is. */
  problem?: string;
}

export interface ImageRef {
  /** Absolute path of the source image (symlinks resolved). */
  source: string;
  /** The path the page names, resolved against the page's folder (a cached result checks it still leads to source). */
  ref?: string;
  /** Output path relative to the locale root: "assets/images/name.hash.png". */
  output: string;
}

export interface CodeSample {
  lang: string;
  meta: string;
  value: string;
  line: number;
}

export interface MarkdownResult {
  html: string;
  /** Headings and text blocks for the search index, parsed where the HTML is made (possibly a worker). */
  text: TextEvent[];
  /** Title from a leading "# h1", when the document has one. */
  h1?: string;
  toc: TocItem[];
  /** Every id a link may target on this page. */
  anchors: string[];
  links: OutgoingLink[];
  images: ImageRef[];
  code: CodeSample[];
  /** Constructs the page uses that tondocs cannot render (MDX components, expressions...), located. */
  notices: Notice[];
  /** The page has math (KaTeX): its stylesheet is linked from this page only. */
  math: boolean;
}

export interface Notice {
  line: number;
  column: number;
  message: string;
  /** Notices sharing a group (a widget dropped on every page) are reported once per build. */
  group?: string;
}

/** Per-document input the plugins need, carried on vfile.data. */
export interface MarkdownContext {
  file: string;
  /** The site directory: files a page references must really be inside it. */
  siteDir: string;
  relFile: string;
  bodyLineOffset: number;
  tocMin: number;
  tocMax: number;
  /** Language of the text (html lang): the theme's words inside it (admonition titles...) match it. */
  htmlLang: string;
  /** Route of a Markdown file (absolute path) in the same locale, if it is a doc. */
  routeOfFile: (absFile: string) => string | undefined;
  /** Parse as MDX (a `.mdx` file): ESM, JSX and expressions; plain `.md` stays CommonMark + GFM. */
  mdx?: boolean;
  /** Components the site registers (config `markdown.components`): JSX names rendered by the site's module. */
  siteComponents?: string[];
  /** Markdown components the site overrides (config theme.components): rendered as placeholders the builder fills. */
  themeOverrides?: string[];
}
