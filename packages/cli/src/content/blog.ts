// Reads site/content/<locale>/blog: posts (Markdown + frontmatter) and the authors data file.
// A post without a date or with an author that authors.yml does not define stops the build, naming
// the file, the line and the field.
import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml, YAMLParseError } from 'yaml';
import { z } from 'zod';
import { TondocsError } from '../errors.ts';
import { lineOfKey, parseFrontmatter } from './frontmatter.ts';
import { readSourceText } from './read.ts';
import { assertInsideSite } from './confine.ts';
import { normalizeRoute, type DocSource } from './walk.ts';
import { slugify } from '../markdown/slug.ts';

export interface BlogAuthor {
  id: string;
  name: string;
  title?: string;
  url?: string;
  imageUrl?: string;
}

export interface BlogPostSource {
  /** The post as a document: the Markdown stage, link checks and search treat it like one. */
  doc: DocSource;
  slug: string;
  title: string;
  description: string;
  /** Publication date, UTC midnight, in ms. */
  date: number;
  authors: BlogAuthor[];
  tags: { label: string; slug: string }[];
  image?: string;
  /** Markdown above the truncation marker, when the post has one. */
  excerpt?: string;
  readingMinutes: number;
}

export interface BlogSource {
  locale: string;
  /** Newest first. */
  posts: BlogPostSource[];
  authors: Map<string, BlogAuthor>;
}

export const AUTHORS_FILE = 'authors.yml';
/** Docusaurus's markers: `<!-- truncate -->` in Markdown, `{/* truncate *\/}` in MDX. */
const TRUNCATE = /^[ \t]*(?:<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\})[ \t]*$/m;
/** Slugs a post cannot take: the list pages, tags and archive live there. */
const RESERVED_SLUGS = new Set(['page', 'tags', 'archive']);
/** Silent reading speed of Russian technical prose, words per minute. */
const WORDS_PER_MINUTE = 180;

const authorSchema = z.strictObject({
  name: z.string().min(1),
  title: z.string().optional(),
  url: z.url().optional(),
  image_url: z.string().optional(),
});

const postSchema = z.looseObject({
  title: z.string().min(1),
  description: z.string().min(1),
  date: z.union([z.date(), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date written as YYYY-MM-DD')]),
  authors: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
  tags: z.array(z.string().min(1)).default([]),
  image: z.string().optional(),
  slug: z.string().regex(/^[a-z0-9-]+$/, 'lowercase latin letters, digits and hyphens').optional(),
  draft: z.boolean().optional(),
});

export function blogDir(siteDir: string, locale: string): string {
  return path.join(siteDir, 'content', locale, 'blog');
}

/** The locale's blog, or undefined when it has no blog folder. */
export function readBlog(siteDir: string, locale: string): BlogSource | undefined {
  const root = blogDir(siteDir, locale);
  if (!fs.existsSync(root)) return undefined;
  assertInsideSite(siteDir, root);
  const authors = readAuthors(path.join(root, AUTHORS_FILE), siteDir);
  const posts: BlogPostSource[] = [];
  for (const name of fs.readdirSync(root).sort()) {
    if (!/\.mdx?$/.test(name) || name.startsWith('_')) continue;
    const post = readPost(path.join(root, name), siteDir, locale, authors);
    if (post) posts.push(post);
  }
  const seen = new Map<string, BlogPostSource>();
  for (const p of posts) {
    const other = seen.get(p.slug);
    if (other) {
      throw new TondocsError(`Two blog posts have the slug "${p.slug}": this one and ${other.doc.relFile}`, {
        position: { file: p.doc.relFile, line: 1 },
        hint: 'Rename one of the files or give it another `slug` in its frontmatter.',
      });
    }
    seen.set(p.slug, p);
  }
  // Newest first; the same day in file-name order, so the order is stable between builds.
  posts.sort((a, b) => b.date - a.date || b.doc.file.localeCompare(a.doc.file));
  return { locale, posts, authors };
}

export function readAuthors(file: string, siteDir: string): Map<string, BlogAuthor> {
  const relFile = path.relative(siteDir, file);
  const out = new Map<string, BlogAuthor>();
  if (!fs.existsSync(file)) return out;
  const source = readSourceText(siteDir, file).text;
  let data: unknown;
  try {
    data = parseYaml(source) ?? {};
  } catch (e) {
    const pos = e instanceof YAMLParseError ? e.linePos?.[0] : undefined;
    throw new TondocsError(`Malformed YAML: ${(e as Error).message.split('\n')[0]}`, { position: { file: relFile, line: pos?.line, column: pos?.col }, cause: e });
  }
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw new TondocsError('Expected a map of author ids to { name, title, url, image_url }', { position: { file: relFile, line: 1 } });
  }
  for (const [id, value] of Object.entries(data as Record<string, unknown>)) {
    const r = authorSchema.safeParse(value);
    if (!r.success) {
      const issue = r.error.issues[0]!;
      throw new TondocsError(`Author "${id}": field "${issue.path.join('.') || '(value)'}" ${issue.message}`, {
        position: { file: relFile, line: lineOfKey(source, id) },
        hint: 'Each author is `id: { name: ..., title: ..., url: https://..., image_url: ... }`; only name is required.',
      });
    }
    out.set(id, { id, name: r.data.name, title: r.data.title, url: r.data.url, imageUrl: r.data.image_url });
  }
  return out;
}

function readPost(file: string, siteDir: string, locale: string, authors: Map<string, BlogAuthor>): BlogPostSource | null {
  const relFile = path.relative(siteDir, file);
  const { text: source, problems } = readSourceText(siteDir, file);
  const { frontmatter, body, bodyLineOffset } = parseFrontmatter(source, relFile);
  const r = postSchema.safeParse(frontmatter);
  if (!r.success) {
    const issue = r.error.issues[0]!;
    const field = String(issue.path[0] ?? '');
    const missing = (frontmatter as Record<string, unknown>)[field] === undefined;
    throw new TondocsError(missing ? `Blog post has no "${field}" in its frontmatter` : `Invalid blog post field "${field}": ${issue.message}`, {
      position: { file: relFile, line: missing ? 1 : lineOfKey(source, field) },
      hint: HINTS[field] ?? 'A post needs title, description, date (YYYY-MM-DD) and authors (ids from authors.yml).',
    });
  }
  const fm = r.data;
  if (fm.draft) return null;
  const date = fm.date instanceof Date ? fm.date.getTime() : Date.parse(`${fm.date}T00:00:00Z`);
  if (Number.isNaN(date)) {
    throw new TondocsError(`Invalid blog post field "date": ${JSON.stringify(fm.date)} is not a calendar date`, { position: { file: relFile, line: lineOfKey(source, 'date') }, hint: HINTS.date });
  }
  const authorIds = typeof fm.authors === 'string' ? [fm.authors] : fm.authors;
  const postAuthors = authorIds.map((id) => {
    const a = authors.get(id);
    if (!a) {
      const known = [...authors.keys()];
      throw new TondocsError(`Unknown author "${id}" in field "authors"`, {
        position: { file: relFile, line: lineOfKey(source, new RegExp(`^(authors:.*\\b|\\s+-\\s*)${escapeRegExp(id)}\\b`)) },
        hint: known.length ? `Known authors (${AUTHORS_FILE} next to the posts): ${known.join(', ')}. Add "${id}" there or fix the id.` : `Define "${id}" in ${AUTHORS_FILE} next to the posts.`,
      });
    }
    return a;
  });
  const base = path.basename(file).replace(/\.mdx?$/, '');
  const slug = fm.slug ?? base.replace(/^\d{4}-\d{2}-\d{2}-/, '');
  if (RESERVED_SLUGS.has(slug)) {
    throw new TondocsError(`The blog post slug "${slug}" is taken by the blog's own pages`, {
      position: { file: relFile, line: fm.slug ? lineOfKey(source, 'slug') : 1 },
      hint: `Rename the file or set another \`slug\`; reserved: ${[...RESERVED_SLUGS].join(', ')}.`,
    });
  }
  const marker = TRUNCATE.exec(body);
  const id = `blog/${slug}`;
  const doc: DocSource = { id, locale, file, relFile, route: normalizeRoute(`/blog/${slug}`), frontmatter, body, bodyLineOffset, dir: 'blog', problems };
  return {
    doc,
    slug,
    title: fm.title,
    description: fm.description,
    date,
    authors: postAuthors,
    tags: fm.tags.map((label) => ({ label, slug: slugify(label) })),
    image: fm.image,
    excerpt: marker ? body.slice(0, marker.index).trim() : undefined,
    readingMinutes: readingMinutes(body),
  };
}

const HINTS: Record<string, string> = {
  date: 'Add the publication date to the frontmatter: `date: 2026-11-21`.',
  authors: `List author ids defined in ${AUTHORS_FILE}: \`authors: [docs-team]\`.`,
  title: 'Add a `title:` to the frontmatter.',
  description: 'Add a one-sentence `description:` to the frontmatter (it is the summary in lists and feeds).',
};

/** Minutes to read the prose of a post (code blocks, HTML comments and link targets do not count); at least 1. */
export function readingMinutes(markdown: string): number {
  const prose = markdown
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/\]\([^)]*\)/g, ']');
  const words = prose.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
