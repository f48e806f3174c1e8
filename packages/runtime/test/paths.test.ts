import { describe, expect, it } from 'vitest';
import { hashId, normalizePath, routeDataUrl } from '../src/paths.ts';
import { PROGRESS } from '../src/progress.ts';
import { colorModeInlineScript } from '../src/color-mode.ts';

describe('paths', () => {
  it('normalises .html and /index.html to the bare path', () => {
    expect(normalizePath('/ru/a/b.html', '/ru/')).toBe('/ru/a/b');
    expect(normalizePath('/ru/a/b/index.html', '/ru/')).toBe('/ru/a/b');
    expect(normalizePath('/ru/a/b/', '/ru/')).toBe('/ru/a/b');
    expect(normalizePath('/ru/index.html', '/ru/')).toBe('/ru/');
    expect(normalizePath('/ru', '/ru/')).toBe('/ru/');
    expect(normalizePath('/', '/')).toBe('/');
  });

  it('puts route data beside the page', () => {
    expect(routeDataUrl('/ru/a/b')).toBe('/ru/a/b/__route.json');
    expect(routeDataUrl('/ru/')).toBe('/ru/__route.json');
  });
});

describe('spec constants', () => {
  it('progress bar: 200 ms delay, minimum 0.08, trickle 800 ms, ease, 200 ms', () => {
    expect(PROGRESS).toEqual({ delay: 200, minimum: 0.08, trickleSpeed: 800, easing: 'ease', speed: 200 });
  });

  it('the inline colour-mode script defaults to light and survives a throwing storage', () => {
    const attrs: Record<string, string> = {};
    const run = (storage: { getItem: (k: string) => string | null }) => {
      new Function('localStorage', 'document', colorModeInlineScript)(storage, { documentElement: { setAttribute: (k: string, v: string) => (attrs[k] = v) } });
      return attrs['data-theme'];
    };
    expect(run({ getItem: () => null })).toBe('light');
    expect(run({ getItem: () => 'dark' })).toBe('dark');
    expect(run({ getItem: () => { throw new Error('denied'); } })).toBe('light');
  });
});

describe('hash ids', () => {
  it('decodes escapes and keeps a malformed escape as written instead of throwing', () => {
    expect(hashId('#%D0%B0%D0%B1')).toBe('аб');
    expect(hashId('#%zz')).toBe('%zz');
    expect(hashId('#100%')).toBe('100%');
  });
});
