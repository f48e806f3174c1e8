// Last update author and time of each content file, from one `git log` over the whole content tree.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export interface LastUpdate {
  author: string;
  timestamp: number;
}

export function readGitHistory(dir: string): Map<string, LastUpdate> {
  const out = new Map<string, LastUpdate>();
  let top: string;
  let log: string;
  try {
    top = execFileSync('git', ['rev-parse', '--show-toplevel'], { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    log = execFileSync('git', ['log', '--format=%x00%at%x09%an', '--name-only', '--no-renames', '--', '.'], {
      cwd: dir,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return out; // Not a git checkout (or git missing): pages simply show no last-update line.
  }
  // Newest commit first: the first time a file appears is its last change.
  for (const block of log.split('\0')) {
    const [head, ...files] = block.split('\n');
    if (!head) continue;
    const [ts, author] = head.split('\t');
    for (const f of files) {
      if (!f) continue;
      const abs = path.join(top, f);
      if (!out.has(abs)) out.set(abs, { author: author ?? '', timestamp: Number(ts) * 1000 });
    }
  }
  return out;
}
