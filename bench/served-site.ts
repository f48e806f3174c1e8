// A built site served by the programmatic `serve()` and a headless Chromium to open it: the browser
// measurements of the bench (search, first-load JS) share this start-up.
import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import type { RunningServer } from '../packages/cli/src/serve/serve.ts';

export interface ServedSite {
  server: RunningServer;
  browser: Browser;
  close: () => Promise<void>;
}

/** Serves `outDir` (the ru build of `siteDir`) and launches Chromium; skipped (with the reason) without a browser. */
export async function openServedSite(siteDir: string, outDir: string): Promise<ServedSite | { skipped: string }> {
  const { CHROMIUM_PATH, CHROMIUM_ARGS } = await import('../e2e/browser.ts');
  if (!fs.existsSync(CHROMIUM_PATH)) return { skipped: `no Chromium at ${CHROMIUM_PATH} (apt-get install -y chromium, or set CHROMIUM_PATH)` };
  const { chromium } = await import('playwright-core');
  const { serve } = await import('../packages/cli/src/serve/serve.ts');
  const server = await serve({ siteDir, outDir, locale: 'ru', port: 0, host: '127.0.0.1', watch: false, quiet: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  return {
    server,
    browser,
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}
