import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { StagedOutput, writeFileIfChanged } from '../src/write/output.ts';

describe('staged output', () => {
  it('swaps a complete build in and removes the old one', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'out-'));
    const target = path.join(dir, 'build');
    fs.mkdirSync(target);
    fs.writeFileSync(path.join(target, 'old.html'), 'old');
    const out = new StagedOutput(target);
    out.write('a/index.html', 'new');
    out.write('data.json', new Uint8Array([1, 2, 3]));
    expect(fs.existsSync(path.join(target, 'a/index.html'))).toBe(false);
    out.commit();
    expect(fs.readFileSync(path.join(target, 'a/index.html'), 'utf8')).toBe('new');
    expect(fs.existsSync(path.join(target, 'old.html'))).toBe(false);
    expect(out.stats()).toEqual({ bytes: 6, files: 2 });
    expect(fs.readdirSync(dir)).toEqual(['build']);
  });

  it('abort leaves the previous build untouched', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'out-'));
    const target = path.join(dir, 'build');
    fs.mkdirSync(target);
    fs.writeFileSync(path.join(target, 'index.html'), 'previous');
    const out = new StagedOutput(target);
    out.write('index.html', 'half-written');
    out.abort();
    expect(fs.readFileSync(path.join(target, 'index.html'), 'utf8')).toBe('previous');
    expect(fs.readdirSync(dir)).toEqual(['build']);
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
