// @jsxRuntime automatic (library code: JSX must not depend on the consuming project's tsconfig)
import { useSite, useStrings } from '../context.tsx';
import type { DocData, PageLink } from '../types.ts';
import { Link } from './Link.tsx';
import { TOC } from './TOC.tsx';
import { overridable, type DocPageProps } from '../overrides.tsx';

const TOCSlot = overridable('TOC', TOC);

/**
 * A documentation page. The body is static HTML made at build time: it is given to React as a string
 * (already present in the DOM on first load), so the document text is never shipped twice.
 */
export function DocPage({ route, doc, bodyHtml }: DocPageProps) {
  const s = useStrings();
  const site = useSite();
  // The TOC column is reserved by the layout itself (doc-layout--toc), not by the TOC's arrival: the TOC
  // comes after the long body in the HTML, and a first paint before it is parsed would otherwise lay the
  // body out at full width and then squeeze it (a large layout shift).
  return (
    <div className={`doc-layout${doc.hideToc ? '' : ' doc-layout--toc'}`}>
      <article className="doc" lang={doc.untranslatedFrom?.htmlLang}>
        <Breadcrumbs items={doc.breadcrumbs} />
        {doc.untranslatedFrom ? (
          <div className="untranslated-banner" role="note" lang={site.htmlLang}>
            {s.untranslated}
          </div>
        ) : null}
        <header>
          <h1>{route.title}</h1>
        </header>
        <div className="markdown" id="doc-body" dangerouslySetInnerHTML={{ __html: bodyHtml }} />
        <DocFooter doc={doc} />
        <Paginator prev={doc.prev} next={doc.next} />
      </article>
      {doc.hideToc ? null : (
        <aside className="doc-toc">
          <TOCSlot toc={doc.toc} />
        </aside>
      )}
    </div>
  );
}

export function Breadcrumbs({ items }: { items: PageLink[] }) {
  const s = useStrings();
  const site = useSite();
  if (items.length === 0) return null;
  return (
    <nav className="breadcrumbs" aria-label={s.breadcrumbs}>
      <ol>
        <li>
          <Link href={site.base} aria-label={s.home}>
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
              <path fill="currentColor" d="M10 19v-5h4v5c0 .6.4 1 1 1h3c.6 0 1-.4 1-1v-7h1.7c.5 0 .7-.6.3-.9L12.7 3.6a1 1 0 0 0-1.4 0l-8.4 7.5c-.3.3-.1.9.4.9H5v7c0 .6.4 1 1 1h3c.6 0 1-.4 1-1Z" />
            </svg>
          </Link>
        </li>
        {items.map((b, i) =>
          i === items.length - 1 || !b.href ? (
            <li key={i} aria-current={i === items.length - 1 ? 'page' : undefined}>
              <span>{b.label}</span>
            </li>
          ) : (
            <li key={i}>
              <Link href={b.href}>{b.label}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}

function DocFooter({ doc }: { doc: DocData }) {
  const s = useStrings();
  const site = useSite();
  if (!doc.editUrl && !doc.lastUpdated) return null;
  return (
    <footer className="doc-footer">
      {doc.editUrl ? (
        <a className="edit-link" href={doc.editUrl} target="_blank" rel="noopener noreferrer">
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path fill="currentColor" d="M3 17.3V21h3.7L17.8 9.9l-3.7-3.7L3 17.3ZM20.7 7a1 1 0 0 0 0-1.4l-2.3-2.3a1 1 0 0 0-1.4 0l-1.8 1.8 3.7 3.7L20.7 7Z" />
          </svg>
          {s.editThisPage}
        </a>
      ) : null}
      {doc.lastUpdated ? (
        <span className="last-updated">
          {s.lastUpdated}: <time dateTime={new Date(doc.lastUpdated.timestamp).toISOString()}>{formatDate(doc.lastUpdated.timestamp, site.htmlLang)}</time>
          {doc.lastUpdated.author ? (
            <>
              {' '}
              ({s.lastUpdatedBy}: <b>{doc.lastUpdated.author}</b>)
            </>
          ) : null}
        </span>
      ) : null}
    </footer>
  );
}

/** "21 ноября 2026 г." in ru; UTC so that server and browser print the same day. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

export function formatDate(timestamp: number, htmlLang: string): string {
  // One formatter per language: constructing one costs ~1 ms (ICU data), a build formats a date per page.
  let format = dateFormats.get(htmlLang);
  if (!format) dateFormats.set(htmlLang, (format = new Intl.DateTimeFormat(htmlLang, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })));
  return format.format(new Date(timestamp));
}

/** Links to the neighbours of a page; the blog passes its own words ("newer post", "older post"). */
export function Paginator({ prev, next, label, prevLabel, nextLabel }: { prev?: PageLink; next?: PageLink; label?: string; prevLabel?: string; nextLabel?: string }) {
  const s = useStrings();
  if (!prev && !next) return null;
  return (
    <nav className="paginator" aria-label={label ?? s.docsPages}>
      {prev ? (
        <Link className="paginator-link paginator-link--prev" href={prev.href}>
          <span className="paginator-sub">{prevLabel ?? s.previous}</span>
          <span className="paginator-label">« {prev.label}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link className="paginator-link paginator-link--next" href={next.href}>
          <span className="paginator-sub">{nextLabel ?? s.next}</span>
          <span className="paginator-label">{next.label} »</span>
        </Link>
      ) : null}
    </nav>
  );
}
