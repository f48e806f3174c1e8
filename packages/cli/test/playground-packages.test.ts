// The playground's TON libraries (@ton/core, @ton/crypto) are optional peers of @tondocs/runtime: a site without
// them builds, also under `serve --watch`, until a page has a `live` block; then the build names what to install.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBuild } from '../src/build/run.ts';
import { initSite } from '../src/init/init.ts';
import { collectingReporter } from './helpers.ts';

/** A new site outside the workspace: no node_modules above it has @ton/core. */
function newSite(): string {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tondocs-playground-')), 'docs');
  initSite(dir, { locale: 'en', title: 'Docs', cliVersion: '^0.1.0' });
  return dir;
}

describe('playground packages', () => {
  it('are not needed by a site without a live block, in a build or under serve --watch', async () => {
    const site = newSite();
    const out = path.join(site, 'build');
    await runBuild({ siteDir: site, locale: 'en', outDir: out, reporter: collectingReporter(), dev: { eventsUrl: '/__tondocs/events' } });
    expect(fs.readdirSync(path.join(out, 'assets')).some((f) => f.startsWith('playground-worker'))).toBe(false);
  }, 120_000);

  it('stop the build of a page with a live block when the site lacks them, naming the packages to add', async () => {
    const site = newSite();
    fs.writeFileSync(path.join(site, 'content/en/docs/live.md'), "---\ntitle: Live\n---\n\n# Live\n\n```ts live\nconsole.log('hi');\n```\n");
    const out = path.join(site, 'build');
    await expect(runBuild({ siteDir: site, locale: 'en', outDir: out, reporter: collectingReporter() })).rejects.toThrow(
      /A `live` code block runs in the playground, which needs @ton\/core and @ton\/crypto in the site/,
    );
    // A failed build writes nothing.
    expect(fs.existsSync(path.join(out, 'index.html'))).toBe(false);
  }, 120_000);
});
