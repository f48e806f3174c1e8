// Builds one workspace package for publishing (run from its folder by its `build` script): tsc compiles
// src/ to JavaScript and .d.ts in dist/ (relative `.ts` imports rewritten to `.js`), and the files tsc does
// not emit (stylesheets, hand-written declarations) are copied beside them. The workspace itself runs the
// TypeScript sources; only the packed package (publishConfig) points at dist/.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const pkgDir = process.cwd();
const src = path.join(pkgDir, 'src');
const dist = path.join(pkgDir, 'dist');
fs.rmSync(dist, { recursive: true, force: true });
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', path.join(pkgDir, 'tsconfig.build.json')], { stdio: 'inherit' });

/** Copied as they are: what tsc neither compiles nor emits (plain JavaScript modules with their declarations included). */
const copied = (name) => name.endsWith('.css') || name.endsWith('.d.ts') || name.endsWith('.mjs') || name.endsWith('.d.mts');
for (const entry of fs.readdirSync(src, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !copied(entry.name)) continue;
  const from = path.join(entry.parentPath, entry.name);
  const to = path.join(dist, path.relative(src, from));
  fs.mkdirSync(path.dirname(to), { recursive: true });
  fs.copyFileSync(from, to);
}
