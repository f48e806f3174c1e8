// Relative .md links become routes (anchor kept); every link is recorded with its line for the link check.
import type { Root, Link, Definition, Image } from 'mdast';
import type { VFile } from 'vfile';
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { walk } from './walk.ts';
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
        if (rec.route !== undefined) n.url = `~${rec.route}${rec.anchor ? `#${rec.anchor}` : ''}`;
      } else if (node.type === 'image') {
        const img = node as Image;
        if (EXTERNAL.test(img.url) || img.url.startsWith('/') || img.url.startsWith('data:')) return;
        const source = path.resolve(path.dirname(ctx.file), decodeURI(img.url.split(/[?#]/)[0]!));
        if (!fs.existsSync(source)) {
          links.push({ url: img.url, unresolvedFile: source, line: (img.position?.start.line ?? 1) + ctx.bodyLineOffset, column: img.position?.start.column ?? 1 });
          return;
        }
        const hash = crypto.createHash('sha256').update(fs.readFileSync(source)).digest('hex').slice(0, 10);
        const ext = path.extname(source);
        const output = `assets/images/${path.basename(source, ext)}.${hash}${ext}`;
        images.push({ source, output });
        // The writer prefixes the locale base; "~/" marks a path relative to it.
        img.url = `~/${output}`;
      }
    });
    file.data.links = links;
    file.data.images = images;
  };
}

/** Internal links: "./a.md#x", "../b/", "/v3/x#y", "#local". External and mailto links are not checked here. */
export function resolveLink(url: string, ctx: MarkdownContext): Omit<OutgoingLink, 'line' | 'column'> | null {
  if (EXTERNAL.test(url) || url.startsWith('//')) return null;
  const hashAt = url.indexOf('#');
  const pathPart = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const anchor = hashAt >= 0 ? decodeURIComponent(url.slice(hashAt + 1)) : undefined;
  if (pathPart === '') return { url, anchor };
  if (/\.mdx?$/.test(pathPart.split('?')[0]!)) {
    const target = path.resolve(pathPart.startsWith('/') ? docsRootOf(ctx.file, ctx.relFile) : path.dirname(ctx.file), decodeURI(pathPart.replace(/^\//, '')));
    const route = ctx.routeOfFile(target);
    if (route === undefined) return { url, anchor, unresolvedFile: target };
    return { url, route, anchor };
  }
  if (pathPart.startsWith('/')) return { url, route: pathPart.replace(/\/$/, '') || '/', anchor };
  // "~/x" is a route of the page's own locale (the builder completes it with the locale base): checked like one.
  if (pathPart.startsWith('~/')) return { url, route: pathPart.slice(1).split('?')[0]!.replace(/\/$/, '') || '/', anchor };
  // A relative link without .md is a route relative to this page, as a browser would read it.
  return null;
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
