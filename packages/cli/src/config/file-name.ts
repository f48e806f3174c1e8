/** The site's config file, at the root of the site directory. */
export const CONFIG_FILE = 'tondocs.config.ts';
