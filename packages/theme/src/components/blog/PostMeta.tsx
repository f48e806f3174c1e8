// @jsxRuntime automatic (library code: JSX must not depend on the consuming project's tsconfig)
import { useSite, useStrings } from '../../context.tsx';
import { pluralize } from '../../i18n/index.ts';
import type { BlogPostSummary, BlogTagData } from '../../types.ts';
import { formatDate } from '../DocPage.tsx';
import { Link } from '../Link.tsx';

/** Date, reading time and authors of a post, under its title. */
export function PostMeta({ post }: { post: BlogPostSummary }) {
  const s = useStrings();
  const site = useSite();
  return (
    <div className="blog-post-meta">
      <p className="blog-post-date">
        <time dateTime={new Date(post.date).toISOString().slice(0, 10)}>{formatDate(post.date, site.htmlLang)}</time>
        <span aria-hidden="true"> · </span>
        <span>{pluralize(s.blog.readingTime, post.readingMinutes, site.htmlLang)}</span>
      </p>
      {post.authors.length ? (
        <ul className="blog-authors">
          {post.authors.map((a) => (
            <li key={a.name} className="blog-author">
              {a.imageUrl ? <img className="blog-author-avatar" src={a.imageUrl} alt="" width={40} height={40} /> : null}
              <span>
                <span className="blog-author-name">{a.url ? <Link href={a.url}>{a.name}</Link> : a.name}</span>
                {a.title ? <span className="blog-author-title">{a.title}</span> : null}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function TagList({ tags }: { tags: BlogTagData[] }) {
  const s = useStrings();
  const site = useSite();
  if (tags.length === 0) return null;
  return (
    <ul className="blog-tags" aria-label={s.blog.tags}>
      {tags.map((t) => (
        <li key={t.href}>
          <Link className="blog-tag" href={t.href}>
            {t.label}
            {t.count !== undefined ? <span className="blog-tag-count"> ({pluralize(s.blog.postCount, t.count, site.htmlLang)})</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
