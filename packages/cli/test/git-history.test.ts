// Last update of each content file from `git log`: the newest commit that touched it, its author and time.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readGitHistory } from '../src/content/git.ts';

const git = (dir: string, author: string, ...args: string[]) =>
  execFileSync('git', ['-c', `user.name=${author}`, '-c', 'user.email=t@example.com', ...args], { cwd: dir, stdio: 'pipe' });

describe('readGitHistory', () => {
  it("gives each file its newest commit's author and time, and nothing outside a checkout", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tondocs-git-'));
    const content = path.join(dir, 'content');
    fs.mkdirSync(content);
    fs.writeFileSync(path.join(content, 'a.md'), '# A\n');
    fs.writeFileSync(path.join(content, 'b.md'), '# B\n');
    git(dir, 'Анна', 'init', '-q');
    git(dir, 'Анна', 'add', '-A');
    git(dir, 'Анна', 'commit', '-qm', 'first', '--date', '2026-01-02T03:04:05Z');
    fs.appendFileSync(path.join(content, 'b.md'), 'Ещё.\n');
    git(dir, 'Борис', 'add', '-A');
    execFileSync('git', ['-c', 'user.name=Борис', '-c', 'user.email=t@example.com', 'commit', '-qm', 'second'], { cwd: dir, stdio: 'pipe', env: { ...process.env, GIT_COMMITTER_DATE: '2026-03-04T05:06:07Z', GIT_AUTHOR_DATE: '2026-03-04T05:06:07Z' } });
    const history = await readGitHistory(content);
    const real = (f: string) => path.join(fs.realpathSync(dir), 'content', f);
    expect(history.get(real('a.md'))).toEqual({ author: 'Анна', timestamp: Date.parse('2026-01-02T03:04:05Z') });
    expect(history.get(real('b.md'))).toEqual({ author: 'Борис', timestamp: Date.parse('2026-03-04T05:06:07Z') });

    const plain = fs.mkdtempSync(path.join(os.tmpdir(), 'tondocs-nogit-'));
    expect((await readGitHistory(plain)).size).toBe(0);
  }, 60_000);
});
