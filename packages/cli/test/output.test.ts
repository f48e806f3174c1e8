import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { StagedOutput, writeFileIfChanged } from '../src/write/output.ts';

describe('staged output', () => {
  it('swaps a complete build in and removes the old one', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'out-'));
    const target = path.join(dir, 'build');
    fs.mkdirSync(target);
    fs.writeFileSync(path.join(target, 'old.html'), 'old');
    const out = new StagedOutput(target);
    out.write('a/index.html', 'new');
    out.write('data.json', new Uint8Array([1, 2, 3]));
    expect(fs.existsSync(path.join(target, 'a/index.html'))).toBe(false);
    await out.flush();
    out.commit();
    expect(fs.readFileSync(path.join(target, 'a/index.html'), 'utf8')).toBe('new');
    expect(fs.existsSync(path.join(target, 'old.html'))).toBe(false);
    expect(out.stats()).toEqual({ bytes: 6, files: 2 });
    expect(fs.readdirSync(dir)).toEqual(['build']);
  });

  it('abort leaves the previous build untouched', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'out-'));
    const target = path.join(dir, 'build');
    fs.mkdirSync(target);
    fs.writeFileSync(path.join(target, 'index.html'), 'previous');
    const out = new StagedOutput(target);
    out.write('index.html', 'half-written');
    await out.abort();
    expect(fs.readFileSync(path.join(target, 'index.html'), 'utf8')).toBe('previous');
    expect(fs.readdirSync(dir)).toEqual(['build']);
  });

  it('writes in the background: the last write of a path wins, a failed write fails the flush', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'out-'));
    const target = path.join(dir, 'build');
    const out = new StagedOutput(target);
    for (let i = 0; i < 50; i++) out.write('same.txt', `${'x'.repeat(100_000 - i)}${i}`);
    const source = path.join(dir, 'static.bin');
    fs.writeFileSync(source, new Uint8Array([9, 8, 7]));
    out.copy(source, 'img/static.bin');
    await out.flush();
    out.commit();
    expect(fs.readFileSync(path.join(target, 'same.txt'), 'utf8')).toBe(`${'x'.repeat(100_000 - 49)}49`);
    expect([...fs.readFileSync(path.join(target, 'img/static.bin'))]).toEqual([9, 8, 7]);

    const failing = new StagedOutput(target);
    // A directory where the file should go: the write fails after write() returned.
    fs.mkdirSync(path.join(failing.staging, 'taken'));
    failing.write('taken', 'x');
    await expect(failing.flush()).rejects.toThrow(/Cannot write the output: .*EISDIR/);
    expect(() => failing.commit()).toThrow(/before flush/);
    await failing.abort();
    expect(fs.readFileSync(path.join(target, 'same.txt'), 'utf8')).toBe(`${'x'.repeat(100_000 - 49)}49`);
  });
});

describe('writeFileIfChanged (serve --watch updates)', () => {
  it('leaves a file that already holds the bytes alone and writes one that differs or is missing', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tondocs-ifchanged-'));
    expect(writeFileIfChanged(root, 'a/b.json', '{"заголовок":1}')).toBe(true);
    const file = path.join(root, 'a/b.json');
    const past = new Date('2026-01-01T00:00:00Z');
    fs.utimesSync(file, past, past);
    expect(writeFileIfChanged(root, 'a/b.json', '{"заголовок":1}')).toBe(false);
    expect(fs.statSync(file).mtimeMs).toBe(past.getTime());
    // Same length, other bytes: written.
    expect(writeFileIfChanged(root, 'a/b.json', '{"заголовок":2}')).toBe(true);
    expect(fs.readFileSync(file, 'utf8')).toBe('{"заголовок":2}');
    expect(writeFileIfChanged(root, 'a/b.json', new Uint8Array([1, 2, 3]))).toBe(true);
    expect([...fs.readFileSync(file)]).toEqual([1, 2, 3]);
  });
});
