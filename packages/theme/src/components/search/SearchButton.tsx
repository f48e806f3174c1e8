// @jsxRuntime automatic (library code: JSX must not depend on the consuming project's tsconfig)
// The navbar search button (spec §4): on every page, so it stays small; the modal is a lazy chunk.
// Idle time after a first interaction, hover or focus preload the chunk and the manifest; click, Ctrl/Cmd+K and '/' open it.
import { startTransition, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { useSite, useStrings } from '../../context.tsx';
import { prefetchAllowed, whenIdleAfterInteraction } from '../../browser/connection.ts';
import { SearchIcon } from '../Icons.tsx';
import { loadModal, preloadSearch } from './preload.ts';
import type { CloseReason, SearchModalProps } from './SearchModal.tsx';

const MAX_QUERY = 64;
/** The idle preload happens at the latest this long after the reader's first interaction. */
const IDLE_PRELOAD_TIMEOUT = 2000;

function typingTarget(t: EventTarget | null): boolean {
  const el = t as HTMLElement | null;
  return !!el && (el.isContentEditable || el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT');
}

export function SearchButton() {
  const site = useSite();
  const s = useStrings();
  const [open, setOpen] = useState(false);
  const [Modal, setModal] = useState<ComponentType<SearchModalProps> | null>(null);
  const [initialQuery, setInitialQuery] = useState('');
  const [mac, setMac] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  /**
   * Escape (spec §4: "Escape closes the panel, and a second Escape clears the query"). Read so that both
   * clauses hold: the first Escape closes the modal and keeps the query (the next opening shows it again);
   * a second Escape pressed right after, with the modal closed and no other key in between, clears that
   * kept query, so the next opening starts empty.
   */
  const kept = useRef({ query: '', escapeArmed: false });

  const show = useCallback(() => {
    const selected = window.getSelection()?.toString().trim() ?? '';
    setInitialQuery((selected || kept.current.query).slice(0, MAX_QUERY));
    kept.current.escapeArmed = false;
    // The modal's first render is a transition: React renders it in slices between frames instead of inside
    // the click's task (the first run of its code is slow; issue #15: no main-thread task over 50 ms).
    startTransition(() => setOpen(true));
    preloadSearch(site.searchIndexUrl);
    loadModal().then(
      (m) => startTransition(() => setModal(() => m)),
      (e: unknown) => {
        console.error('tondocs: the search code could not be loaded', e);
        setOpen(false);
      },
    );
  }, [site.searchIndexUrl]);

  const close = useCallback((reason: CloseReason, query: string) => {
    kept.current = { query: reason === 'navigate' ? '' : query, escapeArmed: reason === 'escape' && query !== '' };
    setOpen(false);
    if (reason !== 'navigate') button.current?.focus();
  }, []);

  useEffect(() => {
    setMac(/Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent));
  }, []);

  // In idle time after the reader's first interaction (not during the page's first load), the modal's code
  // and the index manifest load (a few KB, cached across pages), so that the first query waits for its own
  // shards only; not on a saving or 2g connection (spec §3's rule for prefetching).
  useEffect(() => {
    if (!prefetchAllowed()) return;
    return whenIdleAfterInteraction(() => preloadSearch(site.searchIndexUrl), IDLE_PRELOAD_TIMEOUT);
  }, [site.searchIndexUrl]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        if (open) close('cancel', kept.current.query);
        else show();
        return;
      }
      if (open) return;
      if (e.key === 'Escape' && kept.current.escapeArmed) {
        kept.current = { query: '', escapeArmed: false };
        return;
      }
      if (e.key !== 'Shift') kept.current.escapeArmed = false;
      if (e.key === '/' && !e.ctrlKey && !e.metaKey && !e.altKey && !typingTarget(e.target)) {
        e.preventDefault();
        show();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, show, close]);

  const preload = () => preloadSearch(site.searchIndexUrl);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="search-button"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={show}
        onMouseEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
      >
        <SearchIcon />
        <span className="search-button-label">{s.searchButton}</span>
        <span className="search-button-keys" aria-hidden="true">
          <kbd>{mac ? '⌘' : 'Ctrl'}</kbd>
          <kbd>K</kbd>
        </span>
      </button>
      {open && Modal ? <Modal initialQuery={initialQuery} onClose={close} /> : null}
    </>
  );
}
