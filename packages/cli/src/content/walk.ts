// Walks site/content/<locale>/docs: every Markdown file becomes a DocSource with its id and route.
import fs from 'node:fs';
import path from 'node:path';
import { TondocsError } from '../errors.ts';
import { parseFrontmatter, type Frontmatter } from './frontmatter.ts';

export interface DocSource {
  /** Document id: the path under docs/ without extension, e.g. "v3/concepts/glossary". */
  id: string;
  /** Locale whose folder the file is in. */
  locale: string;
  file: string;
  /** File path relative to the site directory, for messages. */
  relFile: string;
  /** Route inside the locale, no base and no trailing slash: "/v3/concepts/glossary", or "/" */
  route: string;
  frontmatter: Frontmatter;
  body: string;
  bodyLineOffset: number;
  /** Directory of the id ("v3/concepts"), "" at the root. */
  dir: string;
}

export interface CategoryMeta {
  label?: string;
  position?: number;
  collapsed?: boolean;
}

export interface ContentTree {
  locale: string;
  docs: DocSource[];
  /** _category_.json of each docs sub-directory, keyed by directory id ("v3/concepts"). */
  categories: Map<string, CategoryMeta>;
}

export function docsDir(siteDir: string, locale: string): string {
  return path.join(siteDir, 'content', locale, 'docs');
}

export function walkContent(siteDir: string, locale: string): ContentTree {
  const root = docsDir(siteDir, locale);
  const tree: ContentTree = { locale, docs: [], categories: new Map() };
  if (!fs.existsSync(root)) return tree;
  const visit = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.name.startsWith('.') || entry.name.startsWith('_') && entry.name !== '_category_.json') continue;
      const abs = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(abs);
      else if (entry.name === '_category_.json') tree.categories.set(toId(path.relative(root, dir)), readCategory(abs, siteDir));
      else if (/\.mdx?$/.test(entry.name)) {
        const doc = readDoc(abs, root, siteDir, locale);
        if (doc && !doc.frontmatter.draft) tree.docs.push(doc);
      }
    }
  };
  visit(root);
  return tree;
}

export function readDoc(file: string, root: string, siteDir: string, locale: string): DocSource | null {
  const relFile = path.relative(siteDir, file);
  const source = fs.readFileSync(file, 'utf8');
  const { frontmatter, body, bodyLineOffset } = parseFrontmatter(source, relFile);
  const id = toId(path.relative(root, file).replace(/\.mdx?$/, ''));
  const dir = id.includes('/') ? id.slice(0, id.lastIndexOf('/')) : '';
  return { id, locale, file, relFile, route: routeOf(id, dir, frontmatter.slug), frontmatter, body, bodyLineOffset, dir };
}

/** "a/b/index" and "a/b/README" are the route of their folder, like Docusaurus. */
export function routeOf(id: string, dir: string, slug: string | undefined): string {
  if (slug) {
    const joined = slug.startsWith('/') ? slug : `/${dir ? `${dir}/` : ''}${slug}`;
    return normalizeRoute(joined);
  }
  const base = /(^|\/)(index|README)$/i.test(id) ? dir : id;
  return normalizeRoute(`/${base}`);
}

export function normalizeRoute(r: string): string {
  const cleaned = r.replace(/\/+/g, '/').replace(/\/$/, '');
  return cleaned === '' ? '/' : cleaned;
}

function toId(p: string): string {
  return p.split(path.sep).join('/');
}

function readCategory(file: string, siteDir: string): CategoryMeta {
  try {
    const v = JSON.parse(fs.readFileSync(file, 'utf8')) as CategoryMeta;
    return { label: v.label, position: v.position, collapsed: v.collapsed };
  } catch (e) {
    throw new TondocsError(`Invalid JSON in ${path.basename(file)}: ${(e as Error).message}`, { position: { file: path.relative(siteDir, file) } });
  }
}
