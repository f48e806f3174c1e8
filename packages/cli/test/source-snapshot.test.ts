// The content walk's snapshot (.tondocs/sources.bin): an unchanged file is not read again, any change to a
// file (bytes, size, mtime, a replaced inode) is, and a file changed within its mtime's resolution is never
// taken from it.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SourceSnapshot, type ParsedFile } from '../src/content/snapshot.ts';
import { walkContent } from '../src/content/walk.ts';
import { tempSite } from './helpers.ts';

const parsed = (body: string): ParsedFile => ({ frontmatter: { title: 'T' }, body, bodyLineOffset: 3, readProblems: [] });

/** Sets a file's mtime a minute back: it is then old enough to be kept. */
function age(file: string, seconds = 60): void {
  const t = new Date(Date.now() - seconds * 1000);
  fs.utimesSync(file, t, t);
}

describe('content snapshot', () => {
  it('takes an unchanged file from the last run and reads a changed one again', () => {
    const site = tempSite('basic');
    const file = path.join(site, 'page.md');
    fs.writeFileSync(file, 'one');
    age(file);
    let parses = 0;
    const parse = () => parsed(`body ${++parses}`);
    const first = SourceSnapshot.open(site, 'tool-a');
    expect(first.read(file, parse).body).toBe('body 1');
    first.save();

    const second = SourceSnapshot.open(site, 'tool-a');
    expect(second.read(file, parse).body).toBe('body 1');
    expect(parses).toBe(1);
    second.save();

    // Same size, other bytes and mtime.
    fs.writeFileSync(file, 'two');
    age(file, 30);
    expect(SourceSnapshot.open(site, 'tool-a').read(file, parse).body).toBe('body 2');
    // Another version of tondocs parses afresh.
    expect(SourceSnapshot.open(site, 'tool-b').read(file, parse).body).toBe('body 3');
  });

  it('does not keep a file written within the last two seconds (it may change again in the same mtime tick)', () => {
    const site = tempSite('basic');
    const file = path.join(site, 'fresh.md');
    fs.writeFileSync(file, 'fresh');
    let parses = 0;
    const parse = () => parsed(`body ${++parses}`);
    const first = SourceSnapshot.open(site, 'tool');
    first.read(file, parse);
    first.save();
    SourceSnapshot.open(site, 'tool').read(file, parse);
    expect(parses).toBe(2);
  });

  it('gives the walk the same documents with and without a snapshot, before and after an edit', () => {
    const site = tempSite('basic');
    for (const f of fs.readdirSync(path.join(site, 'content'), { recursive: true, encoding: 'utf8' })) age(path.join(site, 'content', f));
    const plain = () => walkContent(site, 'ru').docs;
    const viaSnapshot = () => {
      const s = SourceSnapshot.open(site, 'tool');
      const docs = walkContent(site, 'ru', s).docs;
      s.save();
      return docs;
    };
    expect(viaSnapshot()).toEqual(plain());
    expect(fs.existsSync(path.join(site, '.tondocs', 'sources.bin'))).toBe(true);
    expect(viaSnapshot()).toEqual(plain());
    const page = path.join(site, 'content', 'ru', 'docs', 'intro.md');
    fs.writeFileSync(page, fs.readFileSync(page, 'utf8').replace(/^title: .*$/m, 'title: Новое название'));
    age(page, 10);
    const after = viaSnapshot();
    expect(after).toEqual(plain());
    expect(after.find((d) => d.id === 'intro')?.frontmatter.title).toBe('Новое название');
  });
});
