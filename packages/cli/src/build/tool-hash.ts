// What names "this version of tondocs" for the caches: the bytes of the generator's own packages (cli, theme,
// runtime — sources in the workspace, compiled files when installed) and the React that renders the pages.
// A workspace edit changes it although the version number does not. Reading and hashing those ~400 files took
// ~0.1 s of every command (most of a "nothing changed" build), so the hash is kept in the package's cache
// with the size and mtime of each file, and computed again only when a file differs, appears or goes.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { packageCacheDir } from '../cache-dir.ts';

let memo: string | undefined;

export function toolHash(): string {
  if (memo) return memo;
  const require = createRequire(import.meta.url);
  const roots = [path.resolve(import.meta.dirname, '..', '..'), packageRoot(require, '@tondocs/theme'), packageRoot(require, '@tondocs/runtime')];
  const listed = roots.map((root) => ({ root, files: files(root) }));
  const versions = ['react', 'react-dom'].map((dep) => `${dep}@${(require(`${dep}/package.json`) as { version: string }).version}`);
  const fileStamps = listed.map(({ root, files }) => [root, files.map((f) => stampOf(f))] as const);
  // A file changed within the last 2 s may change again without its mtime showing it: no memo then.
  const settled = fileStamps.every(([, s]) => s.every((stamp) => stamp !== undefined));
  const stamps = JSON.stringify([versions, fileStamps]);
  const memoFile = path.join(packageCacheDir(), 'tool-hash.json');
  try {
    const kept = JSON.parse(fs.readFileSync(memoFile, 'utf8')) as { stamps: string; hash: string };
    if (settled && kept.stamps === stamps) return (memo = kept.hash);
  } catch {
    // not kept yet
  }
  const h = crypto.createHash('sha256');
  for (const { root, files } of listed) for (const file of files) h.update(`${path.relative(root, file)}\0`).update(fs.readFileSync(file));
  for (const v of versions) h.update(`${v}\0`);
  memo = h.digest('hex').slice(0, 16);
  if (!settled) return memo;
  try {
    const tmp = `${memoFile}.${process.pid}.tmp`;
    fs.mkdirSync(path.dirname(memoFile), { recursive: true });
    fs.writeFileSync(tmp, JSON.stringify({ stamps, hash: memo }));
    fs.renameSync(tmp, memoFile);
  } catch {
    // The memo only saves time.
  }
  return memo;
}

/** A file's name, size and mtime; none for a file changed within 2 s of now. */
function stampOf(file: string): [string, number, number] | undefined {
  const st = fs.statSync(file);
  return Date.now() - st.mtimeMs > 2000 ? [file, st.size, st.mtimeMs] : undefined;
}

/** The folder holding a package's package.json, found from its main export. */
function packageRoot(require: NodeJS.Require, name: string): string {
  let dir = path.dirname(require.resolve(name));
  while (!fs.existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
}

/** Files of a package that make up its code, in a stable order (tests, caches and dependencies excluded). */
function files(root: string): string[] {
  const out: string[] = [];
  const visit = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      if (e.name === 'node_modules' || e.name === 'test' || e.name.startsWith('.')) continue;
      const abs = path.join(dir, e.name);
      if (e.isDirectory()) visit(abs);
      else if (e.isFile()) out.push(abs);
    }
  };
  visit(root);
  return out;
}
