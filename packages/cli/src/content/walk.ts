// Walks site/content/<locale>/docs: every Markdown file becomes a DocSource with its id and route.
import fs from 'node:fs';
import path from 'node:path';
import { TondocsError } from '../errors.ts';
import { parseFrontmatter, type Frontmatter } from './frontmatter.ts';
import { assertInsideSite, confine } from './confine.ts';
import { readSourceText } from './read.ts';
import type { ParsedFile, SourceSnapshot } from './snapshot.ts';
import { parse as parseYaml } from 'yaml';

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
  /** What is wrong with the file but does not stop the build: binary data, no title, empty page. */
  problems: string[];
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

/** `snapshot`: parsed files of the last run, reused where a file is unchanged (builds with the cache on). */
export function walkContent(siteDir: string, locale: string, snapshot?: SourceSnapshot): ContentTree {
  const root = docsDir(siteDir, locale);
  const tree: ContentTree = { locale, docs: [], categories: new Map() };
  if (!fs.existsSync(root)) return tree;
  // The docs folder itself may be a symlink: it too must stay inside the site.
  assertInsideSite(siteDir, root);
  // Real paths of the directories on the way: a symlink loop is walked once.
  const seen = new Set<string>();
  const visit = (dir: string): void => {
    const real = confine(siteDir, dir);
    if (!real.ok || seen.has(real.real)) return;
    seen.add(real.real);
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.name.startsWith('.') || (entry.name.startsWith('_') && !CATEGORY_FILE.test(entry.name))) continue;
      const abs = path.join(dir, entry.name);
      // A symlink is followed only where its target stays inside the site; one that leaves it is an error.
      let isDir = entry.isDirectory();
      if (entry.isSymbolicLink()) {
        const target = confine(siteDir, abs);
        if (!target.ok && target.reason === 'missing') continue;
        assertInsideSite(siteDir, abs);
        isDir = fs.statSync(abs).isDirectory();
      }
      if (isDir) visit(abs);
      else if (CATEGORY_FILE.test(entry.name)) tree.categories.set(toId(path.relative(root, dir)), readCategory(abs, siteDir));
      else if (/\.mdx?$/.test(entry.name)) {
        // A plain file (not a symlink) of a checked directory: its real path is the directory's plus its name.
        const doc = readDoc(abs, root, siteDir, locale, entry.isSymbolicLink() ? undefined : path.join(real.real, entry.name), snapshot);
        if (doc && !doc.frontmatter.draft) tree.docs.push(doc);
      }
    }
  };
  visit(root);
  return tree;
}

export function readDoc(file: string, root: string, siteDir: string, locale: string, real?: string, snapshot?: SourceSnapshot): DocSource | null {
  const relFile = path.relative(siteDir, file);
  const parse = (): ParsedFile => {
    const { text, problems: readProblems } = readSourceText(siteDir, file, real);
    return { ...parseFrontmatter(text, relFile), readProblems };
  };
  const { frontmatter, body, bodyLineOffset, readProblems } = real && snapshot ? snapshot.read(real, parse) : parse();
  const problems = [...readProblems];
  const id = toId(path.relative(root, file).replace(/\.mdx?$/, ''));
  const dir = id.includes('/') ? id.slice(0, id.lastIndexOf('/')) : '';
  if (problems.length === 0) problems.push(...pageProblems(frontmatter, body, file.endsWith('.mdx')));
  return { id, locale, file, relFile, route: routeOf(id, dir, frontmatter.slug), frontmatter, body, bodyLineOffset, dir, problems };
}

export const NO_TITLE = 'The page has no title: add `title:` to its frontmatter (the content standard requires it).';

/**
 * A page must have a title (frontmatter or a leading "# h1") and some text. An .mdx page's leading heading
 * may follow imports, exports and comments of any shape: the Markdown stage finds it, and the builder checks.
 */
export function pageProblems(frontmatter: Frontmatter, body: string, mdx = false): string[] {
  if (body.trim() === '') return ['The page is empty: write its text, or delete the file (or mark it `draft: true`).'];
  if (!mdx && !frontmatter.title && !/^\s*#\s+\S/.test(body.replace(/^(\s*(import|export)\s[^\n]*\n)+/, ''))) return [NO_TITLE];
  return [];
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

/** Docusaurus's category metadata: `_category_.json` or `_category_.yml` / `.yaml`. */
const CATEGORY_FILE = /^_category_\.(json|ya?ml)$/;

/** Only what the sidebar uses is read; other Docusaurus keys (className, customProps, link...) are accepted. */
function readCategory(file: string, siteDir: string): CategoryMeta {
  const text = readSourceText(siteDir, file).text;
  const json = file.endsWith('.json');
  let v: CategoryMeta | null;
  try {
    v = (json ? JSON.parse(text) : parseYaml(text)) as CategoryMeta | null;
  } catch (e) {
    const line = (e as { linePos?: { line: number }[] }).linePos?.[0]?.line;
    throw new TondocsError(`Invalid ${json ? 'JSON' : 'YAML'} in ${path.basename(file)}: ${(e as Error).message.split('\n')[0]}`, { position: { file: path.relative(siteDir, file), line } });
  }
  return { label: v?.label, position: v?.position, collapsed: v?.collapsed };
}
