// Test helpers: temporary copies of fixture sites, and builds that collect warnings instead of printing.
import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, Warning } from '../src/build/report.ts';

export const FIXTURES = path.join(import.meta.dirname, 'fixtures');

/**
 * Copies a fixture site into a fresh directory that tests may edit. It lives inside the package so that
 * its page modules resolve react from the package's node_modules, as a real site's would.
 */
export function tempSite(name = 'basic'): string {
  const root = path.join(import.meta.dirname, '..', '.tmp');
  fs.mkdirSync(root, { recursive: true });
  const dir = fs.mkdtempSync(path.join(root, `${name}-`));
  fs.cpSync(path.join(FIXTURES, name), dir, { recursive: true });
  return dir;
}

export function collectingReporter(): Reporter & { warnings: Warning[]; lines: string[] } {
  const warnings: Warning[] = [];
  const lines: string[] = [];
  return { warnings, lines, phase() {}, tick() {}, warn: (w) => warnings.push(w), info: (l) => lines.push(l) };
}

export function read(dir: string, rel: string): string {
  return fs.readFileSync(path.join(dir, rel), 'utf8');
}

/**
 * A page without its inline stylesheets, whose selectors name every class of the theme: what a test reads
 * when it checks that some markup is absent.
 */
export function markup(html: string): string {
  return html.replace(/<style>[\s\S]*?<\/style>/g, '');
}

/** Every file under a directory, as sorted paths relative to it. */
export function filesOf(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}
