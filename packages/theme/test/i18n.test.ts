import { describe, expect, it } from 'vitest';
import { catalogueFor, pluralize } from '../src/i18n/index.ts';
import { animationDuration } from '../src/components/collapse-animation.ts';
import { formatDate } from '../src/components/DocPage.tsx';

describe('catalogues', () => {
  it('pick the catalogue by html lang, English otherwise', () => {
    expect(catalogueFor('ru').notFoundTitle).toBe('Страница не найдена');
    expect(catalogueFor('ru').crashTitle).toBe('На странице произошёл сбой.');
    expect(catalogueFor('ru').tryAgain).toBe('Попробуйте ещё раз');
    expect(catalogueFor('zh-CN').searchButton).toBe('搜索');
    expect(catalogueFor('de').crashTitle).toBe('This page crashed');
  });

  it('use Russian plural forms for every number', () => {
    const forms = catalogueFor('ru').itemCount;
    const cases: [number, string][] = [[1, '1 элемент'], [2, '2 элемента'], [5, '5 элементов'], [11, '11 элементов'], [21, '21 элемент'], [22, '22 элемента'], [25, '25 элементов'], [111, '111 элементов'], [0, '0 элементов']];
    for (const [n, text] of cases) expect(pluralize(forms, n, 'ru')).toBe(text);
    expect(pluralize(catalogueFor('en').itemCount, 1, 'en')).toBe('1 item');
    expect(pluralize(catalogueFor('en').itemCount, 3, 'en')).toBe('3 items');
  });

  it('count blog posts with the Russian forms запись / записи / записей for every number', () => {
    const forms = catalogueFor('ru').blog.postCount;
    const expected: [number, string][] = [
      [0, '0 записей'], [1, '1 запись'], [2, '2 записи'], [4, '4 записи'], [5, '5 записей'], [11, '11 записей'], [12, '12 записей'],
      [14, '14 записей'], [21, '21 запись'], [22, '22 записи'], [25, '25 записей'], [101, '101 запись'], [111, '111 записей'],
      [112, '112 записей'], [121, '121 запись'], [1004, '1004 записи'],
    ];
    for (const [n, text] of expected) expect(pluralize(forms, n, 'ru')).toBe(text);
    expect(pluralize(catalogueFor('en').blog.postCount, 1, 'en')).toBe('1 post');
    expect(pluralize(catalogueFor('en').blog.postCount, 21, 'en')).toBe('21 posts');
    expect(pluralize(catalogueFor('ru').blog.readingTime, 7, 'ru')).toBe('7 мин. чтения');
  });
});

describe('theme helpers', () => {
  it('animates taller categories for longer, within a cap', () => {
    expect(animationDuration(0)).toBe(0);
    const small = animationDuration(100);
    const big = animationDuration(2000);
    expect(small).toBeGreaterThan(0);
    expect(big).toBeGreaterThan(small);
    expect(animationDuration(1e7)).toBe(1000);
  });

  it('formats dates the Russian way, the same on server and browser', () => {
    expect(formatDate(Date.UTC(2026, 10, 21, 23, 30), 'ru')).toBe('21 ноября 2026 г.');
  });
});
