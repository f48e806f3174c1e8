// The routes the ru build must have (spec §2.2, §2.3, §2.8 and the site files), in one place: the route test
// (e2e/routes.test.ts) requests every one of them from `tondocs serve`. Paths are inside the locale base.

/** Standalone pages (spec §2.2). */
export const standalonePages = [
  '/',
  '/search',
  '/hacktonberfest',
  '/v3/documentation/tvm/instructions',
  '/develop/dapps/ton-connect/protocol',
  '/develop/dapps/ton-connect/protocol/bridge',
  '/develop/dapps/ton-connect/protocol/requests-responses',
  '/develop/dapps/ton-connect/protocol/session',
  '/develop/dapps/ton-connect/protocol/wallet-guidelines',
  '/develop/dapps/ton-connect/protocol/workflow',
];

/** The entry page of each sidebar (spec §2.2). */
export const sidebarEntryPages = ['/v3/concepts/dive-into-ton/introduction', '/v3/documentation/ton-documentation', '/v3/guidelines/quick-start/getting-started', '/v3/contribute'];

/** Legacy guideline index pages (spec §2.3), the historic misspelling included. */
export const legacyGuidelineIndexes = [
  'advanced', 'advanced-asset-processing', 'api-sdk', 'business', 'compile-from-sources', 'cookbook', 'dapp-guide', 'dapps',
  'hello-world', 'how-to', 'install-ton-connect', 'maintenance-guidelines', 'nft-processing', 'nodes-guidelines', 'proxy-and-sites',
  'running-nodes', 'security-measures', 'smat-contracts-guidelines', 'testing', 'tg-bot-examples', 'tma', 'tma-guidelines',
  'tma-tutorials-and-examples', 'ton-connect', 'ton-dns', 'ton-storage', 'tutorials-and-examples', 'web3-guidelines',
].map((slug) => `/guidelines/${slug}`);

/** Documents shown without a sidebar that are written (spec §2.2). */
export const noSidebarPages = ['/v3/concepts/qa-outsource/auditors', '/v3/concepts/qa-outsource/outsource', '/v3/contribute/contribution-rules'];

/** The blog (spec §1): list, archive, tags. */
export const blogPages = ['/blog', '/blog/archive', '/blog/tags'];

/** Files that are not pages: feeds, sitemap, robots, favicon, social image. */
export const siteFiles = ['/sitemap.xml', '/robots.txt', '/blog/rss.xml', '/blog/atom.xml', '/img/favicon.svg', '/img/social-card.jpg'];

/** Paths that must answer 404 with the not-found page. */
export const unknownPaths = ['/no-such-page', '/v3/documentation/no-such-section/page', '/guidelines/smart-contracts-guidelines', '/blog/no-such-post'];

export const requiredPages = [...standalonePages, ...sidebarEntryPages, ...legacyGuidelineIndexes, ...noSidebarPages, ...blogPages];
