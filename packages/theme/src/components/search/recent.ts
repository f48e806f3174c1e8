// Recent and favourite searches (spec §3, §4, §9), kept in localStorage through the safe storage: a search
// is saved when one of its hits is opened. Favourites: up to 10; recent: up to 7, or 4 when favourites exist.
import { readStorage, writeStorage } from '../../browser/storage.ts';

export const RECENT_KEY = 'tondocs-search-recent';
export const FAVORITES_KEY = 'tondocs-search-favorites';
export const MAX_FAVORITES = 10;
export const MAX_RECENT = 7;
export const MAX_RECENT_WITH_FAVORITES = 4;

export interface SavedSearch {
  /** The query typed when the hit was opened. */
  query: string;
  /** The opened hit: its url (the identity of the entry), title and heading path. */
  url: string;
  title: string;
  path: string;
}

function isSaved(v: unknown): v is SavedSearch {
  const s = v as Partial<SavedSearch> | null;
  return !!s && typeof s === 'object' && typeof s.query === 'string' && typeof s.url === 'string' && typeof s.title === 'string' && typeof s.path === 'string';
}

/**
 * Storage is input: another script of the origin, an extension or an old version may have written it. An
 * entry is kept only when its url is an http(s) address of this site under its base path ("javascript:",
 * other origins and other paths are dropped), so opening it can only navigate within the docs.
 */
export function isSiteUrl(url: string, base: string, origin: string): boolean {
  let u: URL;
  try {
    u = new URL(url, origin);
  } catch {
    return false;
  }
  return (u.protocol === 'https:' || u.protocol === 'http:') && u.origin === origin && (u.pathname === base.replace(/\/$/, '') || u.pathname.startsWith(base));
}

function read(key: string, base: string, origin: string): SavedSearch[] {
  try {
    const v: unknown = JSON.parse(readStorage(key) ?? '[]');
    return Array.isArray(v) ? v.filter(isSaved).filter((s) => isSiteUrl(s.url, base, origin)) : [];
  } catch {
    return [];
  }
}

export interface SavedSearches {
  recent: SavedSearch[];
  favorites: SavedSearch[];
}

function limitRecent(recent: SavedSearch[], favorites: SavedSearch[]): SavedSearch[] {
  return recent.slice(0, favorites.length ? MAX_RECENT_WITH_FAVORITES : MAX_RECENT);
}

export function loadSaved(base: string, origin: string = window.location.origin): SavedSearches {
  const favorites = read(FAVORITES_KEY, base, origin).slice(0, MAX_FAVORITES);
  const recent = read(RECENT_KEY, base, origin).filter((r) => !favorites.some((f) => f.url === r.url));
  return { favorites, recent: limitRecent(recent, favorites) };
}

function store(s: SavedSearches): SavedSearches {
  const favorites = s.favorites.slice(0, MAX_FAVORITES);
  const next = { favorites, recent: limitRecent(s.recent, favorites) };
  writeStorage(FAVORITES_KEY, JSON.stringify(next.favorites));
  writeStorage(RECENT_KEY, JSON.stringify(next.recent));
  return next;
}

/** An opened hit: first in recent (unless it is a favourite, which keeps its place). */
export function addRecent(s: SavedSearches, item: SavedSearch): SavedSearches {
  if (s.favorites.some((f) => f.url === item.url)) return s;
  return store({ favorites: s.favorites, recent: [item, ...s.recent.filter((r) => r.url !== item.url)] });
}

export function promoteFavorite(s: SavedSearches, item: SavedSearch): SavedSearches {
  return store({ favorites: [item, ...s.favorites.filter((f) => f.url !== item.url)], recent: s.recent.filter((r) => r.url !== item.url) });
}

export function removeSaved(s: SavedSearches, item: SavedSearch): SavedSearches {
  return store({ favorites: s.favorites.filter((f) => f.url !== item.url), recent: s.recent.filter((r) => r.url !== item.url) });
}
