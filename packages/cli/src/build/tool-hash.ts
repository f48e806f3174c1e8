// What names "this version of tondocs" for the caches: the bytes of the generator's own packages (cli, theme,
// runtime — sources in the workspace, compiled files when installed) and the React that renders the pages.
// A workspace edit changes it although the version number does not.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

let memo: string | undefined;

export function toolHash(): string {
  if (memo) return memo;
  const h = crypto.createHash('sha256');
  const require = createRequire(import.meta.url);
  const roots = [path.resolve(import.meta.dirname, '..', '..'), packageRoot(require, '@tondocs/theme'), packageRoot(require, '@tondocs/runtime')];
  for (const root of roots) for (const file of files(root)) h.update(`${path.relative(root, file)}\0`).update(fs.readFileSync(file));
  for (const dep of ['react', 'react-dom']) h.update(`${dep}@${(require(`${dep}/package.json`) as { version: string }).version}\0`);
  memo = h.digest('hex').slice(0, 16);
  return memo;
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
