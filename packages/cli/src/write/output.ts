// Output directory handling: a build is written to a staging directory beside the target and swapped in
// only when complete, so a failed build never leaves a half-written or missing site.
import fs from 'node:fs';
import path from 'node:path';

export class StagedOutput {
  readonly staging: string;
  private bytes = 0;
  private files = 0;
  private readonly dirs = new Set<string>();

  constructor(readonly target: string) {
    const parent = path.dirname(path.resolve(target));
    fs.mkdirSync(parent, { recursive: true });
    this.staging = fs.mkdtempSync(path.join(parent, `.${path.basename(target)}.staging-`));
  }

  write(rel: string, data: string | Uint8Array): void {
    const abs = path.join(this.staging, rel);
    const dir = path.dirname(abs);
    if (!this.dirs.has(dir)) {
      fs.mkdirSync(dir, { recursive: true });
      this.dirs.add(dir);
    }
    fs.writeFileSync(abs, data);
    this.bytes += typeof data === 'string' ? Buffer.byteLength(data) : data.byteLength;
    this.files++;
  }

  copy(source: string, rel: string): void {
    this.write(rel, fs.readFileSync(source));
  }

  stats(): { bytes: number; files: number } {
    return { bytes: this.bytes, files: this.files };
  }

  /** Swap the finished build in: two renames, the old tree removed afterwards. */
  commit(): void {
    const target = path.resolve(this.target);
    const old = `${target}.old-${process.pid}`;
    const hadOld = fs.existsSync(target);
    if (hadOld) fs.renameSync(target, old);
    fs.renameSync(this.staging, target);
    if (hadOld) fs.rmSync(old, { recursive: true, force: true });
  }

  abort(): void {
    fs.rmSync(this.staging, { recursive: true, force: true });
  }
}

/** In-place writer for `serve --watch` updates of single files. */
export function writeFileInto(root: string, rel: string, data: string | Uint8Array): void {
  const abs = path.join(root, rel);
  fs.mkdirSync(path.dirname(abs), { recursive: true });
  fs.writeFileSync(abs, data);
}
