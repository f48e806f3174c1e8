// SiteData of one locale: the config's navbar, footer and texts resolved for that locale.
import { catalogueFor, type NavItem, type NavLink, type SiteData } from '@tondocs/theme';
import type { Localized, SiteConfig } from '../config/schema.ts';
import { localizer, type LocaleInfo } from '../config/localize.ts';
import { joinBase } from '../routes/sidebars.ts';

/** The Docusaurus doc tag of every page: plugin 'default', the configured version ('docs-default-current'). */
export function docTag(config: SiteConfig): string {
  return `docs-default-${config.docs.version.name}`;
}

export function buildSiteData(config: SiteConfig, info: LocaleInfo, locales: LocaleInfo[], assetsBase: string, firstDocOfSidebar: (name: string) => string | undefined, dev?: { eventsUrl: string }): SiteData {
  const t = localizer(info.locale, config.i18n.defaultLocale);
  const link = (l: { label: Localized; to?: string; href?: string }): NavLink => {
    const href = l.href ?? joinBase(info.base, l.to ?? '/');
    return { label: t(l.label), href, external: /^https?:/.test(href) };
  };
  const items: NavItem[] = config.navbar.items.map((item): NavItem => {
    switch (item.type) {
      case 'link':
        return { type: 'link', position: item.position, ...link(item) };
      case 'dropdown':
        return { type: 'dropdown', position: item.position, label: t(item.label), items: item.items.map(link) };
      case 'docSidebar':
        return { type: 'docSidebar', position: item.position, label: t(item.label), href: firstDocOfSidebar(item.sidebarId) ?? info.base };
      case 'localeDropdown':
        return { type: 'localeDropdown', position: item.position, extraItems: item.extraItems.map(link) };
      case 'repository':
        return { type: 'repository', position: item.position, label: t(item.label), href: item.href };
      case 'search':
      case 'colorMode':
        return { type: item.type, position: item.position };
    }
  });
  const columns = config.footer.localeColumns[info.locale] ?? config.footer.columns;
  return {
    title: config.title,
    tagline: t(config.tagline),
    locale: info.locale,
    htmlLang: info.htmlLang,
    direction: info.direction,
    base: info.base,
    assetsBase,
    version: config.version,
    locales: locales.map((l) => ({ locale: l.locale, label: l.label, htmlLang: l.htmlLang, base: l.base })),
    navbar: { title: t(config.navbar.title) ?? config.title, logo: config.navbar.logo ? { src: config.navbar.logo.src, alt: t(config.navbar.logo.alt) } : undefined, items },
    footer: {
      columns: columns.map((c) => ({ header: t(c.header), links: c.links.map((l) => ({ label: t(l.label), href: l.href, external: true })) })),
      social: config.footer.social.map((s) => ({ kind: s.kind, label: t(s.label), href: s.href })),
      copyright: t(config.footer.copyright),
    },
    strings: catalogueFor(info.htmlLang),
    announcementBar: config.announcementBar ? { ...config.announcementBar, content: t(config.announcementBar.content) } : undefined,
    analytics: config.analytics.gtag ? { trackingId: config.analytics.gtag.trackingId, anonymizeIP: config.analytics.gtag.anonymizeIP } : undefined,
    // One docs plugin instance ("default") with one version, as in Docusaurus without versioning.
    docsVersions: { pluginId: 'default', names: [config.docs.version.name] },
    // Contextual search: the hosted provider can turn it off; the local payload holds one site, always tagged.
    // 'default' is the tag of pages outside the docs plugin (the blog), as in Docusaurus's contextual search.
    searchTags: config.search.provider === 'algolia' && !config.search.contextualSearch ? [] : ['default', docTag(config)],
    hostedSearch: config.search.provider === 'algolia' ? { appId: config.search.appId, apiKey: config.search.apiKey, indexName: config.search.indexName } : undefined,
    dev,
  };
}
