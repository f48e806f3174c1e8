// @jsxRuntime automatic (library code: JSX must not depend on the consuming project's tsconfig)
// The search modal (spec §4, §8, §9), a lazy chunk: the navbar button imports it on hover, focus or open.
// A combobox (the input) over a listbox of hits grouped by page; recent and favourite searches when the
// query is empty; no-results suggestions; loading, stalled and error states.
import { useDeferredValue, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { useRuntime, useSite, useStrings } from '../../context.tsx';
import { MAX_QUERY_LENGTH, type SearchHit } from '../../search/local.ts';
import { keepTabInside } from '../focus-trap.ts';
import { SearchIcon } from '../Icons.tsx';
import { Highlighted } from './Highlighted.tsx';
import { headingPath, hitTitle, issueUrl } from './hits.ts';
import { addRecent, loadSaved, promoteFavorite, removeSaved, type SavedSearch, type SavedSearches } from './recent.ts';
import { useSearchSource, useSnippetWords } from './useLocalSearch.ts';
import type { SearchSource } from '../../search/source.ts';

export type CloseReason = 'escape' | 'cancel' | 'navigate';

export interface SearchModalProps {
  initialQuery: string;
  /** The query at closing time is handed back: the next opening starts from it. */
  onClose: (reason: CloseReason, query: string) => void;
}

const NEW_WINDOW_FEATURES = 'noopener,noreferrer,width=1024,height=768';
const NO_HITS: SearchHit[] = [];
const NO_SUGGESTIONS: string[] = [];

function savedFrom(hit: SearchHit, query: string): SavedSearch {
  return { query, url: hit.url, title: hitTitle(hit), path: headingPath(hit).slice(0, -1).join(' › ') };
}

/** Enter: client navigation; Ctrl/Meta+Enter: a new tab; Shift+Enter: a new window. */
function openUrl(url: string, mode: 'here' | 'tab' | 'window', navigate: (href: string) => void): void {
  const abs = new URL(url, window.location.href).href;
  if (mode === 'tab') window.open(abs, '_blank', 'noopener');
  else if (mode === 'window') window.open(abs, '_blank', NEW_WINDOW_FEATURES);
  else navigate(url);
}

function modeOf(e: { ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }): 'here' | 'tab' | 'window' {
  return e.ctrlKey || e.metaKey ? 'tab' : e.shiftKey ? 'window' : 'here';
}

export function SearchModal({ initialQuery, onClose }: SearchModalProps) {
  const site = useSite();
  const strings = useStrings();
  const s = strings.search;
  const { navigate } = useRuntime();
  const [query, setQuery] = useState(initialQuery.slice(0, MAX_QUERY_LENGTH));
  const [active, setActive] = useState(0);
  const [saved, setSaved] = useState<SavedSearches>(() => loadSaved(site.base));
  const words = useSnippetWords();
  // The keystroke updates the input at once; the search and its results render from the deferred query, in a
  // time-sliced render that yields to the next keystroke (issue #15: no main-thread task over 50 ms while typing).
  const shown = useDeferredValue(query);
  const { status, source, result, complete } = useSearchSource(site, shown, { words });
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-hit-${i}`;
  const hits = result?.hits ?? NO_HITS;
  const q = shown.trim();

  useEffect(() => {
    const input = inputRef.current;
    input?.focus();
    input?.setSelectionRange(input.value.length, input.value.length);
    const overflow = document.body.style.overflow;
    const root = document.documentElement;
    const gutter = root.style.scrollbarGutter;
    // Hiding the page's scrollbar would widen the viewport and lay the whole page out again (tens of ms
    // on a long page): its gutter stays while the page does not scroll.
    if (window.innerWidth > root.clientWidth) root.style.scrollbarGutter = 'stable';
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      root.style.scrollbarGutter = gutter;
    };
  }, []);
  // A new answer starts at its first hit; the rest of the same answer arriving keeps the reader's place.
  const firstHit = result?.hits[0]?.objectID ?? '';
  useEffect(() => setActive(0), [q, firstHit]);
  useEffect(() => {
    listRef.current?.querySelector(`[id="${CSS.escape(optionId(active))}"]`)?.scrollIntoView({ block: 'nearest' });
    // optionId depends on the stable id only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  const [suggested, setSuggested] = useState<{ q: string; list: string[] } | null>(null);
  const noHits = !!source && !!result && result.hits.length === 0;
  useEffect(() => {
    if (!noHits || !source) return;
    let live = true;
    source.suggest(q, [...saved.favorites, ...saved.recent].map((r) => r.query)).then(
      (list) => live && setSuggested({ q, list }),
      () => live && setSuggested({ q, list: [] }),
    );
    return () => {
      live = false;
    };
  }, [noHits, source, q, saved]);
  const suggestions = noHits && suggested?.q === q ? suggested.list : NO_SUGGESTIONS;
  const repository = site.navbar.items.find((i) => i.type === 'repository');
  const reportUrl = issueUrl(repository?.type === 'repository' ? repository.href : undefined, `${s.noResults} «${q}»`);

  const openHit = (hit: SearchHit, mode: 'here' | 'tab' | 'window') => {
    // Stored now, not in a state updater: the modal unmounts with the navigation, and a deferred updater would be dropped.
    setSaved(addRecent(saved, savedFrom(hit, q)));
    if (mode === 'here') onClose('navigate', query);
    openUrl(hit.url, mode, navigate);
  };
  const openSaved = (item: SavedSearch, mode: 'here' | 'tab' | 'window') => {
    if (mode === 'here') onClose('navigate', query);
    openUrl(item.url, mode, navigate);
  };

  const onInputKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && hits.length) {
      e.preventDefault();
      setActive((a) => (a + (e.key === 'ArrowDown' ? 1 : hits.length - 1)) % hits.length);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const hit = hits[active];
      if (hit) openHit(hit, modeOf(e));
    }
  };
  const onDialogKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape' || ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k')) {
      // Ctrl/Cmd+K toggles: it closes like a cancel. The window listener of the button must not see either.
      e.preventDefault();
      e.stopPropagation();
      onClose(e.key === 'Escape' ? 'escape' : 'cancel', query);
    } else {
      keepTabInside(e, dialogRef.current);
    }
  };
  const onHitClick = (e: MouseEvent<HTMLAnchorElement>, hit: SearchHit) => {
    e.preventDefault();
    openHit(hit, modeOf(e));
  };

  // The list is rebuilt when what it shows changes, not on each keystroke's urgent render (the handlers it
  // calls are read from a ref, so that they see the current query).
  const handlers = useRef({ openSaved, onHitClick, seeAll: () => {} });
  handlers.current = {
    openSaved,
    onHitClick,
    seeAll: () => (onClose('navigate', query), navigate(`${site.base}search?q=${encodeURIComponent(q)}`)),
  };
  const body = useMemo(() => {
  let index = -1;
  return (
    status === 'error' ? (
      <div className="search-message search-error" role="alert">
        <p className="search-message-title">{s.errorTitle}</p>
        <p>{s.errorHint}</p>
      </div>
    ) : !q ? (
      <SavedList saved={saved} strings={s} onOpen={(item, mode) => handlers.current.openSaved(item, mode)} onFavorite={(i) => setSaved(promoteFavorite(saved, i))} onRemove={(i) => setSaved(removeSaved(saved, i))} />
    ) : result && hits.length === 0 ? (
      <div className="search-message search-no-results">
        <p className="search-message-title">
          {s.noResults} «<strong>{q}</strong>»
        </p>
        {suggestions.length ? (
          <div className="search-suggestions">
            <p>{s.trySearching}</p>
            <ul>
              {suggestions.map((sq) => (
                <li key={sq}>
                  <button type="button" className="search-suggestion" onClick={() => (setQuery(sq), inputRef.current?.focus())}>
                    {sq}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {reportUrl ? (
          <p className="search-report">
            {s.reportMissing}{' '}
            <a href={reportUrl} target="_blank" rel="noopener noreferrer">
              {s.letUsKnow}
            </a>
          </p>
        ) : null}
      </div>
    ) : result ? (
      <>
      <div ref={listRef} role="listbox" id={listId} aria-label={s.results} className="search-results">
        {result.groups.map((g, gi) => (
          <div key={g.page} role="group" aria-labelledby={`${id}-group-${gi}`} className="search-group">
            <div id={`${id}-group-${gi}`} className="search-group-title">
              {g.title || g.lvl0}
            </div>
            {g.hits.map((hit) => {
              const i = ++index;
              return (
                <HitOption
                  key={hit.objectID}
                  hit={hit}
                  id={optionId(i)}
                  active={i === active}
                  query={q}
                  words={words}
                  source={source}
                  onOpen={(e) => handlers.current.onHitClick(e, hit)}
                  onPoint={() => i !== active && setActive(i)}
                />
              );
            })}
          </div>
        ))}
      </div>
        <a className="search-see-all" href={`${site.base}search?q=${encodeURIComponent(q)}`} onClick={(e) => (e.preventDefault(), handlers.current.seeAll())}>
        {s.seeAll}
      </a>
      </>
    ) : null
  );
    // optionId depends on id only; the handlers are read from their ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, q, result, hits, suggestions, saved, active, words, source, reportUrl, s, site.base, id, listId]);

  const expanded = hits.length > 0;
  return createPortal(
    <div className="search-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose('cancel', query)}>
      <div ref={dialogRef} className="search-modal" role="dialog" aria-modal="true" aria-label={s.dialog} data-search-status={status} data-search-complete={complete} data-search-query={result?.query ?? ''} onKeyDown={onDialogKey}>
        <form className="search-form" role="search" onSubmit={(e) => e.preventDefault()}>
          <label className="search-form-icon" htmlFor={`${id}-input`}>
            <SearchIcon />
            <span className="visually-hidden">{s.dialog}</span>
          </label>
          <input
            ref={inputRef}
            id={`${id}-input`}
            className="search-input"
            type="search"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded ? optionId(active) : undefined}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="go"
            placeholder={strings.searchPlaceholder}
            maxLength={MAX_QUERY_LENGTH}
            value={query}
            onChange={(e) => setQuery(e.target.value.slice(0, MAX_QUERY_LENGTH))}
            onKeyDown={onInputKey}
          />
          {status === 'stalled' ? <span className="search-spinner" aria-hidden="true" /> : null}
          <button type="button" className="search-cancel" onClick={() => onClose('cancel', query)}>
            {s.close}
          </button>
        </form>
        <div className="search-status visually-hidden" role="status">
          {status === 'stalled' ? s.stalled : ''}
        </div>
        {status === 'stalled' ? (
          <p className="search-stalled" aria-hidden="true">
            {s.stalled}
          </p>
        ) : null}
        <div className="search-body">{body}</div>
        <div className="search-footer" aria-hidden="true">
          <span>
            <kbd>↵</kbd> {s.selectHint}
          </span>
          <span>
            <kbd>↑</kbd>
            <kbd>↓</kbd> {s.navigateHint}
          </span>
          <span>
            <kbd>Esc</kbd> {s.closeHint}
          </span>
        </div>
      </div>
    </div>,
    document.body,
  );
}

interface HitOptionProps {
  hit: SearchHit;
  id: string;
  active: boolean;
  query: string;
  words: number;
  source: SearchSource | null;
  onOpen: (e: MouseEvent<HTMLAnchorElement>) => void;
  onPoint: () => void;
}

/** One hit: a component of its own, so that a long list renders in slices (its snippet is the costly part). */
function HitOption({ hit, id, active, query, words, source, onOpen, onPoint }: HitOptionProps) {
  const path = headingPath(hit).slice(0, -1);
  return (
    <a id={id} role="option" aria-selected={active} tabIndex={-1} href={hit.url} className={`search-hit${active ? ' search-hit--active' : ''}`} onClick={onOpen} onMouseMove={onPoint}>
      <span className="search-hit-title">
        <Highlighted parts={source ? source.titleParts(hit, query) : [{ text: hitTitle(hit), match: false }]} />
      </span>
      {path.length ? <span className="search-hit-path">{path.join(' › ')}</span> : null}
      {hit.type === 'content' ? (
        <span className="search-hit-snippet" data-words={words}>
          <Highlighted parts={source ? source.snippetParts(hit, query, words) : []} />
        </span>
      ) : null}
    </a>
  );
}

interface SavedListProps {
  saved: SavedSearches;
  strings: ReturnType<typeof useStrings>['search'];
  onOpen: (item: SavedSearch, mode: 'here' | 'tab' | 'window') => void;
  onFavorite: (item: SavedSearch) => void;
  onRemove: (item: SavedSearch) => void;
}

/** Recent and favourite searches, shown while the query is empty. */
function SavedList({ saved, strings: s, onOpen, onFavorite, onRemove }: SavedListProps) {
  if (!saved.recent.length && !saved.favorites.length) return <p className="search-message search-start">{s.startTyping}</p>;
  const section = (title: string, items: SavedSearch[], kind: 'recent' | 'favorite') =>
    items.length ? (
      <section className={`search-saved search-saved--${kind}`} aria-label={title}>
        <h2 className="search-group-title">{title}</h2>
        <ul>
          {items.map((item) => (
            <li key={item.url} className="search-saved-item">
              <a href={item.url} onClick={(e) => (e.preventDefault(), onOpen(item, modeOf(e)))}>
                <span className="search-hit-title">{item.title}</span>
                {item.path ? <span className="search-hit-path">{item.path}</span> : null}
              </a>
              {kind === 'recent' ? (
                <button type="button" className="search-saved-action search-saved-favorite" aria-label={`${s.saveFavorite}: ${item.title}`} title={s.saveFavorite} onClick={() => onFavorite(item)}>
                  ★
                </button>
              ) : null}
              <button
                type="button"
                className="search-saved-action search-saved-remove"
                aria-label={`${kind === 'recent' ? s.removeRecent : s.removeFavorite}: ${item.title}`}
                title={kind === 'recent' ? s.removeRecent : s.removeFavorite}
                onClick={() => onRemove(item)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      </section>
    ) : null;
  return (
    <>
      {section(s.favorites, saved.favorites, 'favorite')}
      {section(s.recent, saved.recent, 'recent')}
    </>
  );
}
