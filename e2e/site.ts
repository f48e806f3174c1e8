// The real ru site for browser tests: built once per test file into e2e/.tmp and served on loopback.
import fs from 'node:fs';
import path from 'node:path';
import { runBuild } from '../packages/cli/src/build/run.ts';
import { silentReporter } from '../packages/cli/src/build/report.ts';
import { serve, type RunningServer } from '../packages/cli/src/serve/serve.ts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';

export const SITE_DIR = path.resolve(import.meta.dirname, '../site');

export async function serveBuiltSite(name: string): Promise<RunningServer> {
  const outDir = path.join(import.meta.dirname, '.tmp', name);
  await runBuild({ siteDir: SITE_DIR, locale: 'ru', outDir, reporter: silentReporter });
  return serve({ siteDir: SITE_DIR, outDir, locale: 'ru', port: 0, host: '127.0.0.1', watch: false, quiet: true });
}

/**
 * An editable copy of the site (content, pages, config) inside site/, so that its modules resolve the
 * site's own dependencies.
 */
export function copySite(): string {
  const root = path.join(SITE_DIR, '.tmp');
  fs.mkdirSync(root, { recursive: true });
  const dir = fs.mkdtempSync(path.join(root, 'e2e-'));
  for (const entry of ['tondocs.config.ts', 'sidebars.ts', 'redirects.ts', 'content', 'src', 'static']) fs.cpSync(path.join(SITE_DIR, entry), path.join(dir, entry), { recursive: true });
  return dir;
}

export const INTRO = 'v3/concepts/dive-into-ton/introduction';

/** The built site served and a browser, for the tests of one file (started before, closed after them). */
export function useSiteAndBrowser(name: string): { server: RunningServer; browser: Browser } {
  const env = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    env.server = await serveBuiltSite(name);
    env.browser = await launchBrowser();
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.server?.close();
  });
  return env;
}
