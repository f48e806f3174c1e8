// The packages as published: built, packed with `pnpm pack`, installed from the tarballs into a project
// outside the workspace (no TON toolchain), then `tondocs init`, `build`, `serve` with the installed command
// and the page checked in Chromium. Catches what the workspace cannot: a missing file in `files`, an
// export that points at src/, a runtime import of another package's sources, a required TON compiler.
import { execFile, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.ts';
import { buildAndPack, installProject, serveInstalled, tondocsBin, type Tarballs } from './packed.ts';

const run = promisify(execFile);
/** The environment of a user's shell: without the NODE_PATH that pnpm's bin shims of the workspace set. */
const userEnv = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'NODE_PATH'));

/** The installed `tondocs` command; a failure carries its output. */
async function tondocs(args: string[], cwd: string): Promise<{ stdout: string; stderr: string }> {
  try {
    return await run(tondocsBin(project), args, { cwd, env: userEnv });
  } catch (e) {
    const { code, stdout, stderr } = e as { code?: number; stdout?: string; stderr?: string };
    throw Object.assign(new Error(`tondocs ${args.join(' ')} exited with ${code}:\n${stdout}\n${stderr}`), { code, stdout, stderr });
  }
}

let tmp: string;
let project: string;
let site: string;
let tarballs: Tarballs;
let server: ChildProcess | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tondocs-packed-'));
  tarballs = await buildAndPack(path.join(tmp, 'tarballs'));
  project = path.join(tmp, 'project');
  await installProject(project, tarballs);
  site = path.join(project, 'docs');
}, 600_000);

afterAll(async () => {
  server?.kill();
  await browser?.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

/** Paths inside a tarball. */
async function tarList(tgz: string): Promise<string[]> {
  return (await run('tar', ['-tzf', tgz])).stdout.split('\n').filter(Boolean);
}

describe('the packed packages', () => {
  it('hold compiled JavaScript and declarations, a licence and a README, and no TypeScript source', async () => {
    for (const [name, tgz] of Object.entries(tarballs.files)) {
      const files = await tarList(tgz);
      expect(files, name).toContain('package/dist/index.js');
      expect(files, name).toContain('package/dist/index.d.ts');
      expect(files, name).toContain('package/LICENSE');
      expect(files, name).toContain('package/README.md');
      expect(files.filter((f) => f.startsWith('package/src/') || (/\.tsx?$/.test(f) && !f.endsWith('.d.ts'))), name).toEqual([]);
      const manifest = JSON.parse((await run('tar', ['-xzOf', tgz, 'package/package.json'])).stdout) as { exports: Record<string, unknown>; bin?: Record<string, string> };
      // Every export (and the bin) points at dist/, never at the sources.
      expect(JSON.stringify(manifest.exports), name).not.toMatch(/src\//);
      if (name === '@tondocs/cli') expect(manifest.bin).toEqual({ tondocs: './dist/bin.js' });
    }
    expect(await tarList(tarballs.files['@tondocs/theme']!)).toContain('package/dist/styles.css');
  });

  it('install without the TON toolchains: they are optional peers of @tondocs/cli', () => {
    const store = fs.readdirSync(path.join(project, 'node_modules', '.pnpm'));
    const installed = (name: string) => store.some((d) => d.startsWith(`${name.replace('/', '+')}@`));
    expect(installed('@tondocs/cli')).toBe(true);
    for (const name of ['@tact-lang/compiler', '@ton/sandbox', '@ton/tolk-js', '@ton/core', 'typescript']) expect(installed(name), name).toBe(false);
  });

  it('init, build and serve a site that hydrates in Chromium without a console error', async () => {
    const init = await tondocs(['init', 'docs', '--locale', 'en', '--title', 'Packed Docs'], project);
    expect(init.stdout).toContain('Next steps:\n  cd docs\n  npm install');
    const pkg = JSON.parse(fs.readFileSync(path.join(site, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    expect(pkg.dependencies['@tondocs/cli']).toBe('^0.1.0');

    const build = await tondocs(['build', '--locale', 'en'], site);
    expect(build.stdout + build.stderr).toMatch(/Built 4 pages \(en\)[^\n]*0 warning/);

    const served = await serveInstalled(project, site, userEnv);
    server = served.server;
    const url = served.url;

    browser = await launchBrowser();
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(`${m.text()} ${m.location().url}`));
    page.on('response', (r) => r.status() >= 400 && errors.push(`${r.status()} ${r.url()}`));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(url);
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: 60_000 });
    expect(await page.title()).toBe('Introduction | Packed Docs');
    expect(await page.textContent('main h1')).toBe('Introduction');
    expect(await page.evaluate(() => (window as Window & { __tondocsHydrationErrors?: unknown[] }).__tondocsHydrationErrors ?? [])).toEqual([]);
    // Client navigation to the next page (the runtime bundled from the installed package, not the workspace).
    await page.click('main a[href$="guide/first"]');
    await page.waitForURL(/guide\/first\/?$/);
    await expect.poll(() => page.textContent('main h1')).toBe('Writing pages');
    expect(errors).toEqual([]);
  });

  it('check-code names the toolchain to install for a language the site cannot check, and fails only under --strict', async () => {
    fs.writeFileSync(path.join(site, 'content', 'en', 'docs', 'tact.md'), '---\ntitle: Tact\n---\n\n# Tact\n\n```tact\ncontract A {}\n```\n\n```json\n{ "a": 1 }\n```\n');
    const r = await tondocs(['check-code'], site);
    expect(r.stdout).toContain('tact: 1 sample(s) not checked, the site does not install @tact-lang/compiler. To check them: npm i -D @tact-lang/compiler');
    const strict = await tondocs(['check-code', '--strict'], site).catch((e: { code: number; stdout: string }) => e);
    expect('code' in strict && strict.code).toBe(1);
  });
});
