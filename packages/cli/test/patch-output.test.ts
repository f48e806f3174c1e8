import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { PatchOutput, scanOutput } from '../src/write/patch-output.ts';
import { prepareOutputDir } from '../src/write/output.ts';

/** An output folder holding `files` (rel -> text). */
function outputWith(files: Record<string, string>): { dir: string; target: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'patch-'));
  const target = path.join(dir, 'build');
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(target, rel)), { recursive: true });
    fs.writeFileSync(path.join(target, rel), text);
  }
  return { dir, target };
}

const tree = (root: string): Record<string, string> =>
  Object.fromEntries((fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[]).filter((e) => e.isFile()).map((e) => {
    const abs = path.join(e.parentPath, e.name);
    return [path.relative(root, abs), fs.readFileSync(abs, 'utf8')];
  }));

describe('patch output (warm builds)', () => {
  it('moves in only the files that differ, keeps the others as they are and deletes what the build no longer has', async () => {
    const { dir, target } = outputWith({ 'same.html': 'same', 'kept/index.html': 'kept', 'changed.html': 'v1', 'gone/deep/page.html': 'gone', 'page': 'a file that becomes a folder' });
    const inode = (rel: string) => fs.statSync(path.join(target, rel)).ino;
    const before = { same: inode('same.html'), kept: inode('kept/index.html') };
    const scan = scanOutput(target)!;
    expect(scan.clean).toBe(true);
    const out = new PatchOutput(target, scan);
    out.write('same.html', 'same');
    out.link(path.join(target, 'kept/index.html'), 'kept/index.html');
    out.write('changed.html', 'v2');
    out.write('new/index.html', 'new');
    out.write('page/index.html', 'now a folder');
    await out.flush();
    // Nothing has reached the output before the commit.
    expect(tree(target)['changed.html']).toBe('v1');
    expect(fs.existsSync(path.join(target, 'new'))).toBe(false);
    out.commit();
    expect(tree(target)).toEqual({ 'same.html': 'same', 'kept/index.html': 'kept', 'changed.html': 'v2', 'new/index.html': 'new', 'page/index.html': 'now a folder' });
    expect({ same: inode('same.html'), kept: inode('kept/index.html') }).toEqual(before);
    expect(fs.existsSync(path.join(target, 'gone'))).toBe(false);
    expect(out.stats()).toEqual({ bytes: 4 + 4 + 2 + 3 + 12, files: 5 });
    expect(fs.readdirSync(dir)).toEqual(['build']);
  });

  it('leaves the output untouched when the build fails', async () => {
    const { dir, target } = outputWith({ 'index.html': 'previous', 'other.html': 'other' });
    const out = new PatchOutput(target, scanOutput(target)!);
    out.write('index.html', 'half-written');
    await out.abort();
    expect(tree(target)).toEqual({ 'index.html': 'previous', 'other.html': 'other' });
    expect(fs.readdirSync(dir)).toEqual(['build']);
  });

  it('reports a link planted in the output, and is never used over one', () => {
    const { dir, target } = outputWith({ 'index.html': 'x' });
    fs.mkdirSync(path.join(dir, 'elsewhere'));
    fs.symlinkSync(path.join(dir, 'elsewhere'), path.join(target, 'docs'));
    const scan = scanOutput(target)!;
    expect(scan.clean).toBe(false);
    expect([...scan.files]).toEqual(['index.html']);
    expect(() => new PatchOutput(target, scan)).toThrow(/holds links/);
  });

  it('completes the commit of a build killed while moving its files in', async () => {
    const { dir, target } = outputWith({ 'a.html': 'old a', 'b.html': 'old b', 'stale.html': 'stale' });
    const out = new PatchOutput(target, scanOutput(target)!);
    out.write('a.html', 'new a');
    out.write('b.html', 'new b');
    await out.flush();
    // What a build killed after its first rename leaves: the journal, a staging folder named for a dead process.
    const dead = spawnSync(process.execPath, ['-e', '0']).pid!;
    const staging = out.staging.replace(`staging-${process.pid}-`, `staging-${dead}-`);
    fs.renameSync(out.staging, staging);
    fs.writeFileSync(`${staging}.commit`, JSON.stringify({ renames: ['a.html', 'b.html'], deletes: ['stale.html'] }));
    fs.renameSync(path.join(staging, 'a.html'), path.join(target, 'a.html'));
    expect(tree(target)).toEqual({ 'a.html': 'new a', 'b.html': 'old b', 'stale.html': 'stale' });
    prepareOutputDir(target);
    expect(tree(target)).toEqual({ 'a.html': 'new a', 'b.html': 'new b' });
    expect(fs.readdirSync(dir)).toEqual(['build']);
  });

  it('moves and deletes nothing outside the output, whatever a journal says', () => {
    const { dir, target } = outputWith({ 'index.html': 'x' });
    fs.writeFileSync(path.join(dir, 'precious.txt'), 'keep me');
    const dead = spawnSync(process.execPath, ['-e', '0']).pid!;
    const staging = path.join(dir, `.build.staging-${dead}-0000`);
    fs.mkdirSync(staging);
    fs.writeFileSync(`${staging}.commit`, JSON.stringify({ renames: [], deletes: ['../precious.txt'] }));
    prepareOutputDir(target);
    expect(fs.readFileSync(path.join(dir, 'precious.txt'), 'utf8')).toBe('keep me');
    expect(tree(target)).toEqual({ 'index.html': 'x' });
    expect(fs.readdirSync(dir).sort()).toEqual(['build', 'precious.txt']);
  });
});
