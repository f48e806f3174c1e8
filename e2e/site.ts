// The real ru site for browser tests: built once for the project (global setup) and served on loopback per file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BUILT_SITE, SITE_DIR, buildSiteForTests } from './built-site.ts';
import { runBuild } from '../packages/cli/src/build/run.ts';
import { silentReporter } from '../packages/cli/src/build/report.ts';
import { serve, type RunningServer } from '../packages/cli/src/serve/serve.ts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';

export { SITE_DIR };

export async function serveBuiltSite(): Promise<RunningServer> {
  // A test file run on its own (without the project's global setup) builds the site first.
  if (!fs.existsSync(path.join(BUILT_SITE, 'tondocs-build.json'))) await buildSiteForTests();
  return serve({ siteDir: SITE_DIR, outDir: BUILT_SITE, locale: 'ru', port: 0, host: '127.0.0.1', watch: false, quiet: true });
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
export function useSiteAndBrowser(): { server: RunningServer; browser: Browser } {
  const env = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    env.server = await serveBuiltSite();
    env.browser = await launchBrowser();
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.server?.close();
  });
  return env;
}

/**
 * Another site (a fixture of the CLI) built into a temporary folder and served, and a browser, for the
 * tests of one file (started before, closed and removed after them).
 */
export function useFixtureSiteAndBrowser(siteDir: string): { server: RunningServer; browser: Browser } {
  const env = {} as { server: RunningServer; browser: Browser };
  let out = '';
  beforeAll(async () => {
    out = fs.mkdtempSync(path.join(os.tmpdir(), `tondocs-${path.basename(siteDir)}-`));
    await runBuild({ siteDir, locale: 'ru', outDir: out, reporter: silentReporter });
    env.server = await serve({ siteDir, outDir: out, locale: 'ru', port: 0, host: '127.0.0.1', watch: false, quiet: true });
    env.browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await env.browser?.close();
    await env.server?.close();
    if (out) fs.rmSync(out, { recursive: true, force: true });
  });
  return env;
}
