import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseFrontmatter } from '../src/content/frontmatter.ts';
import { routeOf, walkContent } from '../src/content/walk.ts';
import { TondocsError, formatError } from '../src/errors.ts';
import { tempSite } from './helpers.ts';

describe('content walk', () => {
  it('finds every Markdown file with its id, route and frontmatter', () => {
    const tree = walkContent(tempSite(), 'ru');
    const ids = tree.docs.map((d) => d.id).sort();
    expect(ids).toEqual(['guide/first', 'guide/second', 'intro']);
    const first = tree.docs.find((d) => d.id === 'guide/first')!;
    expect(first.route).toBe('/guide/first');
    expect(first.frontmatter.sidebar_label).toBe('Первое');
    expect(first.relFile).toBe(path.join('content', 'ru', 'docs', 'guide', 'first.md'));
    expect(first.bodyLineOffset).toBe(5);
  });

  it('maps README/index to their folder and honours slugs', () => {
    expect(routeOf('v3/contribute/README', 'v3/contribute', undefined)).toBe('/v3/contribute');
    expect(routeOf('index', '', undefined)).toBe('/');
    expect(routeOf('a/b', 'a', 'custom')).toBe('/a/custom');
    expect(routeOf('a/b', 'a', '/top/')).toBe('/top');
  });

  it('skips drafts and reads _category_.json', () => {
    const site = tempSite();
    fs.writeFileSync(path.join(site, 'content/ru/docs/guide/draft.md'), '---\ntitle: Черновик\ndraft: true\n---\nТекст');
    fs.writeFileSync(path.join(site, 'content/ru/docs/guide/_category_.json'), '{"label":"Руководства","position":2}');
    const tree = walkContent(site, 'ru');
    expect(tree.docs.some((d) => d.id === 'guide/draft')).toBe(false);
    expect(tree.categories.get('guide')).toEqual({ label: 'Руководства', position: 2, collapsed: undefined });
  });
});

describe('frontmatter errors', () => {
  it('points a malformed frontmatter at file:line:col', () => {
    const src = '---\ntitle: Ок\ndescription: [не закрыт\nkeywords: a\n---\nТекст\n';
    let err: unknown;
    try {
      parseFrontmatter(src, 'content/ru/docs/bad.md');
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(TondocsError);
    const text = formatError(err);
    expect(text).toMatch(/^content\/ru\/docs\/bad\.md:\d+:\d+: Malformed frontmatter: /);
    const [, line] = /bad\.md:(\d+):/.exec(text)!;
    expect(Number(line)).toBeGreaterThanOrEqual(3);
    expect(Number(line)).toBeLessThanOrEqual(5);
    expect(text).toMatch(/quote values/);
  });

  it('names the field with a wrong type and its line', () => {
    const src = '---\ntitle: Ок\nsidebar_position: первый\n---\nТекст\n';
    expect(() => parseFrontmatter(src, 'x.md')).toThrowError(/Invalid frontmatter field "sidebar_position": .*found "первый"/);
    try {
      parseFrontmatter(src, 'x.md');
    } catch (e) {
      expect((e as TondocsError).position).toEqual({ file: 'x.md', line: 3, column: 1 });
    }
  });
});
