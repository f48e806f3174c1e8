// @jsxRuntime automatic (library code: JSX must not depend on the consuming project's tsconfig)
import { useSite, useStrings } from '../../context.tsx';
import { pluralize } from '../../i18n/index.ts';
import type { BlogData, BlogPostSummary } from '../../types.ts';
import { Paginator } from '../DocPage.tsx';
import { Link } from '../Link.tsx';
import { TOC } from '../TOC.tsx';
import { PostMeta, TagList } from './PostMeta.tsx';
import { overridable, type BlogPageProps } from '../../overrides.tsx';

const TOCSlot = overridable('TOC', TOC);
const PostMetaSlot = overridable('PostMeta', PostMeta);

/**
 * Every blog route: the list (paginated), a post, a tag, the tags overview and the archive, beside the
 * sidebar of recent posts grouped by year. A post's body is static HTML, given as a string like a doc's.
 */
export function BlogPage({ route, blog, bodyHtml }: BlogPageProps) {
  const s = useStrings();
  const view = blog.view;
  const withToc = view.view === 'post' && view.toc.length > 0;
  return (
    <div className={`blog-layout${withToc ? ' blog-layout--toc' : ''}`}>
      <BlogSidebar blog={blog} current={route.path} />
      <div className="blog-main">
        {view.view === 'post' ? (
          <article className="blog-post">
            <header>
              <h1>{route.title}</h1>
              <PostMetaSlot post={view.post} />
            </header>
            <div className="markdown" id="doc-body" dangerouslySetInnerHTML={{ __html: bodyHtml }} />
            <footer className="blog-post-footer">
              <TagList tags={view.post.tags} />
            </footer>
            <Paginator prev={view.prev} next={view.next} label={s.blog.postNavigation} prevLabel={s.blog.newerPost} nextLabel={s.blog.olderPost} />
          </article>
        ) : view.view === 'list' ? (
          <>
            <header className="blog-header">
              <h1>{route.title}</h1>
              {view.page === 1 && route.description ? <p className="blog-description">{route.description}</p> : null}
              {view.pages > 1 ? <p className="blog-page-of">{s.blog.pageOf.replace('{page}', String(view.page)).replace('{pages}', String(view.pages))}</p> : null}
            </header>
            <PostList posts={view.posts} />
            <Paginator
              prev={view.prevHref ? { label: s.blog.newerPosts, href: view.prevHref } : undefined}
              next={view.nextHref ? { label: s.blog.olderPosts, href: view.nextHref } : undefined}
              label={s.blog.listNavigation}
              prevLabel=""
              nextLabel=""
            />
          </>
        ) : view.view === 'tag' ? (
          <>
            <TagHeader title={route.title} count={view.posts.length} allTagsHref={view.allTagsHref} />
            <PostList posts={view.posts} />
          </>
        ) : view.view === 'tags' ? (
          <>
            <header className="blog-header">
              <h1>{route.title}</h1>
            </header>
            <TagList tags={view.tags} />
          </>
        ) : (
          <>
            <header className="blog-header">
              <h1>{route.title}</h1>
              <p className="blog-description">{route.description}</p>
            </header>
            {view.years.map((y) => (
              <section key={y.year} className="blog-archive-year" aria-labelledby={`year-${y.year}`}>
                <h2 id={`year-${y.year}`}>{y.year}</h2>
                <ul>
                  {y.posts.map((p) => (
                    <li key={p.href}>
                      <ArchiveEntry post={p} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </>
        )}
      </div>
      {withToc ? (
        <aside className="doc-toc">
          <TOCSlot toc={view.toc} />
        </aside>
      ) : null}
    </div>
  );
}

function TagHeader({ title, count, allTagsHref }: { title: string; count: number; allTagsHref: string }) {
  const s = useStrings();
  const site = useSite();
  return (
    <header className="blog-header">
      <h1>{title}</h1>
      <p className="blog-description">
        {pluralize(s.blog.postCount, count, site.htmlLang)} · <Link href={allTagsHref}>{s.blog.allTags}</Link>
      </p>
    </header>
  );
}

function PostList({ posts }: { posts: BlogPostSummary[] }) {
  const s = useStrings();
  return (
    <div className="blog-list">
      {posts.map((p) => (
        <article key={p.href} className="blog-list-item">
          <header>
            <h2>
              <Link href={p.href}>{p.title}</Link>
            </h2>
            <PostMetaSlot post={p} />
          </header>
          {p.excerptHtml ? <div className="markdown" dangerouslySetInnerHTML={{ __html: p.excerptHtml }} /> : <p>{p.description}</p>}
          <footer className="blog-list-footer">
            <TagList tags={p.tags} />
            {p.truncated ? (
              <Link className="blog-read-more" href={p.href} aria-label={s.blog.readMoreAbout.replace('{title}', p.title)}>
                {s.blog.readMore}
              </Link>
            ) : null}
          </footer>
        </article>
      ))}
    </div>
  );
}

function ArchiveEntry({ post }: { post: BlogPostSummary }) {
  const site = useSite();
  const day = new Intl.DateTimeFormat(site.htmlLang, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(post.date));
  return (
    <>
      <time dateTime={new Date(post.date).toISOString().slice(0, 10)}>{day}</time> — <Link href={post.href}>{post.title}</Link>
    </>
  );
}

function BlogSidebar({ blog, current }: { blog: BlogData; current: string }) {
  const s = useStrings();
  return (
    <nav className="blog-sidebar" aria-label={s.blog.recentPosts}>
      <p className="blog-sidebar-title">{s.blog.recentPosts}</p>
      {blog.sidebar.map((y) => (
        <div key={y.year} className="blog-sidebar-year">
          <p className="blog-sidebar-year-title">{y.year}</p>
          <ul>
            {y.posts.map((p) => (
              <li key={p.href}>
                <Link href={p.href} className="blog-sidebar-link" aria-current={p.href === current ? 'page' : undefined}>
                  {p.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <p className="blog-sidebar-more">
        <Link href={blog.archiveHref}>{s.blog.archive}</Link>
      </p>
    </nav>
  );
}
