// The ru site built once for the browser tests (by the project's global setup, which cannot import vitest).
import path from 'node:path';
import { runBuild } from '../packages/cli/src/build/run.ts';
import { silentReporter } from '../packages/cli/src/build/report.ts';

export const SITE_DIR = path.resolve(import.meta.dirname, '../site');

/** Where the global setup builds the site; test files serve it read-only. */
export const BUILT_SITE = path.join(import.meta.dirname, '.tmp', 'site');

export async function buildSiteForTests(): Promise<void> {
  await runBuild({ siteDir: SITE_DIR, locale: 'ru', outDir: BUILT_SITE, reporter: silentReporter });
}
