// Blog routes of one locale: paginated list, posts, tags overview and tag pages, archive, and the feeds.
import { Feed } from 'feed';
import type { BlogPostSummary, Catalogue, BlogTagData, BlogView, PageLink, RouteData, TocEntry } from '@tondocs/theme';
import type { BlogPostSource, BlogSource } from '../content/blog.ts';
import { joinBase } from './sidebars.ts';

export interface RenderedPost {
  post: BlogPostSource;
  /** Body HTML with "~/" local links still unresolved (the builder completes them per locale). */
  html: string;
  toc: TocEntry[];
  excerptHtml?: string;
}

export interface BlogRouteOptions {
  base: string;
  title: string;
  description: string;
  postsPerPage: number;
  /** The theme's blog words in the locale's language (page titles of tags and archive). */
  strings: Catalogue['blog'];
  alternates: (route: string) => { locale: string; href: string }[];
}

/** Route paths inside the locale. */
export const blogPaths = {
  list: (page: number) => (page === 1 ? '/blog' : `/blog/page/${page}`),
  tags: '/blog/tags',
  tag: (slug: string) => `/blog/tags/${slug}`,
  archive: '/blog/archive',
  rss: '/blog/rss.xml',
  atom: '/blog/atom.xml',
};

export function blogRoutes(blog: BlogSource, rendered: Map<string, RenderedPost>, o: BlogRouteOptions): RouteData[] {
  const href = (route: string) => joinBase(o.base, route);
  const posts = blog.posts;
  const tagIndex = collectTags(posts, href);
  const summary = (p: BlogPostSource, withExcerpt: boolean): BlogPostSummary => {
    const r = rendered.get(p.doc.file);
    return {
      title: p.title,
      href: href(p.doc.route),
      description: p.description,
      date: p.date,
      readingMinutes: p.readingMinutes,
      authors: p.authors.map((a) => ({ name: a.name, title: a.title, url: a.url, imageUrl: a.imageUrl })),
      tags: p.tags.map((t) => ({ label: tagIndex.get(t.slug)!.label, href: href(blogPaths.tag(t.slug)) })),
      ...(withExcerpt ? { excerptHtml: r?.excerptHtml, truncated: p.excerpt !== undefined } : {}),
    };
  };
  const sidebar = byYear(posts).map(({ year, posts: ps }) => ({ year, posts: ps.map((p): PageLink => ({ label: p.title, href: href(p.doc.route) })) }));
  const blogHref = href(blogPaths.list(1));
  const archiveHref = href(blogPaths.archive);
  const route = (path: string, title: string, description: string, view: BlogView, html?: string): RouteData => ({
    path: href(path),
    kind: 'blog',
    title,
    description,
    alternates: o.alternates(path),
    blog: { title: o.title, href: blogHref, archiveHref, view, html, sidebar },
  });

  const routes: RouteData[] = [];
  const pages = Math.max(1, Math.ceil(posts.length / o.postsPerPage));
  for (let page = 1; page <= pages; page++) {
    const slice = posts.slice((page - 1) * o.postsPerPage, page * o.postsPerPage);
    routes.push(
      route(blogPaths.list(page), o.title, o.description, {
        view: 'list',
        posts: slice.map((p) => summary(p, true)),
        page,
        pages,
        prevHref: page > 1 ? href(blogPaths.list(page - 1)) : undefined,
        nextHref: page < pages ? href(blogPaths.list(page + 1)) : undefined,
      }),
    );
  }
  posts.forEach((p, i) => {
    const r = rendered.get(p.doc.file)!;
    // Newest first: the previous entry of the list is the newer post.
    const newer = posts[i - 1];
    const older = posts[i + 1];
    routes.push(
      route(p.doc.route, p.title, p.description, {
        view: 'post',
        post: summary(p, false),
        toc: r.toc,
        prev: newer ? { label: newer.title, href: href(newer.doc.route) } : undefined,
        next: older ? { label: older.title, href: href(older.doc.route) } : undefined,
      }, r.html),
    );
  });
  const tags = [...tagIndex.values()].sort((a, b) => a.label.localeCompare(b.label, blog.locale));
  routes.push(route(blogPaths.tags, o.strings.tags, o.description, { view: 'tags', tags: tags.map((t) => ({ label: t.label, href: t.href, count: t.posts.length })) }));
  for (const t of tags) {
    const tag: BlogTagData = { label: t.label, href: t.href, count: t.posts.length };
    routes.push(route(blogPaths.tag(t.slug), o.strings.taggedWith.replace('{tag}', t.label), o.description, { view: 'tag', tag, posts: t.posts.map((p) => summary(p, true)), allTagsHref: href(blogPaths.tags) }));
  }
  routes.push(route(blogPaths.archive, o.strings.archive, o.strings.archiveDescription, { view: 'archive', years: byYear(posts).map(({ year, posts: ps }) => ({ year, posts: ps.map((p) => summary(p, false)) })) }));
  return routes;
}

interface TagEntry {
  label: string;
  slug: string;
  href: string;
  posts: BlogPostSource[];
}

/** Tags by slug; labels that differ only in case or spelling of the same slug share the first label seen. */
function collectTags(posts: BlogPostSource[], href: (route: string) => string): Map<string, TagEntry> {
  const out = new Map<string, TagEntry>();
  for (const p of posts) {
    for (const t of p.tags) {
      let entry = out.get(t.slug);
      if (!entry) out.set(t.slug, (entry = { label: t.label, slug: t.slug, href: href(blogPaths.tag(t.slug)), posts: [] }));
      if (!entry.posts.includes(p)) entry.posts.push(p);
    }
  }
  return out;
}

function byYear(posts: BlogPostSource[]): { year: number; posts: BlogPostSource[] }[] {
  const out: { year: number; posts: BlogPostSource[] }[] = [];
  for (const p of posts) {
    const year = new Date(p.date).getUTCFullYear();
    const last = out[out.length - 1];
    if (last?.year === year) last.posts.push(p);
    else out.push({ year, posts: [p] });
  }
  return out;
}

export interface FeedOptions {
  /** Absolute site origin, e.g. "https://docs.example.org". */
  origin: string;
  base: string;
  title: string;
  description: string;
  language: string;
  copyright: string;
  /** Completes "~/" local links with an absolute URL. */
  absolutize: (html: string) => string;
}

/** RSS 2.0 and Atom 1.0 of every post, with the full text (absolute links) and the description as summary. */
export function blogFeeds(blog: BlogSource, rendered: Map<string, RenderedPost>, o: FeedOptions): { rss: string; atom: string } {
  const abs = (route: string) => `${o.origin}${joinBase(o.base, route)}`;
  const feed = new Feed({
    id: abs(blogPaths.list(1)),
    title: o.title,
    description: o.description,
    link: abs(blogPaths.list(1)),
    language: o.language,
    copyright: o.copyright,
    generator: 'tondocs',
    updated: blog.posts[0] ? new Date(blog.posts[0].date) : undefined,
    feedLinks: { rss: abs(blogPaths.rss), atom: abs(blogPaths.atom) },
  });
  for (const p of blog.posts) {
    const r = rendered.get(p.doc.file);
    feed.addItem({
      title: p.title,
      id: abs(p.doc.route),
      link: abs(p.doc.route),
      date: new Date(p.date),
      published: new Date(p.date),
      description: p.description,
      content: r ? o.absolutize(r.html) : undefined,
      author: p.authors.map((a) => ({ name: a.name, link: a.url })),
      category: p.tags.map((t) => ({ name: t.label, term: t.label })),
    });
  }
  return { rss: feed.rss2(), atom: feed.atom1() };
}
