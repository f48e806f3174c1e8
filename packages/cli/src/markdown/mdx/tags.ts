// Tag names the Markdown stage writes into HTML for the builder to fill in, in a module of their own so the
// builder can know them without loading the Markdown stage itself (a warm build never runs it).
/** Placeholder of a site component in a page's HTML (replaced by its server rendering). */
export const SITE_COMPONENT_TAG = 'tondocs-site-component';
