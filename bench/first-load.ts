// First-load JS of pages of the ru site (issue #16: a doc page ≤ 55 KB gzip), measured in headless Chromium:
// every script the page requests from the navigation until it is hydrated and the network has been idle,
// with no interaction (no hover, focus or scroll), counted as the gzip -9 size of the file in the output.
// This includes what the HTML declares (entry, modulepreload) and what the runtime imports by itself at
// start (page module, content features, islands), which the static count of measure.ts cannot see.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSize, resolveUrl } from './measure.ts';
import { openServedSite } from './served-site.ts';

export interface FirstLoadPage {
  /** Route path under the locale, e.g. "v3/concepts/dive-into-ton/introduction". */
  page: string;
  /** Scripts in request order; `file` relative to the output, null when the URL is not a file of it. */
  scripts: { url: string; file: string | null; gzip: number }[];
  gzipBytes: number;
  /** Longest main-thread task from the navigation to network idle (0 when none over 50 ms), for context. */
  longestTaskMs: number;
}

export interface FirstLoadSection {
  /** Where the pages were measured (served output of the ru site). */
  label: string;
  pages: FirstLoadPage[];
  /** 1-minute load average before the measurement (the task length depends on it, the bytes do not). */
  load1Before: number;
}

/** The pages measured on the ru site: the intro (plain text) and a long code page. */
export const FIRST_LOAD_PAGES = ['v3/concepts/dive-into-ton/introduction', 'v3/documentation/smart-contracts/func/cookbook'];

export async function measureFirstLoad(siteDir: string, outDir: string, pages: readonly string[], load1Before: number): Promise<FirstLoadSection | { skipped: string }> {
  const served = await openServedSite(siteDir, outDir);
  if ('skipped' in served) return served;
  const { server, browser } = served;
  const base = new URL(server.url).pathname;
  try {
    const measured: FirstLoadPage[] = [];
    for (const page of pages) {
      // A fresh context: empty cache, nothing prefetched by an earlier page.
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const tab = await context.newPage();
      const urls: string[] = [];
      tab.on('request', (r) => {
        if (r.resourceType() === 'script') urls.push(r.url());
      });
      await tab.addInitScript(() => {
        const w = window as Window & { __benchLongest?: number };
        w.__benchLongest = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) w.__benchLongest = Math.max(w.__benchLongest ?? 0, e.duration);
        }).observe({ type: 'longtask', buffered: true });
      });
      await tab.goto(new URL(page, server.url).href, { waitUntil: 'networkidle' });
      await tab.waitForSelector('html[data-hydrated="true"]');
      await tab.waitForLoadState('networkidle');
      const longestTaskMs = Math.round(await tab.evaluate(() => (window as Window & { __benchLongest?: number }).__benchLongest ?? 0));
      await context.close();
      const scripts = urls.map((url) => {
        const file = resolveUrl(outDir, new URL(url).pathname, `${page}/index.html`, [base, '/']);
        return { url: new URL(url).pathname, file, gzip: file ? gzipSize(fs.readFileSync(path.join(outDir, file))) : 0 };
      });
      measured.push({ page, scripts, gzipBytes: scripts.reduce((s, f) => s + f.gzip, 0), longestTaskMs });
    }
    return { label: 'ru site', pages: measured, load1Before };
  } finally {
    await served.close();
  }
}
