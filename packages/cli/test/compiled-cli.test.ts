// The workspace's `tondocs` command runs the CLI compiled by esbuild (bin/compiled.mjs), not its sources
// through tsx: it must build exactly what the sources build, give the site's modules the CLI's own theme
// instance, and be recompiled after an edit of tondocs.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { runBuild } from '../src/build/run.ts';
import { collectingReporter, tempSite } from './helpers.ts';

const run = promisify(execFile);
const BIN_DIR = path.join(import.meta.dirname, '..', 'bin');
const MANIFEST = path.join(import.meta.dirname, '..', 'node_modules', '.cache', 'tondocs', 'cli', 'manifest.json');

interface Compiled {
  entry?: string;
  shared?: Record<string, string>;
}

/** compiledCli() in a process of its own (the shared-module map it publishes must not reach this test process). */
async function compiledCli(): Promise<Compiled> {
  const script = `const m = await import(${JSON.stringify(path.join(BIN_DIR, 'compiled.mjs'))}); const entry = await m.compiledCli(); console.log(JSON.stringify({ entry, shared: globalThis[Symbol.for('tondocs.sharedModules')] }));`;
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script]);
  return JSON.parse(stdout) as Compiled;
}

/** Every file under `dir` with its bytes. */
function tree(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const rel of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
    const abs = path.join(dir, rel);
    if (fs.statSync(abs).isFile()) files.set(rel, fs.readFileSync(abs));
  }
  return files;
}

describe('the compiled tondocs command', () => {
  it('publishes the theme and the CLI as modules of the compiled tree for the site\'s modules', async () => {
    const { entry, shared } = await compiledCli();
    expect(entry).toMatch(/^file:\/\/.*\/cli\.js$/);
    expect(Object.keys(shared ?? {})).toEqual(expect.arrayContaining(['@tondocs/cli', '@tondocs/theme', '@tondocs/theme/frame', '@tondocs/theme/search/sharded']));
    for (const file of Object.values(shared ?? {})) expect(fs.existsSync(file)).toBe(true);
  });

  it('builds a site with a page module, component overrides and a config importing @tondocs/cli byte for byte as the sources do', async () => {
    const site = tempSite('overrides');
    const compiledOut = path.join(site, 'build-compiled');
    const { stderr } = await run(process.execPath, [path.join(BIN_DIR, 'tondocs.js'), 'build', '--locale', 'ru', '--no-cache', '--out', compiledOut], { cwd: site, env: { ...process.env, CI: '1' } });
    expect(stderr).not.toMatch(/compiling the CLI failed/);
    const sourceOut = path.join(site, 'build-sources');
    await runBuild({ siteDir: site, locale: 'ru', outDir: sourceOut, cache: false, reporter: collectingReporter() });
    const compiled = tree(compiledOut);
    const sources = tree(sourceOut);
    expect([...compiled.keys()]).toEqual([...sources.keys()]);
    // The build manifest names its own output folder and time; every page, asset and data file is the same.
    const differing = [...compiled].filter(([rel, bytes]) => rel !== 'tondocs-build.json' && !bytes.equals(sources.get(rel)!)).map(([rel]) => rel);
    expect(differing).toEqual([]);
    // The overridden Admonition wraps the theme's, which reads the page's language from the theme's context:
    // a second copy of the theme would render its English default.
    expect(compiled.get(path.join('intro', 'index.html'))!.toString()).toContain('Совет</p>');
  });

  it('is compiled again after an edit of a source of tondocs', async () => {
    await compiledCli();
    const source = path.join(import.meta.dirname, '..', '..', 'theme', 'src', 'search', 'types.ts');
    const before = fs.statSync(source);
    const stamp = (m: { stamps: [string, number, number][] }) => m.stamps.find(([f]) => f === source)?.[2];
    expect(stamp(JSON.parse(fs.readFileSync(MANIFEST, 'utf8')))).toBe(before.mtimeMs);
    const later = new Date(before.mtimeMs + 2000);
    try {
      fs.utimesSync(source, later, later);
      await compiledCli();
      expect(stamp(JSON.parse(fs.readFileSync(MANIFEST, 'utf8')))).toBe(fs.statSync(source).mtimeMs);
    } finally {
      fs.utimesSync(source, before.atime, before.mtime);
    }
  });
});
