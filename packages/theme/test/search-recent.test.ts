// Recent and favourite searches (spec §9): recent up to 7, or 4 when favourites exist; favourites up to 10.
import { describe, expect, it } from 'vitest';
import { FAVORITES_KEY, RECENT_KEY, addRecent, isSiteUrl, loadSaved, promoteFavorite, removeSaved, type SavedSearch, type SavedSearches } from '../src/components/search/recent.ts';

const item = (n: number): SavedSearch => ({ query: `q${n}`, url: `/ru/p${n}`, title: `T${n}`, path: '' });
const empty: SavedSearches = { recent: [], favorites: [] };

describe('saved searches', () => {
  it('keeps the 7 latest recent searches, newest first, without duplicates', () => {
    let s = empty;
    for (let n = 0; n < 9; n++) s = addRecent(s, item(n));
    s = addRecent(s, item(5));
    expect(s.recent.map((r) => r.url)).toEqual(['/ru/p5', '/ru/p8', '/ru/p7', '/ru/p6', '/ru/p4', '/ru/p3', '/ru/p2']);
  });

  it('keeps 4 recent searches once a favourite exists, and up to 10 favourites', () => {
    let s = empty;
    for (let n = 0; n < 7; n++) s = addRecent(s, item(n));
    s = promoteFavorite(s, s.recent[0]!);
    expect(s.favorites.map((f) => f.url)).toEqual(['/ru/p6']);
    expect(s.recent).toHaveLength(4);
    expect(s.recent.some((r) => r.url === '/ru/p6')).toBe(false);
    for (let n = 10; n < 22; n++) s = promoteFavorite(s, item(n));
    expect(s.favorites).toHaveLength(10);
    // Opening a favourite again does not bring it back into the recent list.
    expect(addRecent(s, s.favorites[0]!).recent).toEqual(s.recent);
    s = removeSaved(s, s.favorites[0]!);
    expect(s.favorites).toHaveLength(9);
  });
});

describe('search page count', () => {
  it('uses Russian plural forms', async () => {
    const { catalogueFor, pluralize } = await import('../src/i18n/index.ts');
    const forms = catalogueFor('ru').search.pageCount;
    expect(pluralize(forms, 1, 'ru')).toBe('Найден 1 документ');
    expect(pluralize(forms, 2, 'ru')).toBe('Найдено 2 документа');
    expect(pluralize(forms, 5, 'ru')).toBe('Найдено 5 документов');
    expect(pluralize(forms, 21, 'ru')).toBe('Найден 21 документ');
  });
});

describe('saved searches read back from storage', () => {
  const origin = 'https://docs.example.org';
  it('accepts only http(s) addresses of the site under its base path', () => {
    expect(isSiteUrl('/ru/v3/x#a', '/ru/', origin)).toBe(true);
    expect(isSiteUrl('https://docs.example.org/ru/', '/ru/', origin)).toBe(true);
    expect(isSiteUrl('/ru', '/ru/', origin)).toBe(true);
    for (const bad of ['javascript:alert(document.cookie)', ' JaVaScRiPt:alert(1)', 'data:text/html,<script>1</script>', 'https://evil.example/ru/x', '//evil.example/ru/x', '/en/x', '/rux/y', 'vbscript:x']) {
      expect(isSiteUrl(bad, '/ru/', origin), bad).toBe(false);
    }
  });

  it('drops entries with a javascript: or foreign url written into localStorage', () => {
    const store = new Map<string, string>();
    const entry = (url: string) => ({ query: 'q', url, title: 't', path: '' });
    store.set(RECENT_KEY, JSON.stringify([entry('javascript:alert(1)'), entry('/ru/ok'), entry('https://evil.example/ru/x')]));
    store.set(FAVORITES_KEY, JSON.stringify([entry('javascript:alert(2)'), entry('/ru/fav')]));
    const g = globalThis as { window?: unknown };
    const previous = g.window;
    g.window = { localStorage: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v) } };
    try {
      const saved = loadSaved('/ru/', origin);
      expect(saved.recent.map((r) => r.url)).toEqual(['/ru/ok']);
      expect(saved.favorites.map((r) => r.url)).toEqual(['/ru/fav']);
    } finally {
      g.window = previous;
    }
  });
});
