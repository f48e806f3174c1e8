// A build whose inputs are byte for byte those of the last build into the same output, with that output
// untouched since, has nothing to do: it reports the last build's warnings and summary and leaves the
// output as it is (issue #16: "nothing changed" in a fraction of the Markdown floor). This module is the
// only one such a build loads: node builtins and the tool hash, not the builder and its dependencies.
//
// The fingerprint covers every file of the site (bytes; symlinks by their target path, never followed, so
// nothing outside the site is read) except node_modules, its top dot-folders (.git, .tondocs) and outputs; the
// generator's own code (tool hash); the dependency lockfiles above the site (size and mtime); the git
// commit the last-update dates come from; the build options (--strict only judges the warnings, which are
// kept and reported again), NODE_ENV, the Node version and the year (the
// default copyright line). The output must hold exactly the files the last build left, each with the size,
// mtime and inode it had then.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { toolHash } from './tool-hash.ts';
import { outputStateFile, type FileStamp } from './output-reuse.ts';
import type { BuildSummary } from './builder.ts';

const FORMAT = 1;
/** The file every tondocs output has at its root (builder.ts BUILD_MANIFEST; not imported: that module is heavy). */
const BUILD_MANIFEST = 'tondocs-build.json';
const LOCKFILES = ['pnpm-lock.yaml', 'package-lock.json', 'yarn.lock', 'bun.lockb', 'bun.lock', path.join('node_modules', '.modules.yaml'), path.join('node_modules', '.package-lock.json')];


interface State {
  format: number;
  fingerprint: string;
  summary: Omit<BuildSummary, 'seconds' | 'pagesOnWorkers'>;
  locales: string[];
  files: FileStamp[];
}

export interface FingerprintOptions {
  siteDir: string;
  outDir: string;
  locale?: string;
  minify?: boolean;
}

/** Where the state of the last build into `outDir` is kept. */
const stateFile = (siteDir: string, outDir: string) => outputStateFile(siteDir, outDir, '.up-to-date.json');

/** Everything a build reads, as one hash (see the top of the file). */
export function inputFingerprint(o: FingerprintOptions): string {
  const h = crypto.createHash('sha256');
  const site = path.resolve(o.siteDir);
  const out = path.resolve(o.outDir);
  h.update(JSON.stringify([FORMAT, toolHash(), process.version, process.env.NODE_ENV ?? '', o.locale ?? null, o.minify ?? true, out, new Date().getUTCFullYear()]));
  // Dot-folders at the top (.git, .tondocs, caches) are not the site's; below it a dot-file may be published (static/.well-known).
  const skip = (abs: string, name: string) =>
    name === 'node_modules' || (name.startsWith('.') && path.dirname(abs) === site) || abs === out || (path.dirname(abs) === path.dirname(out) && (name.startsWith(`${path.basename(out)}.`) || name.startsWith(`.${path.basename(out)}.`)));
  const visit = (dir: string, rel: string) => {
    const entries = fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const e of entries) {
      const abs = path.join(dir, e.name);
      if (skip(abs, e.name)) continue;
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isSymbolicLink()) h.update(`L\0${r}\0${fs.readlinkSync(abs)}\0`);
      else if (e.isDirectory()) {
        // Another tondocs output inside the site (a second --out) is never an input.
        if (fs.existsSync(path.join(abs, BUILD_MANIFEST))) continue;
        h.update(`D\0${r}\0`);
        visit(abs, r);
      } else if (e.isFile()) h.update(`F\0${r}\0`).update(fs.readFileSync(abs)).update('\0');
    }
  };
  visit(site, '');
  for (let dir = site; ; dir = path.dirname(dir)) {
    for (const name of LOCKFILES) {
      const st = fs.statSync(path.join(dir, name), { throwIfNoEntry: false });
      if (st) h.update(`K\0${path.join(dir, name)}\0${st.size}\0${st.mtimeMs}\0`);
    }
    if (path.dirname(dir) === dir) break;
  }
  h.update(`G\0${gitHead(site)}`);
  return h.digest('hex');
}

/** The commit of HEAD: read from the repository's files where they are plain (spawning git cost ~70 ms of every check). */
export function gitHead(dir: string): string {
  const read = (file: string) => fs.readFileSync(file, 'utf8').trim();
  const commit = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
  try {
    const gitDir = findGitDir(path.resolve(dir));
    // Not a checkout (and no GIT_DIR naming one): no last-update dates either.
    if (!gitDir && !process.env.GIT_DIR) return '';
    if (gitDir) {
      const head = read(path.join(gitDir, 'HEAD'));
      if (commit.test(head)) return head;
      const ref = /^ref: (refs\/\S+)$/.exec(head)?.[1];
      // A linked worktree keeps HEAD in its own folder and the branches in the main repository's.
      const common = fs.existsSync(path.join(gitDir, 'commondir')) ? path.resolve(gitDir, read(path.join(gitDir, 'commondir'))) : gitDir;
      const loose = ref && [gitDir, common].map((d) => path.join(d, ...ref.split('/'))).find((f) => fs.existsSync(f));
      if (loose && commit.test(read(loose))) return read(loose);
      const packed = ref && fs.existsSync(path.join(common, 'packed-refs')) ? read(path.join(common, 'packed-refs')).split('\n').find((l) => l.endsWith(` ${ref}`))?.split(' ')[0] : undefined;
      if (!loose && packed && commit.test(packed)) return packed;
    }
  } catch {
    // an unusual layout: git knows
  }
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return ''; // not a git checkout: no last-update dates either
  }
}

/** The `.git` folder of the checkout holding `dir` (a `.git` file names it in a linked worktree or submodule). */
function findGitDir(dir: string): string | undefined {
  for (let d = dir; ; d = path.dirname(d)) {
    const dotGit = path.join(d, '.git');
    const st = fs.statSync(dotGit, { throwIfNoEntry: false });
    if (st?.isDirectory()) return dotGit;
    if (st?.isFile()) {
      const named = /^gitdir: (.+)$/m.exec(fs.readFileSync(dotGit, 'utf8'))?.[1];
      return named ? path.resolve(d, named.trim()) : undefined;
    }
    if (path.dirname(d) === d) return undefined;
  }
}

/** Every file under `root` with its stamp, in a stable order; undefined when `root` is missing. */
function stamps(root: string): FileStamp[] | undefined {
  const out: FileStamp[] = [];
  const visit = (dir: string, rel: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const abs = path.join(dir, e.name);
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) visit(abs, r);
      else {
        const st = fs.lstatSync(abs);
        out.push([r, st.isFile() ? st.size : -1, st.mtimeMs, st.ino]);
      }
    }
  };
  try {
    visit(root, '');
  } catch {
    return undefined;
  }
  return out.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}

/** The last build's summary when `fingerprint` is its fingerprint and its output is exactly as it left it. */
export function upToDate(o: FingerprintOptions, fingerprint: string): { summary: Omit<BuildSummary, 'seconds' | 'pagesOnWorkers'>; locales: string[] } | undefined {
  let state: State;
  try {
    state = JSON.parse(fs.readFileSync(stateFile(o.siteDir, o.outDir), 'utf8')) as State;
  } catch {
    return undefined;
  }
  if (state.format !== FORMAT || state.fingerprint !== fingerprint) return undefined;
  const now = stamps(path.resolve(o.outDir));
  if (!now || now.length !== state.files.length) return undefined;
  for (let i = 0; i < now.length; i++) {
    const [a, b] = [now[i]!, state.files[i]!];
    if (a[0] !== b[0] || a[1] !== b[1] || a[2] !== b[2] || a[3] !== b[3] || a[1] < 0) return undefined;
  }
  return { summary: state.summary, locales: state.locales };
}

/** A full build is starting: whatever it leaves, the old state no longer describes the output. */
export function forgetState(o: FingerprintOptions): void {
  fs.rmSync(stateFile(o.siteDir, o.outDir), { force: true });
}

/** After a build was put in place: its fingerprint (taken before it read anything), summary and output stamps. */
export function saveState(o: FingerprintOptions, fingerprint: string, summary: BuildSummary, locales: string[]): void {
  const files = stamps(path.resolve(o.outDir));
  if (!files) return;
  const file = stateFile(o.siteDir, o.outDir);
  const tmp = `${file}.${process.pid}.tmp`;
  // How long it took and which thread rendered what describe that run, not the output it left.
  const { seconds: _seconds, pagesOnWorkers: _onWorkers, ...rest } = summary;
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(tmp, JSON.stringify({ format: FORMAT, fingerprint, summary: rest, locales, files } satisfies State));
    fs.renameSync(tmp, file);
  } catch {
    // Only saves time: the next build is then a full one.
    fs.rmSync(tmp, { force: true });
  }
}
