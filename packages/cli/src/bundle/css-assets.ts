// Files the site's stylesheets (config theme.customCss) reference: `@import` and `url()`. Docusaurus sites'
// custom.css points at icons, images and fonts (`url(./icon.svg)`, `url(/img/logo.png)`); esbuild has no
// loader for them by itself. Each is emitted as a content-hashed file under assets/media (a small image is
// inlined as a data: URL instead), and, like every file a build reads, must really be inside the site.
import fs from 'node:fs';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import { confine, realSiteRoot } from '../content/confine.ts';

/** Asset types a stylesheet may reference; anything else keeps esbuild's own handling (and its error). */
const ASSET_EXTENSIONS = new Set(['.svg', '.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif', '.ico', '.bmp', '.cur', '.woff', '.woff2', '.ttf', '.otf', '.eot']);
const IMAGE_EXTENSIONS = new Set(['.svg', '.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif', '.ico', '.bmp', '.cur']);

/**
 * Images up to this size become data: URLs: a request saved for an icon. Small, because a site stylesheet of
 * up to 8 KB is inlined in every page. Fonts are always files (the browser fetches only the faces it uses).
 */
export const INLINE_ASSET_MAX_BYTES = 4 * 1024;

/** Marks the files this plugin resolved, so that its loader leaves every other import alone. */
const ASSET = 'tondocs-css-asset';

/** `./icon.svg?#iefix` -> the path and the suffix esbuild keeps in the output URL. */
function splitSuffix(ref: string): { file: string; suffix: string } {
  const at = ref.search(/[?#]/);
  return at < 0 ? { file: ref, suffix: '' } : { file: ref.slice(0, at), suffix: ref.slice(at) };
}

/**
 * The esbuild plugin for the site's CSS graph (the virtual entry `siteCssEntry` and every stylesheet it
 * reaches): `@import` and `url()` resolve relative to the stylesheet, a path starting with "/" against
 * static/ (as in Docusaurus); a file outside the site is an error at the reference (stylesheet:line:col).
 */
export function siteCssAssets(siteDir: string, siteCssEntry: string): esbuild.Plugin {
  const root = path.resolve(siteDir);
  return {
    name: 'tondocs-site-css-assets',
    setup(build) {
      // Real paths of the site's stylesheets: only their references are ours (not the theme's stylesheet).
      const siteSheets = new Set<string>();
      build.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind !== 'import-rule' && args.kind !== 'url-token') return undefined;
        const fromSite = args.importer === siteCssEntry || siteSheets.has(args.importer);
        // External references stay as written: other origins, data: URLs, in-document fragments.
        if (!fromSite || /^(?:[a-z][a-z0-9+.-]*:|\/\/|#)/i.test(args.path) || args.path === '') return undefined;
        const { file, suffix } = splitSuffix(args.path);
        const abs = file.startsWith('/') ? path.join(root, 'static', file) : path.resolve(args.resolveDir, file);
        const c = confine(root, abs);
        const shown = path.relative(root, abs) || abs;
        if (!c.ok && c.reason === 'missing') {
          const where = file.startsWith('/') ? ` (a path starting with "/" is a file of static/)` : '';
          return { errors: [{ text: `File not found: ${shown}${where}` }] };
        }
        if (!c.ok) return { errors: [{ text: `Refusing to read ${shown}: it resolves to ${c.real}, outside the site directory ${realSiteRoot(root)}` }] };
        const ext = path.extname(c.real).toLowerCase();
        if (args.kind === 'import-rule' || ext === '.css') {
          siteSheets.add(c.real);
          return { path: c.real, suffix };
        }
        if (!ASSET_EXTENSIONS.has(ext)) return undefined;
        return { path: c.real, suffix, pluginData: ASSET };
      });
      build.onLoad({ filter: new RegExp(`\\.(${[...ASSET_EXTENSIONS].map((e) => e.slice(1)).join('|')})$`, 'i') }, async (args) => {
        if (args.pluginData !== ASSET) return undefined;
        const contents = await fs.promises.readFile(args.path);
        const inline = IMAGE_EXTENSIONS.has(path.extname(args.path).toLowerCase()) && contents.byteLength <= INLINE_ASSET_MAX_BYTES;
        return { contents, loader: inline ? 'dataurl' : 'file', resolveDir: path.dirname(args.path) };
      });
    },
  };
}
