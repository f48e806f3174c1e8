// Background writes: a bounded number of operations at once (file descriptors), and a bounded backlog of
// bytes (memory) — beyond it a write is done at once, on the caller's thread.
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BackgroundWrites } from '../src/write/background.ts';

describe('background writes', () => {
  it('run at most 64 operations at once, in order per path, and report the first failure', async () => {
    const w = new BackgroundWrites(path.join(os.tmpdir(), 'x'));
    let running = 0;
    let most = 0;
    const order: number[] = [];
    for (let i = 0; i < 500; i++) {
      w.queue(`k${i % 10}`, async () => {
        running++;
        most = Math.max(most, running);
        await new Promise((r) => setTimeout(r, 1));
        order.push(i);
        running--;
      });
    }
    await w.flush();
    expect(most).toBe(10); // one chain per path: 10 paths
    for (let k = 0; k < 10; k++) expect(order.filter((i) => i % 10 === k)).toEqual(Array.from({ length: 50 }, (_, j) => j * 10 + k));

    let wide = 0;
    let widest = 0;
    for (let i = 0; i < 300; i++) {
      w.queue(`p${i}`, async () => {
        wide++;
        widest = Math.max(widest, wide);
        await new Promise((r) => setTimeout(r, 2));
        wide--;
      });
    }
    await w.flush();
    expect(widest).toBe(64);

    w.queue('bad', async () => {
      throw new Error('disk full');
    });
    await expect(w.flush()).rejects.toThrow(/Cannot write the output: disk full/);
  });

  it('do a write at once when 32 MB wait already, unless its path has one in flight', async () => {
    const w = new BackgroundWrites(path.join(os.tmpdir(), 'x'));
    const release: (() => void)[] = [];
    const how: string[] = [];
    const MB = 1024 * 1024;
    for (let i = 0; i < 40; i++) {
      w.queue(`f${i}`, {
        run: () => new Promise<void>((r) => release.push(() => (how.push(`async ${i}`), r()))),
        runSync: () => void how.push(`sync ${i}`),
        bytes: 2 * MB,
      });
    }
    // 16 × 2 MB wait; the rest were written at once.
    expect(how).toEqual(Array.from({ length: 24 }, (_, j) => `sync ${j + 16}`));
    // A path with a write in flight keeps its order: queued behind it, not written ahead of it.
    w.queue('f0', { run: async () => void how.push('async f0 again'), runSync: () => void how.push('sync f0 again'), bytes: MB });
    await new Promise((r) => setTimeout(r, 5));
    for (const r of release.splice(0)) r();
    await w.flush();
    expect(how.slice(24, 40).sort()).toEqual(Array.from({ length: 16 }, (_, j) => `async ${j}`).sort());
    expect(how[how.length - 1]).toBe('async f0 again');
  });
});
