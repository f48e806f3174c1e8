// Measurements: a timed child process with the peak RSS of its whole process tree, output sizes, and the
// first-load assets (JS, CSS, preloaded data) of one built page.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawn } from 'node:child_process';

// ---------- process tree RSS ----------

const PROC = '/proc';

function readProc(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null; // the process exited between listing and reading
  }
}

/** Parent pid of every live process (Linux /proc). */
function parentMap(): Map<number, number> {
  const parents = new Map<number, number>();
  for (const name of fs.readdirSync(PROC)) {
    if (!/^\d+$/.test(name)) continue;
    const stat = readProc(`${PROC}/${name}/stat`);
    if (!stat) continue;
    // "pid (comm) state ppid ...": comm may contain spaces and parentheses, so split after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    parents.set(Number(name), Number(fields[1]));
  }
  return parents;
}

/** `root` and all its descendants. */
export function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const [pid, ppid] of parentMap()) {
    const list = children.get(ppid);
    if (list) list.push(pid);
    else children.set(ppid, [pid]);
  }
  const out: number[] = [];
  const stack = [root];
  while (stack.length > 0) {
    const pid = stack.pop() as number;
    out.push(pid);
    stack.push(...(children.get(pid) ?? []));
  }
  return out;
}

/** VmRSS of one process in bytes (0 when gone or a zombie). */
export function rssBytes(pid: number): number {
  const status = readProc(`${PROC}/${pid}/status`);
  const m = status ? /^VmRSS:\s+(\d+)\s+kB/m.exec(status) : null;
  return m ? Number(m[1]) * 1024 : 0;
}

/** Clock ticks per second of /proc times (USER_HZ: 100 on every mainstream Linux build). */
const CLK_TCK = 100;

/** utime + stime of one process (all its threads) in ticks, null when gone. */
function cpuTicks(pid: number): number | null {
  const stat = readProc(`${PROC}/${pid}/stat`);
  if (!stat) return null;
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After "pid (comm)": state=0 ppid=1 ... utime=11 stime=12
  return Number(f[11]) + Number(f[12]);
}

/** Busy (non-idle, non-iowait) ticks of the whole machine, from the first line of /proc/stat. */
export function machineBusyTicks(): number | null {
  const stat = readProc(`${PROC}/stat`);
  const f = stat?.split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number);
  if (!f || f.length < 8) return null;
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = f;
  return user + nice + system + irq + softirq + steal;
}

export interface TreeSample {
  rss: number;
  procs: number;
}

/** Summed RSS of the tree; also records the last CPU ticks seen per pid into `cpu`. */
export function sampleTree(root: number, cpu?: Map<number, number>): TreeSample {
  const pids = processTree(root);
  let rss = 0;
  let procs = 0;
  for (const pid of pids) {
    const r = rssBytes(pid);
    if (r > 0) procs++;
    rss += r;
    const t = cpu ? cpuTicks(pid) : null;
    if (cpu && t !== null) cpu.set(pid, Math.max(t, cpu.get(pid) ?? 0));
  }
  return { rss, procs };
}

export const canSampleRss = (): boolean => fs.existsSync(`${PROC}/self/status`);

export interface TimedRun {
  exitCode: number | null;
  signal: string | null;
  wallSeconds: number;
  /** Peak summed RSS of the process tree (MB), null without /proc. */
  peakRssMB: number | null;
  /** Most processes alive in the tree at one sample. */
  peakProcs: number;
  /** CPU time of the tree (user + system, last sample of each process: may miss its final < 100 ms). */
  cpuSeconds: number | null;
  /** CPU time the rest of the machine used meanwhile (other sessions, this sampler): > 0.1 core on average skews the run. */
  foreignCpuSeconds: number | null;
  samples: number;
  /** Last lines of the child's stdout+stderr. */
  outputTail: string[];
}

export interface RunOptions {
  cwd: string;
  env?: NodeJS.ProcessEnv;
  intervalMs?: number;
  /** Called with each output line (progress display). */
  onLine?: (line: string) => void;
}

/** Runs `command args` and samples the RSS of its process tree every `intervalMs` (default 100 ms). */
export function runTimed(command: string, args: string[], opts: RunOptions): Promise<TimedRun> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd: opts.cwd, env: opts.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const tail: string[] = [];
    const onData = (buf: Buffer) => {
      for (const line of buf.toString('utf8').split(/\r?\n|\r/)) {
        if (!line.trim()) continue;
        tail.push(line);
        if (tail.length > 40) tail.shift();
        opts.onLine?.(line);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);

    const sampling = canSampleRss() && child.pid !== undefined;
    let peak = 0;
    let peakProcs = 0;
    let samples = 0;
    const cpu = new Map<number, number>();
    const busyStart = sampling ? machineBusyTicks() : null;
    const sample = () => {
      if (!sampling || child.pid === undefined || child.exitCode !== null) return;
      const s = sampleTree(child.pid, cpu);
      samples++;
      peak = Math.max(peak, s.rss);
      peakProcs = Math.max(peakProcs, s.procs);
    };
    sample();
    const timer = setInterval(sample, opts.intervalMs ?? 100);
    child.on('error', (e) => {
      clearInterval(timer);
      reject(e);
    });
    child.on('close', (code, signal) => {
      clearInterval(timer);
      const busyEnd = sampling ? machineBusyTicks() : null;
      const treeTicks = [...cpu.values()].reduce((a, b) => a + b, 0);
      resolve({
        exitCode: code,
        signal,
        wallSeconds: (performance.now() - started) / 1000,
        peakRssMB: sampling ? round(peak / 1024 / 1024, 1) : null,
        peakProcs,
        cpuSeconds: sampling ? round(treeTicks / CLK_TCK) : null,
        foreignCpuSeconds: busyStart !== null && busyEnd !== null ? round(Math.max(0, busyEnd - busyStart - treeTicks) / CLK_TCK) : null,
        samples,
        outputTail: tail,
      });
    });
  });
}

// ---------- output ----------

export interface OutputStats {
  bytes: number;
  files: number;
  byExt: Record<string, { files: number; bytes: number }>;
}

export function outputStats(dir: string): OutputStats {
  const stats: OutputStats = { bytes: 0, files: 0, byExt: {} };
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const abs = path.join(d, e.name);
      if (e.isDirectory()) walk(abs);
      else if (e.isFile()) {
        const size = fs.statSync(abs).size;
        const ext = path.extname(e.name).slice(1) || '(none)';
        const slot = (stats.byExt[ext] ??= { files: 0, bytes: 0 });
        slot.files++;
        slot.bytes += size;
        stats.files++;
        stats.bytes += size;
      }
    }
  };
  walk(dir);
  return stats;
}

// ---------- first-load assets of a page ----------

export const gzipSize = (data: Buffer | string): number => zlib.gzipSync(data, { level: 9 }).byteLength;

export interface AssetFile {
  url: string;
  file: string;
  raw: number;
  gzip: number;
  /** How the page reaches it: a tag in the HTML, or a static import of another first-load module. */
  via: string;
}

export interface AssetSum {
  rawBytes: number;
  gzipBytes: number;
  files: AssetFile[];
}

export interface PageAssets {
  html: string;
  htmlBytes: number;
  htmlGzipBytes: number;
  /** Bytes of inline <script> bodies (data islands and boot code), already counted in htmlBytes. */
  inlineScriptBytes: number;
  /** Inline <style> text (the theme's first-paint CSS): part of htmlBytes, not of css. */
  inlineStyleBytes: number;
  js: AssetSum;
  css: AssetSum;
  /** Fetches the page preloads (<link rel=preload as=fetch>): site and sidebar data. */
  data: AssetSum;
  /** URLs named by the page that were not found in the output. */
  missing: string[];
}

interface Tag {
  name: string;
  attrs: Map<string, string>;
}

/** Start tags of `names` with their attributes (lower-cased names, unquoted values). */
export function startTags(html: string, names: readonly string[]): Tag[] {
  const tags: Tag[] = [];
  const tagRe = new RegExp(`<(${names.join('|')})\\b([^>]*)>`, 'gi');
  for (const m of html.matchAll(tagRe)) {
    const attrs = new Map<string, string>();
    for (const a of (m[2] ?? '').matchAll(/([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
      attrs.set((a[1] ?? '').toLowerCase(), a[2] ?? a[3] ?? a[4] ?? '');
    }
    tags.push({ name: (m[1] ?? '').toLowerCase(), attrs });
  }
  return tags;
}

/** Static `import ... from "x"` / `import "x"` / `export ... from "x"` specifiers of an ES module (no dynamic import()). */
export function staticImports(code: string): string[] {
  const out = new Set<string>();
  const re = /(?:^|[;}\n])\s*(?:import|export)\s*(?:[\w$*{},\s]+?\s*from\s*)?["']([^"']+)["']/g;
  for (const m of code.matchAll(re)) if (m[1]) out.add(m[1]);
  return [...out];
}

/**
 * Maps a URL of the page to a file of the output. The output root is the locale's base: with `--locale ru`
 * the URLs may start with `/ru/` (locale under a prefix) or `/` (default locale at the root).
 */
export function resolveUrl(outDir: string, url: string, from: string, bases: readonly string[]): string | null {
  if (/^(?:[a-z]+:)?\/\//i.test(url) || url.startsWith('data:')) return null;
  const clean = url.replace(/[?#].*$/, '');
  const candidates: string[] = [];
  if (clean.startsWith('/')) {
    for (const base of bases) if (clean.startsWith(base)) candidates.push(clean.slice(base.length));
  } else {
    candidates.push(path.posix.join(path.posix.dirname(from), clean));
  }
  for (const rel of candidates) {
    const abs = path.join(outDir, decodeURIComponent(rel));
    if (abs.startsWith(outDir) && fs.existsSync(abs) && fs.statSync(abs).isFile()) return path.relative(outDir, abs).split(path.sep).join('/');
  }
  return null;
}

function sum(files: AssetFile[]): AssetSum {
  return { rawBytes: files.reduce((s, f) => s + f.raw, 0), gzipBytes: files.reduce((s, f) => s + f.gzip, 0), files };
}

export function pageAssets(outDir: string, htmlRel: string, bases: readonly string[] = ['/ru/', '/']): PageAssets {
  const htmlAbs = path.join(outDir, htmlRel);
  const html = fs.readFileSync(htmlAbs, 'utf8');
  const missing: string[] = [];
  const seen = new Set<string>();
  const asset = (url: string, from: string, via: string): AssetFile | null => {
    const file = resolveUrl(outDir, url, from, bases);
    if (!file) {
      if (!/^(?:[a-z]+:)?\/\//i.test(url)) missing.push(url);
      return null;
    }
    if (seen.has(file)) return null;
    seen.add(file);
    const data = fs.readFileSync(path.join(outDir, file));
    return { url, file, raw: data.byteLength, gzip: gzipSize(data), via };
  };

  const js: AssetFile[] = [];
  const css: AssetFile[] = [];
  const data: AssetFile[] = [];
  for (const tag of startTags(html, ['script', 'link'])) {
    const rel = (tag.attrs.get('rel') ?? '').toLowerCase().split(/\s+/);
    if (tag.name === 'script' && tag.attrs.has('src')) {
      const f = asset(tag.attrs.get('src') ?? '', htmlRel, '<script src>');
      if (f) js.push(f);
    } else if (tag.name === 'link' && rel.includes('modulepreload')) {
      const f = asset(tag.attrs.get('href') ?? '', htmlRel, '<link rel=modulepreload>');
      if (f) js.push(f);
    } else if (tag.name === 'link' && rel.includes('preload') && tag.attrs.get('as') === 'script') {
      const f = asset(tag.attrs.get('href') ?? '', htmlRel, '<link rel=preload as=script>');
      if (f) js.push(f);
    } else if (tag.name === 'link' && rel.includes('stylesheet')) {
      const f = asset(tag.attrs.get('href') ?? '', htmlRel, '<link rel=stylesheet>');
      if (f) css.push(f);
    } else if (tag.name === 'link' && rel.includes('preload') && tag.attrs.get('as') === 'fetch') {
      const f = asset(tag.attrs.get('href') ?? '', htmlRel, '<link rel=preload as=fetch>');
      if (f) data.push(f);
    }
  }
  // Modules the entry points import statically are loaded before anything runs: they count too.
  for (let i = 0; i < js.length; i++) {
    const entry = js[i] as AssetFile;
    if (!entry.file.endsWith('.js') && !entry.file.endsWith('.mjs')) continue;
    const code = fs.readFileSync(path.join(outDir, entry.file), 'utf8');
    for (const spec of staticImports(code)) {
      if (!spec.startsWith('.') && !spec.startsWith('/')) continue;
      const f = asset(spec, entry.file, `import from ${entry.file}`);
      if (f) js.push(f);
    }
  }

  let inlineScriptBytes = 0;
  for (const m of html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) inlineScriptBytes += Buffer.byteLength(m[1] ?? '');
  let inlineStyleBytes = 0;
  for (const m of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) inlineStyleBytes += Buffer.byteLength(m[1] ?? '');

  return {
    html: htmlRel,
    htmlBytes: Buffer.byteLength(html),
    htmlGzipBytes: gzipSize(html),
    inlineScriptBytes,
    inlineStyleBytes,
    js: sum(js),
    css: sum(css),
    data: sum(data),
    missing,
  };
}

export const round = (n: number, digits = 2): number => {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
};

export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}
