// sitemap.xml, robots.txt and redirects from old addresses.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBuild } from '../src/build/run.ts';
import { formatError } from '../src/errors.ts';
import { resolveRedirects } from '../src/routes/redirects.ts';
import { collectingReporter, read, tempSite } from './helpers.ts';

function siteWithRedirects(redirects: string): string {
  const site = tempSite();
  const file = path.join(site, 'tondocs.config.ts');
  fs.writeFileSync(file, read(site, 'tondocs.config.ts').replace("  navbar: {", `  redirects: ${redirects},\n  navbar: {`));
  return site;
}

describe('sitemap and robots', () => {
  it('lists every page with its hreflang alternates, and points robots.txt at it', async () => {
    const site = tempSite();
    const out = path.join(site, 'build');
    await runBuild({ siteDir: site, locale: 'ru', outDir: out, reporter: collectingReporter() });
    const xml = read(out, 'sitemap.xml');
    expect(xml).toContain('<loc>https://docs.example.org/ru/guide/first</loc>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://docs.example.org/guide/first"/>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://docs.example.org/guide/first"/>');
    expect(xml).not.toContain('404');
    expect((xml.match(/<url>/g) ?? []).length).toBe(6);
    expect(read(out, 'robots.txt')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://docs.example.org/ru/sitemap.xml\n');
  });
});

describe('redirects', () => {
  it('writes redirect pages that keep query and hash, plus _redirects and an nginx map', async () => {
    const site = siteWithRedirects("[{ from: '/learn/intro', to: '/intro' }, { from: '/old/guide/', to: '/guide/first#shag-pervyy' }, { from: '/talent', to: 'https://jobs.example.org/ton' }]");
    const out = path.join(site, 'build');
    const reporter = collectingReporter();
    await runBuild({ siteDir: site, locale: 'ru', outDir: out, reporter });
    const page = read(out, 'learn/intro/index.html');
    expect(page).toContain('<meta http-equiv="refresh" content="0; url=/ru/intro">');
    expect(page).toContain('<link rel="canonical" href="https://docs.example.org/ru/intro">');
    expect(page).toContain('location.search+location.hash');
    expect(read(out, 'old/guide/index.html')).toContain('url=/ru/guide/first#shag-pervyy');
    expect(read(out, 'talent/index.html')).toContain('<link rel="canonical" href="https://jobs.example.org/ton">');
    expect(read(out, '_redirects')).toBe('/ru/learn/intro /ru/intro 301\n/ru/old/guide /ru/guide/first#shag-pervyy 301\n/ru/talent https://jobs.example.org/ton 301\n');
    expect(read(out, 'nginx-redirects.conf')).toContain('  /ru/learn/intro /ru/intro;');
    expect(reporter.warnings.filter((w) => w.message.includes('redirect'))).toEqual([]);
  });

  it('warns about a target that is not a page', async () => {
    const reporter = collectingReporter();
    const site = siteWithRedirects("[{ from: '/learn/gone', to: '/nowhere' }]");
    await runBuild({ siteDir: site, locale: 'ru', outDir: path.join(site, 'build'), reporter });
    expect(reporter.warnings.map((w) => w.message)).toContain('1 redirect(s) cannot be followed:\n    Redirect /ru/learn/gone -> /ru/nowhere: no page at /ru/nowhere');
  });

  it('follows chains to the final page and rejects loops', async () => {
    const exists = (p: string) => p === '/ru/c';
    const { redirects } = resolveRedirects([{ from: '/a', to: '/b' }, { from: '/b', to: '/c' }], '/ru/', exists, 'cfg');
    expect(redirects.map((r) => `${r.from}->${r.to}`)).toEqual(['/ru/a->/ru/c', '/ru/b->/ru/c']);
    const site = siteWithRedirects("[{ from: '/a', to: '/b' }, { from: '/b', to: '/a' }]");
    const err = await runBuild({ siteDir: site, locale: 'ru', outDir: path.join(site, 'build'), reporter: collectingReporter() }).catch((e: unknown) => e);
    expect(formatError(err)).toMatch(/Redirect loop: \/ru\/a -> \/ru\/b -> \/ru\/a/);
  });
});
