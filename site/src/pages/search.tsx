// /search: full search results (spec §2.2). The query lives in the URL (?q=): a direct load, the form and
// back/forward all show the results of the URL's query. Without JavaScript it is a plain GET form. The
// query and the indexed text are always rendered as text (React text nodes and <mark>), never as HTML.
import { useEffect, useState, type FormEvent } from 'react';
import { Link, pluralize, useSite, useStrings } from '@tondocs/theme';
import type { SearchResult, TextPart } from '@tondocs/theme/search';
import type { SearchSource, loadSearchSource } from '@tondocs/theme/search/source';
import { fetchPayload } from '@tondocs/theme/search/fetch-once';

export const meta = {
  title: { ru: 'Поиск', en: 'Search', mandarin: '搜索' },
  description: {
    ru: 'Поиск по документации TON.',
    en: 'Search the TON documentation.',
    mandarin: '搜索 TON 文档。',
  },
};

const MAX_QUERY = 64;
const PAGE_LIMIT = 100;
/** What the modal shows: the first answer, on the modal's shards and chunks. */
const FIRST_LIMIT = 20;
const SNIPPET_WORDS = 10;
const LEVELS = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

type Source = SearchSource;

type Load = { state: 'loading' } | { state: 'ready'; source: Source } | { state: 'error' };
type Answer = { query: string; result: SearchResult } | { query: string; error: true };

function queryFromUrl(): string {
  return (new URLSearchParams(window.location.search).get('q') ?? '').slice(0, MAX_QUERY);
}

/**
 * The search code and its data, loaded only on this page (the code is a lazy chunk): the locale's payload,
 * or the hosted index when the site configures one. The same source as the modal's.
 */
async function loadSource(site: Parameters<typeof loadSearchSource>[0]): Promise<Source> {
  const lib = await import('@tondocs/theme/search/source');
  // The manifest through the same download as the search button's preload: fetched once.
  return lib.loadSearchSource(site, fetchPayload);
}

function Parts({ parts }: { parts: TextPart[] }) {
  return <>{parts.map((p, i) => (p.match ? <mark key={i}>{p.text}</mark> : p.text))}</>;
}

export default function SearchPage() {
  const site = useSite();
  const strings = useStrings();
  const s = strings.search;
  const [query, setQuery] = useState('');
  const [input, setInput] = useState('');
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  // The URL is read after hydration (the static HTML has no query); back/forward read it again.
  useEffect(() => {
    const sync = () => {
      const q = queryFromUrl();
      setQuery(q);
      setInput(q);
    };
    sync();
    window.addEventListener('popstate', sync);
    return () => window.removeEventListener('popstate', sync);
  }, []);

  useEffect(() => {
    if (!site.searchIndexUrl && !site.hostedSearch) {
      setLoad({ state: 'error' });
      return;
    }
    let live = true;
    loadSource(site).then(
      (source) => live && setLoad({ state: 'ready', source }),
      () => live && setLoad({ state: 'error' }),
    );
    return () => {
      live = false;
    };
    // The source depends on these fields of the site only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [site.searchIndexUrl, site.hostedSearch?.appId, site.hostedSearch?.apiKey, site.hostedSearch?.indexName]);

  const q = query.trim();
  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => {
    if (load.state !== 'ready' || !q) return;
    const source = load.source;
    let live = true;
    // Progressively: the first screen of results (the modal's 20 hits, the same shards and chunks), then the rest.
    const steps = source.kind === 'local' ? [FIRST_LIMIT, PAGE_LIMIT] : [PAGE_LIMIT];
    (async () => {
      for (const limit of steps) {
        const result = await source.search(q, { limit, words: SNIPPET_WORDS });
        if (!live) return;
        setAnswer({ query: q, result });
      }
    })().catch(() => live && setAnswer({ query: q, error: true }));
    return () => {
      live = false;
    };
  }, [load, q]);
  const current = answer && answer.query === q ? answer : null;
  const failed = load.state === 'error' || (!!current && 'error' in current);
  const result = current && 'result' in current ? current.result : null;

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const next = input.trim().slice(0, MAX_QUERY);
    if (next !== queryFromUrl()) history.pushState(null, '', `${site.base}search${next ? `?q=${encodeURIComponent(next)}` : ''}`);
    setQuery(next);
  };

  return (
    <div className="search-page">
      <h1>{q ? s.pageQueryLabel.replace('{query}', q) : s.pageTitle}</h1>
      <form className="search-page-form" role="search" action={`${site.base}search`} method="get" onSubmit={onSubmit}>
        <input
          className="search-page-input"
          type="search"
          name="q"
          aria-label={s.pageTitle}
          placeholder={strings.searchPlaceholder}
          maxLength={MAX_QUERY}
          value={input}
          onChange={(e) => setInput(e.target.value.slice(0, MAX_QUERY))}
        />
        <button type="submit" className="button button--primary">
          {s.pageSubmit}
        </button>
      </form>
      {!q ? null : failed ? (
        <div className="search-message search-error" role="alert">
          <p className="search-message-title">{s.errorTitle}</p>
          <p>{s.errorHint}</p>
        </div>
      ) : !result ? (
        <p className="search-page-status" role="status">
          {s.loading}
        </p>
      ) : (
        <>
          <p className="search-page-count" role="status">
            {result.groups.length ? pluralize(s.pageCount, result.groups.length, site.htmlLang) : `${s.noResults} «${q}»`}
          </p>
          {result.groups.map((g) => (
            <article key={g.page} className="search-page-group">
              <h2>
                <Link href={g.page}>{g.title}</Link>
              </h2>
              {g.lvl0 && g.lvl0 !== g.title ? <p className="search-page-lvl0">{g.lvl0}</p> : null}
              <ul>
                {g.hits.map((hit) => {
                  const path = LEVELS.map((l) => hit.hierarchy[l]).filter((h): h is string => !!h);
                  return (
                    <li key={hit.objectID} className="search-page-hit">
                      <Link href={hit.url}>{path.join(' › ')}</Link>
                      <p className="search-hit-snippet">
                        <Parts parts={load.state === 'ready' ? load.source.snippetParts(hit, q, SNIPPET_WORDS) : []} />
                      </p>
                    </li>
                  );
                })}
              </ul>
            </article>
          ))}
        </>
      )}
    </div>
  );
}
