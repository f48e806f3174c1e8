// The HTML document around a rendered route: head tags (SEO, hreflang, assets) and the inline route data.
import type { RouteData, SiteData } from '@tondocs/theme';
import { noscriptNavigationStyle } from './noscript-styles.ts';
import { stylesheetTags, type PageStylesheet } from './stylesheets.ts';
import {
  announcementInlineScript,
  BASE_URL_BANNER_CONTAINER_ID,
  baseUrlIssueInlineScript,
  colorModeInlineScript,
  DATA_ELEMENT_ID,
  gtagHeadTags,
  ROOT_ELEMENT_ID,
  tabsInlineScript,
  type InlineData,
} from '@tondocs/runtime';

export interface DocumentAssets {
  /** In cascade order: the first paint's CSS inline, the rest as links (see stylesheets.ts). */
  stylesheets: PageStylesheet[];
  entry: string;
  modulepreload: string[];
  /** JSON the runtime fetches before hydrating (site data, sidebar). */
  preloadJson: string[];
}

export interface DocumentInput {
  site: SiteData;
  route: RouteData;
  appHtml: string;
  siteUrl: string;
  /** Absolute origin + path of this page, for canonical and og:url. */
  canonicalUrl: string;
  /** hreflang -> absolute URL, x-default included. */
  alternates: { hreflang: string; href: string }[];
  imageUrl?: string;
  keywords?: string[];
  faviconUrl?: string;
  assets: DocumentAssets;
  /** Pages that must not be indexed (the 404): no canonical link, no hreflang alternates. */
  noindex?: boolean;
  /** Origins to open a connection to early (the hosted search host): `<link rel="preconnect" crossorigin>`. */
  preconnect?: string[];
  /** The locale's blog feeds, linked from every page's head so that readers' feed finders see them. */
  feeds?: { type: 'rss' | 'atom'; title: string; href: string }[];
  /** The site's colour variables (config theme.colors), after the stylesheets. */
  themeStyle?: string;
  /** A blog post: og:type article with its date and tags. */
  article?: { publishedTime: string; tags: string[] };
}

const FEED_TYPES = { rss: 'application/rss+xml', atom: 'application/atom+xml' } as const;

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script> must not be able to close the tag. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export function pageTitle(route: RouteData, site: SiteData): string {
  return route.kind === 'page' && route.path === site.base ? `${site.title} | ${site.tagline}` : `${route.title} | ${site.title}`;
}

export function renderDocument(input: DocumentInput): string {
  const { site, route, assets } = input;
  const title = pageTitle(route, site);
  const inline: InlineData = { route, siteUrl: input.siteUrl };
  // The base-URL banner belongs to the root path only, as in Docusaurus: that is the address a
  // misconfigured deployment is first opened at.
  const isHome = route.path === site.base;
  const hasTabs = input.appHtml.includes('class="tabs"');
  // Remembered tab choices are applied right after the markup, before the first paint.
  const hasSyncedTabs = input.appHtml.includes('class="tabs" data-group=');
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${esc(title)}</title>`,
    `<meta name="description" content="${esc(route.description)}">`,
    input.keywords?.length ? `<meta name="keywords" content="${esc(input.keywords.join(', '))}">` : '',
    `<meta name="generator" content="tondocs">`,
    input.faviconUrl ? `<link rel="icon" href="${esc(input.faviconUrl)}"${input.faviconUrl.endsWith('.svg') ? ' type="image/svg+xml"' : ''}>` : '',
    input.noindex ? '<meta name="robots" content="noindex">' : `<link rel="canonical" href="${esc(input.canonicalUrl)}">`,
    `<meta property="og:type" content="${input.article ? 'article' : 'website'}">`,
    input.article ? `<meta property="article:published_time" content="${esc(input.article.publishedTime)}">` : '',
    ...(input.article?.tags ?? []).map((t) => `<meta property="article:tag" content="${esc(t)}">`),
    `<meta property="og:title" content="${esc(title)}">`,
    `<meta property="og:description" content="${esc(route.description)}">`,
    `<meta property="og:url" content="${esc(input.canonicalUrl)}">`,
    `<meta property="og:locale" content="${esc(site.htmlLang.replace('-', '_'))}">`,
    input.imageUrl ? `<meta property="og:image" content="${esc(input.imageUrl)}"><meta name="twitter:image" content="${esc(input.imageUrl)}">` : '',
    '<meta name="twitter:card" content="summary_large_image">',
    ...(input.feeds ?? []).map((f) => `<link rel="alternate" type="${FEED_TYPES[f.type]}" title="${esc(f.title)}" href="${esc(f.href)}">`),
    ...input.alternates.map((a) => `<link rel="alternate" hreflang="${esc(a.hreflang)}" href="${esc(a.href)}">`),
    `<script>${colorModeInlineScript}</script>`,
    site.announcementBar ? `<script>${announcementInlineScript(site.announcementBar.id)}</script>` : '',
    isHome ? `<script>${baseUrlIssueInlineScript(site.base, site.strings.baseUrlIssue, site.strings.baseUrlSuggestion)}</script>` : '',
    ...(site.analytics ? gtagHeadTags(site.analytics.trackingId, site.analytics.anonymizeIP, esc) : []),
    ...(input.preconnect ?? []).map((href) => `<link rel="preconnect" href="${esc(href)}" crossorigin>`),
    ...stylesheetTags(assets.stylesheets, esc),
    input.themeStyle ? `<style>${input.themeStyle}</style>` : '',
    // Tab panels without JS: every panel shown under its label, the (inert) tab buttons hidden. After the
    // stylesheet, whose rules for the same selectors it overrides.
    `<noscript><style>${noscriptNavigationStyle}</style></noscript>`,
    hasTabs ? '<noscript><style>.tabs-list{display:none}.tabs-panel[hidden]{display:block}.tabs-panel::before{content:attr(data-label);display:block;font-weight:700;margin:12px 0 6px}</style></noscript>' : '',
    ...assets.modulepreload.map((href) => `<link rel="modulepreload" href="${esc(href)}">`),
    ...assets.preloadJson.map((href) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${esc(href)}">`),
  ]
    .filter(Boolean)
    .join('\n');
  return `<!DOCTYPE html>
<html lang="${esc(site.htmlLang)}" dir="${site.direction}" data-theme="light">
<head>
${head}
</head>
<body>
${isHome ? `<div id="${BASE_URL_BANNER_CONTAINER_ID}"></div>\n` : ''}<div id="${ROOT_ELEMENT_ID}">${input.appHtml}</div>
${hasSyncedTabs ? `<script>${tabsInlineScript}</script>\n` : ''}<script id="${DATA_ELEMENT_ID}" type="application/json">${inlineJson(inline)}</script>
<script type="module" src="${esc(assets.entry)}"></script>
</body>
</html>
`;
}
