// The `tondocs` command as a user runs it: exit codes, plain progress lines off a TTY, clear errors.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { tempSite } from './helpers.ts';

const run = promisify(execFile);
const BIN = path.join(import.meta.dirname, '..', 'bin', 'tondocs.js');

async function tondocs(args: string[], cwd: string): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const r = await run('node', [BIN, ...args], { cwd, env: { ...process.env, CI: '1' } });
    return { code: 0, stdout: r.stdout, stderr: r.stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, stdout: err.stdout, stderr: err.stderr };
  }
}

describe('tondocs command', () => {
  it('builds, printing plain progress lines, warnings and a summary', async () => {
    const site = tempSite();
    const r = await tondocs(['build', '--locale', 'ru'], site);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('Markdown: 3\n');
    expect(r.stderr).toMatch(/content\/ru\/docs\/guide\/first\.md:9:\d+: warning: Broken link/);
    expect(r.stderr).toMatch(/Built 6 pages \(ru\) in [\d.]+ s: \d+ files, [\d.]+ KB, 2 warning\(s\)/);
    expect(fs.existsSync(path.join(site, 'build', 'index.html'))).toBe(true);
  });

  it('exits non-zero with file:line:col on malformed frontmatter', async () => {
    const site = tempSite();
    fs.writeFileSync(path.join(site, 'content/ru/docs/guide/second.md'), '---\ntitle: "не закрыто\n---\nТекст\n');
    const r = await tondocs(['build', '--locale', 'ru'], site);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/content\/ru\/docs\/guide\/second\.md:\d+:\d+: Malformed frontmatter: /);
  });

  it('exits non-zero under --strict when links are broken', async () => {
    const r = await tondocs(['build', '--locale', 'ru', '--strict'], tempSite());
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('2 warning(s) with --strict');
  });

  it('rejects an unknown locale, naming the configured ones', async () => {
    const r = await tondocs(['build', '--locale', 'fr'], tempSite());
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('Unknown locale "fr"');
    expect(r.stderr).toContain('Configured locales: en, ru.');
  });
});
