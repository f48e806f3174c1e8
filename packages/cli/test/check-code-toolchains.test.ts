// check-code on a site that installs no toolchain (the TON compilers are optional peers of @tondocs/cli): each
// language is reported once with the packages to add, its samples are left unchecked, nothing is loaded.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatCheckCodeReport, runCheckCode } from '../src/check-code/index.ts';
import { resolvesFrom } from '../src/module-file.ts';

/** A site outside this workspace: no node_modules above it resolves any compiler. */
function bareSite(pages: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tondocs-toolchains-'));
  for (const [name, text] of Object.entries(pages)) {
    fs.mkdirSync(path.join(dir, 'content/en/docs'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'content/en/docs', name), text);
  }
  return dir;
}

const fence = (lang: string, code: string) => `\`\`\`${lang}\n${code}\n\`\`\`\n`;

describe('check-code without the optional toolchains', () => {
  it('reports each missing toolchain once, with the packages to install, and checks what needs none', async () => {
    const site = bareSite({
      'a.md': `---\ntitle: A\n---\n\n${fence('tact', 'contract A {}')}\n${fence('tact', 'contract B {}')}\n${fence('ts', 'const a: number = 1;')}\n${fence('js', 'const b = 2;')}\n${fence('json', '{ "a": 1 }')}`,
      'b.md': `---\ntitle: B\n---\n\n${fence('func', '() main() { }')}\n${fence('json', '{ "b": ')}`,
    });
    const r = await runCheckCode(site, { locale: 'en', cache: false });
    expect(r.missing).toEqual([
      { checker: 'tact', languages: ['tact'], packages: ['@tact-lang/compiler'], samples: 2 },
      { checker: 'ts', languages: ['ts', 'js'], packages: ['typescript'], samples: 2 },
      { checker: 'func', languages: ['func'], packages: ['@ton-community/func-js', '@ton-community/func-js-bin', '@tact-lang/compiler'], samples: 1 },
    ]);
    const row = (lang: string) => r.stats.find((s) => s.lang === lang)!;
    expect(row('tact')).toMatchObject({ checked: 0, notChecked: 2 });
    expect(row('json')).toMatchObject({ checked: 2, passed: 1, failed: 1 });
    // Only the broken JSON fails: a missing toolchain is not a failure of the docs.
    expect(r.failures.map((f) => f.lang)).toEqual(['json']);
    const report = formatCheckCodeReport(r, site);
    expect(report).toContain('tact: 2 sample(s) not checked, the site does not install @tact-lang/compiler. To check them: npm i -D @tact-lang/compiler');
    expect(report).toContain('ts/js: 2 sample(s) not checked, the site does not install typescript. To check them: npm i -D typescript');
    expect(report.match(/npm i -D/g)).toHaveLength(3);
  });

  it('finds a package in node_modules of the site or of a parent folder, and nowhere else', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tondocs-resolve-'));
    const site = path.join(root, 'docs');
    fs.mkdirSync(path.join(root, 'node_modules', '@scope', 'pkg'), { recursive: true });
    fs.writeFileSync(path.join(root, 'node_modules', '@scope', 'pkg', 'package.json'), '{"name":"@scope/pkg"}');
    fs.mkdirSync(site);
    expect(resolvesFrom(site, '@scope/pkg')).toBe(true);
    expect(resolvesFrom(site, '@scope/other')).toBe(false);
  });
});
