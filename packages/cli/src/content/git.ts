// Last update author and time of each content file, from one `git log` over the whole content tree.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

export interface LastUpdate {
  author: string;
  timestamp: number;
}

const run = promisify(execFile);

/** Asynchronous: git runs in its own process while the build reads the content. */
export async function readGitHistory(dir: string): Promise<Map<string, LastUpdate>> {
  const out = new Map<string, LastUpdate>();
  let top: string;
  let log: string;
  try {
    const quiet = { cwd: dir, encoding: 'utf8' as const, maxBuffer: 256 * 1024 * 1024 };
    top = (await run('git', ['rev-parse', '--show-toplevel'], quiet)).stdout.trim();
    log = (await run('git', ['log', '--format=%x00%at%x09%an', '--name-only', '--no-renames', '--', '.'], quiet)).stdout;
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
