// Relative .md links become routes (anchor kept); every link is recorded with its line for the link check.
import type { Root, Link, Definition, Image, Html } from 'mdast';
import type { VFile } from 'vfile';
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { walk } from './walk.ts';
import { confine } from '../content/confine.ts';
import { TondocsError } from '../errors.ts';
import type { ImageRef, MarkdownContext, OutgoingLink } from './types.ts';

const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;

export function remarkLinks() {
  return (tree: Root, file: VFile) => {
    const ctx = file.data.ctx as MarkdownContext;
    const links: OutgoingLink[] = [];
    const images: ImageRef[] = [];
    walk(tree as never, (node: Root['children'][number]) => {
      if (node.type === 'link' || node.type === 'definition') {
        const n = node as Link | Definition;
        const line = (n.position?.start.line ?? 1) + ctx.bodyLineOffset;
        const column = n.position?.start.column ?? 1;
        const rec = resolveLink(n.url, ctx);
        if (!rec) return;
        links.push({ ...rec, line, column });
        // "~" stands for the locale base: one rendering of the Markdown serves every locale that shows it.
        if (rec.route !== undefined && !rec.relative) n.url = `~${rec.route}${rec.anchor ? `#${rec.anchor}` : ''}`;
        else if (rec.staticFile) n.url = `~~${rec.staticFile}`;
      } else if (node.type === 'html') {
        links.push(...rawHtmlLinks(node as Html, ctx));
      } else if (node.type === 'image') {
        const img = node as Image;
        if (EXTERNAL.test(img.url) || img.url.startsWith('//') || img.url.startsWith('data:')) return;
        const line = (img.position?.start.line ?? 1) + ctx.bodyLineOffset;
        const column = img.position?.start.column ?? 1;
        if (img.url.startsWith('/')) {
          // "/img/x.png" is a file of static/ (Docusaurus): served under the base path, so it gets the base.
          const file = staticFile(img.url, ctx);
          if (file) img.url = `~~${file}`;
          else links.push({ url: img.url, line, column, problem: `Image "${img.url}" not found: no such file in static/. Put it at static${img.url.split(/[?#]/)[0]} or fix the path.` });
          return;
        }
        const decoded = safeDecode(img.url.split(/[?#]/)[0]!, decodeURI);
        if (decoded === undefined) {
          links.push({ url: img.url, line, column, problem: `Malformed image path "${img.url}": invalid percent escape. Write "%25" for a literal "%".` });
          return;
        }
        const source = path.resolve(path.dirname(ctx.file), decoded);
        const where = confine(ctx.siteDir, source);
        if (!where.ok && where.reason === 'missing') {
          links.push({ url: img.url, unresolvedFile: source, line, column });
          return;
        }
        if (!where.ok) {
          throw new TondocsError(`Image "${img.url}" resolves to ${where.real}, outside the site directory: refusing to publish it`, {
            position: { file: ctx.relFile, line, column },
            hint: 'Images are copied into the build: put the file inside the site (next to the page or in static/) and link to that copy.',
          });
        }
        const data = fs.readFileSync(where.real);
        const hash = crypto.createHash('sha256').update(data).digest('hex').slice(0, 10);
        const ext = path.extname(source);
        const output = `assets/images/${path.basename(source, ext)}.${hash}${ext}`;
        images.push({ source: where.real, output, ref: source });
        // The writer prefixes the locale base; "~/" marks a path relative to it.
        img.url = `~/${output}`;
      }
    });
    file.data.links = links;
    file.data.images = images;
  };
}

function safeDecode(s: string, decode: (s: string) => string): string | undefined {
  try {
    return decode(s);
  } catch {
    return undefined;
  }
}

/**
 * Internal links: "./a.md#x", "../b/", "/v3/x#y", "#local", and relative routes ("sibling", "../b/") read
 * against the page's URL as a browser would. External and mailto links are not checked here.
 */
export function resolveLink(url: string, ctx: MarkdownContext): Omit<OutgoingLink, 'line' | 'column'> | null {
  if (EXTERNAL.test(url) || url.startsWith('//')) return null;
  const hashAt = url.indexOf('#');
  const pathPart = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const rawAnchor = hashAt >= 0 ? url.slice(hashAt + 1) : undefined;
  const anchor = rawAnchor === undefined ? undefined : safeDecode(rawAnchor, decodeURIComponent);
  if (rawAnchor !== undefined && anchor === undefined) return { url, problem: `Malformed link "${url}": invalid percent escape in the anchor. Write "%25" for a literal "%".` };
  if (pathPart === '') return { url, anchor };
  const filePart = pathPart.split('?')[0]!;
  const decoded = safeDecode(filePart, decodeURI);
  if (decoded === undefined) return { url, problem: `Malformed link "${url}": invalid percent escape. Write "%25" for a literal "%".` };
  if (/\.mdx?$/.test(filePart)) {
    const target = path.resolve(pathPart.startsWith('/') ? docsRootOf(ctx.file, ctx.relFile) : path.dirname(ctx.file), decoded.replace(/^\//, ''));
    const route = ctx.routeOfFile(target);
    if (route === undefined) return { url, anchor, unresolvedFile: target };
    return { url, route, anchor, targetFile: target };
  }
  if (pathPart.startsWith('/')) {
    const file = staticFile(pathPart, ctx);
    if (file) return { url, staticFile: `${file}${url.slice(pathPart.length)}` };
    return { url, route: withoutOwnLocale(decoded, ctx).replace(/\/$/, '') || '/', anchor };
  }
  // "~/x" is a route of the page's own locale (the builder completes it with the locale base): checked like one.
  if (pathPart.startsWith('~/')) return { url, route: decoded.slice(1).replace(/\/$/, '') || '/', anchor };
  // A relative route: a file with an extension (a PDF next to the page, a static image) is not a page.
  const own = ctx.routeOfFile(ctx.file);
  if (own === undefined || /\.[a-z0-9]+$/i.test(decoded)) return null;
  const resolved = path.posix.resolve(path.posix.dirname(own === '/' ? '/x' : own), decoded);
  return { url, route: resolved.replace(/\/$/, '') || '/', anchor, relative: true };
}

/**
 * A link written with the locale's own path ("/ru/v3/x" on a Russian page, as Docusaurus sites under
 * baseUrl /ru/ write them) is the route "/v3/x": the base is added once, not twice.
 */
function withoutOwnLocale(route: string, ctx: MarkdownContext): string {
  const locale = ctx.relFile.split(/[\\/]/)[1];
  return locale && route.startsWith(`/${locale}/`) ? route.slice(locale.length + 1) : route;
}

/** "/catchain.pdf" -> "/catchain.pdf" when site/static holds that file (the query and hash are not part of it). */
export function staticFile(url: string, ctx: MarkdownContext): string | undefined {
  const clean = url.split(/[?#]/)[0]!;
  const decoded = safeDecode(clean, decodeURI);
  if (!decoded || decoded === '/' || decoded.endsWith('/')) return undefined;
  const abs = path.join(ctx.siteDir, 'static', decoded);
  if (!abs.startsWith(path.join(ctx.siteDir, 'static') + path.sep)) return undefined;
  // Not cached: under `serve --watch` a file may appear in static/ between two renders.
  return fs.statSync(abs, { throwIfNoEntry: false })?.isFile() ? url : undefined;
}

const RAW_HREF = /<a\s[^>]*?\bhref\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;

/** `<a href>` in raw HTML is checked like a Markdown link (the HTML itself is left as written). */
function rawHtmlLinks(node: Html, ctx: MarkdownContext): OutgoingLink[] {
  const out: OutgoingLink[] = [];
  const start = node.position?.start ?? { line: 1, column: 1 };
  for (const m of node.value.matchAll(RAW_HREF)) {
    const url = (m[1] ?? m[2] ?? '').replaceAll('&amp;', '&');
    const rec = resolveLink(url, ctx);
    if (!rec) continue;
    const before = node.value.slice(0, m.index);
    const nl = before.lastIndexOf('\n');
    const line = start.line + ctx.bodyLineOffset + (before.match(/\n/g)?.length ?? 0);
    const column = nl < 0 ? start.column + before.length : before.length - nl;
    out.push({ ...rec, line, column });
  }
  return out;
}

function docsRootOf(file: string, relFile: string): string {
  // relFile is "content/<locale>/docs/..."; the docs root is the absolute prefix up to ".../docs".
  const rel = relFile.split(path.sep);
  const idx = rel.indexOf('docs');
  const depth = rel.length - idx - 1;
  let root = file;
  for (let i = 0; i < depth; i++) root = path.dirname(root);
  return root;
}
