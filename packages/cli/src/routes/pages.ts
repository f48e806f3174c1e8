// Page modules: site/src/pages/**/*.tsx are React pages (home, standalone pages), one route each.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ComponentType } from 'react';
import type { Localized } from '../config/schema.ts';
import { TondocsError } from '../errors.ts';
import type { PageModule } from '../bundle/client.ts';

export interface PageMeta {
  title: Localized;
  description?: Localized;
}

export interface LoadedPage extends PageModule {
  route: string;
  Component: ComponentType;
  meta?: PageMeta;
}

export function findPageModules(siteDir: string): PageModule[] {
  const root = path.join(siteDir, 'src', 'pages');
  if (!fs.existsSync(root)) return [];
  const out: PageModule[] = [];
  const visit = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const abs = path.join(dir, e.name);
      if (e.isDirectory()) visit(abs);
      else if (/\.(tsx|jsx)$/.test(e.name) && !e.name.startsWith('_')) {
        out.push({ key: path.relative(root, abs).replace(/\.(tsx|jsx)$/, '').split(path.sep).join('/'), file: abs });
      }
    }
  };
  visit(root);
  return out.sort((a, b) => a.key.localeCompare(b.key));
}

export function pageRoute(key: string): string {
  const r = `/${key}`.replace(/(^|\/)index$/, '');
  return r === '' ? '/' : r;
}

/** Imports the compiled module of a page; errors name the source file. */
export async function loadPageModule(page: PageModule, compiled: string, siteDir: string): Promise<LoadedPage> {
  // The query (no dot in it: loaders read the extension) defeats the module cache after a recompile.
  const mod = (await import(`${pathToFileURL(compiled).href}?mtime=${Math.floor(fs.statSync(compiled).mtimeMs)}`)) as { default?: unknown; meta?: PageMeta };
  const rel = path.relative(siteDir, page.file);
  if (typeof mod.default !== 'function') {
    throw new TondocsError(`The page component at ${rel} has no default export`, {
      position: { file: rel },
      hint: 'Export the page component as default: `export default function Page() { ... }`.',
    });
  }
  return { ...page, route: pageRoute(page.key), Component: mod.default as ComponentType, meta: mod.meta };
}
