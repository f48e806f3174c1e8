// Warm builds: a page whose inputs are unchanged since the last build into the same output directory is not
// rendered again; its files are hard-linked from that output into the new one (copied where links are not
// possible). <site>/.tondocs/output/<dir hash>.json records, per route, the key of what the page is made of
// (its route data, sidebar, site data and head fields, under a build-wide key of the generator, the config
// and the client assets) and the size, mtime and inode its files had when written — a file changed by hand
// since is rendered again.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const FORMAT = 1;

/** A file of the output as a build left it: a later size, mtime or inode means it was changed since. */
export type FileStamp = [rel: string, size: number, mtimeMs: number, ino: number];

/** `<site>/.tondocs/output/<hash of the output folder><suffix>`: what the site's builds know of one output folder. */
export function outputStateFile(siteDir: string, outDir: string, suffix: string): string {
  return path.join(siteDir, '.tondocs', 'output', `${crypto.createHash('sha256').update(path.resolve(outDir)).digest('hex').slice(0, 16)}${suffix}`);
}

interface Manifest {
  format: number;
  global: string;
  routes: Record<string, { key: string; files: FileStamp[] }>;
}

export class OutputReuse {
  private readonly file: string;
  private readonly previous: Manifest['routes'];
  private readonly next = new Map<string, { key: string; rels: string[] }>();
  reused = 0;

  constructor(siteDir: string, private readonly outDir: string, private readonly global: string) {
    this.file = outputStateFile(siteDir, outDir, '.json');
    let previous: Manifest['routes'] = {};
    try {
      const m = JSON.parse(fs.readFileSync(this.file, 'utf8')) as Manifest;
      if (m.format === FORMAT && m.global === global) previous = m.routes;
    } catch {
      // no earlier build of this output
    }
    this.previous = previous;
  }

  /**
   * Absolute paths of the route's files (`rels`, as this build names them) in the current output when they
   * are still what `key` rendered. The manifest is a file of the site: only the names this build expects
   * are taken from it, and only regular files (a symlink planted there is rendered over, never followed).
   */
  reusable(routePath: string, key: string, rels: string[]): { rel: string; abs: string }[] | undefined {
    const p = this.previous[routePath];
    if (!p || p.key !== key || p.files.length !== rels.length || p.files.some(([rel], i) => rel !== rels[i])) return undefined;
    const out: { rel: string; abs: string }[] = [];
    for (const [rel, size, mtimeMs, ino] of p.files) {
      const abs = path.join(this.outDir, rel);
      const st = fs.lstatSync(abs, { throwIfNoEntry: false });
      if (!st?.isFile() || st.size !== size || st.mtimeMs !== mtimeMs || st.ino !== ino) return undefined;
      out.push({ rel, abs });
    }
    return out;
  }

  /**
   * Files of an entry of the previous build that are still as written, whatever its key, by their name in
   * the output (`accept` names the only files the caller may take: the manifest is a file of the site). The
   * search index uses it: its files are named by their content hash, so a name still there is the same file.
   */
  previousFiles(id: string, accept: (rel: string) => boolean): Map<string, string> {
    const out = new Map<string, string>();
    for (const [rel, size, mtimeMs, ino] of this.previous[id]?.files ?? []) {
      if (!accept(rel)) continue;
      const abs = path.join(this.outDir, rel);
      const st = fs.lstatSync(abs, { throwIfNoEntry: false });
      if (st?.isFile() && st.size === size && st.mtimeMs === mtimeMs && st.ino === ino) out.set(rel, abs);
    }
    return out;
  }

  /** The previous files of an entry (in the order recorded) when its key is `key` and every file is intact. */
  unchanged(id: string, key: string, accept: (rel: string) => boolean): { rel: string; abs: string }[] | undefined {
    const p = this.previous[id];
    if (!p || p.key !== key) return undefined;
    const kept = this.previousFiles(id, accept);
    if (kept.size !== p.files.length) return undefined;
    return p.files.map(([rel]) => ({ rel, abs: kept.get(rel)! }));
  }

  /** The files a route has in the new output (rendered or reused). */
  record(routePath: string, key: string, rels: string[]): void {
    this.next.set(routePath, { key, rels });
  }

  /** After the new output is in place: stamps of its route files, for the next build. */
  save(): void {
    const routes: Manifest['routes'] = {};
    for (const [routePath, { key, rels }] of this.next) {
      const files: FileStamp[] = [];
      for (const rel of rels) {
        const st = fs.statSync(path.join(this.outDir, rel), { throwIfNoEntry: false });
        if (!st) break;
        files.push([rel, st.size, st.mtimeMs, st.ino]);
      }
      if (files.length === rels.length) routes[routePath] = { key, files };
    }
    const tmp = `${this.file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
    try {
      fs.mkdirSync(path.dirname(this.file), { recursive: true });
      fs.writeFileSync(tmp, JSON.stringify({ format: FORMAT, global: this.global, routes } satisfies Manifest));
      fs.renameSync(tmp, this.file);
    } catch {
      fs.rmSync(tmp, { force: true });
    }
  }
}
