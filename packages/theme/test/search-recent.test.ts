// Recent and favourite searches (spec §9): recent up to 7, or 4 when favourites exist; favourites up to 10.
import { describe, expect, it } from 'vitest';
import { addRecent, promoteFavorite, removeSaved, type SavedSearch, type SavedSearches } from '../src/components/search/recent.ts';

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
