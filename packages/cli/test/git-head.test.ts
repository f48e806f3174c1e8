// The HEAD commit read from the repository's files (up-to-date.ts gitHead) is what `git rev-parse HEAD` says:
// a branch (loose ref), a packed ref, a detached HEAD, a linked worktree, and no repository at all.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { gitHead } from '../src/build/up-to-date.ts';

const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@example.org', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@example.org' } }).trim();

describe('gitHead', () => {
  it('reads the commit git names, in every layout of HEAD', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tondocs-git-'));
    const repo = path.join(root, 'repo');
    fs.mkdirSync(path.join(repo, 'site'), { recursive: true });
    // Not a checkout (the temporary folder is in none): no commit, as git says.
    expect(gitHead(path.join(repo, 'site'))).toBe('');
    git(repo, 'init', '-q', '-b', 'main');
    fs.writeFileSync(path.join(repo, 'site', 'a.md'), 'a');
    git(repo, 'add', '.');
    git(repo, 'commit', '-q', '-m', 'one');
    const site = path.join(repo, 'site');
    expect(gitHead(site)).toBe(git(repo, 'rev-parse', 'HEAD'));
    git(repo, 'pack-refs', '--all');
    expect(fs.existsSync(path.join(repo, '.git', 'refs', 'heads', 'main'))).toBe(false);
    expect(gitHead(site)).toBe(git(repo, 'rev-parse', 'HEAD'));
    fs.writeFileSync(path.join(site, 'b.md'), 'b');
    git(repo, 'add', '.');
    git(repo, 'commit', '-q', '-m', 'two');
    expect(gitHead(site)).toBe(git(repo, 'rev-parse', 'HEAD'));
    git(repo, 'checkout', '-q', '--detach', 'HEAD~1');
    expect(gitHead(site)).toBe(git(repo, 'rev-parse', 'HEAD'));
    git(repo, 'checkout', '-q', 'main');
    const linked = path.join(root, 'linked');
    git(repo, 'worktree', 'add', '-q', '-b', 'other', linked, 'HEAD~1');
    expect(gitHead(path.join(linked, 'site'))).toBe(git(linked, 'rev-parse', 'HEAD'));
    expect(gitHead(path.join(linked, 'site'))).not.toBe(gitHead(site));
  });
});
