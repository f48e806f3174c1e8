// Shared by the checkers: toolchain versions, wrapped sources that map back to fence lines, compiler messages.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { SampleDiagnostic, SampleInput, SampleOutcome } from './types.ts';

const require = createRequire(import.meta.url);

/** The package directory of packages/cli: samples resolve their imports from its node_modules. */
export const CLI_PACKAGE_DIR = path.resolve(import.meta.dirname, '..', '..', '..');

/** Root directory of an installed package (some forbid importing their package.json through `exports`). */
export function packageDir(name: string): string {
  try {
    return path.dirname(require.resolve(`${name}/package.json`));
  } catch {
    let dir = path.dirname(require.resolve(name));
    while (dir !== path.dirname(dir)) {
      const pj = path.join(dir, 'package.json');
      if (fs.existsSync(pj) && (JSON.parse(fs.readFileSync(pj, 'utf8')) as { name?: string }).name === name) return dir;
      dir = path.dirname(dir);
    }
    throw new Error(`Cannot find the package directory of ${name}`);
  }
}

/** "name@version" of installed packages: cheap, so cache keys never load a compiler. */
export function versionsOf(...names: string[]): string {
  return names
    .map((name) => {
      try {
        return `${name}@${(JSON.parse(fs.readFileSync(path.join(packageDir(name), 'package.json'), 'utf8')) as { version: string }).version}`;
      } catch {
        return `${name}@missing`;
      }
    })
    .join(' ');
}

/** Source handed to a compiler, built from fence lines and lines of our own; remembers where each line came from. */
export class MappedSource {
  private readonly lines: string[] = [];
  private readonly origins: (number | undefined)[] = [];

  /** Lines `from`..`to` (1-based, inclusive) of the fence text. */
  fence(value: string, from = 1, to = Number.POSITIVE_INFINITY): this {
    const lines = value.split('\n');
    for (let i = from; i <= Math.min(to, lines.length); i++) {
      this.lines.push(lines[i - 1]!);
      this.origins.push(i);
    }
    return this;
  }

  /** Lines that are not in the fence (wrappers, entry points). */
  add(text: string): this {
    for (const line of text.split('\n')) {
      this.lines.push(line);
      this.origins.push(undefined);
    }
    return this;
  }

  get text(): string {
    return this.lines.join('\n');
  }

  /** Fence line of a generated line; a line of ours maps to the fence line before it, or the first one. */
  fenceLine(generated: number): number | undefined {
    for (let i = Math.min(generated, this.origins.length) - 1; i >= 0; i--) {
      const o = this.origins[i];
      if (o !== undefined) return o;
    }
    return this.origins.find((o) => o !== undefined);
  }
}

/**
 * Finds `file:line:col:` in a compiler's output and returns the message without it, mapped to a fence line.
 * Compilers print the offending source line and a caret after the message: those show our wrapped source, so go.
 */
export function diagnosticFrom(output: string, file: string, source: MappedSource | undefined): SampleDiagnostic {
  const escaped = file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const at = new RegExp(`(?:^|[\\s/(])${escaped}:(\\d+):(?:\\d+:)?\\s*(?:error:\\s*)?`, 'm').exec(output);
  const clean = (s: string) => s.replace(/^FunC compilation error:\s*/, '').replace(/\s+/g, ' ').trim();
  if (!at) return { message: clean(output.split('\n').find((l) => l.trim()) ?? output) };
  const before = clean(output.slice(0, at.index));
  const rest = output.slice(at.index + at[0].length).split('\n')[0] ?? '';
  const message = [before, clean(rest)].filter(Boolean).join(' ');
  const line = source?.fenceLine(Number(at[1]));
  return line === undefined ? { message } : { line, message };
}

export interface Variant {
  /** Label used in the message when every variant fails with errors equally far in. */
  label: string;
  run: () => Promise<SampleOutcome>;
}

/**
 * Fragments are tried in several shapes (declarations, a function body...): the first that compiles wins.
 * When none does, the message comes from the shape that got furthest into the sample.
 */
export async function firstPassing(variants: readonly Variant[]): Promise<SampleOutcome> {
  const failures: { label: string; outcome: SampleOutcome }[] = [];
  for (const v of variants) {
    const outcome = await v.run();
    if (outcome.ok) return outcome;
    failures.push({ label: v.label, outcome });
  }
  const reach = (o: SampleOutcome) => o.diagnostics[0]?.line ?? 0;
  const best = Math.max(...failures.map((f) => reach(f.outcome)));
  const top = failures.filter((f) => reach(f.outcome) === best);
  if (top.length === 1) return top[0]!.outcome;
  return {
    ok: false,
    diagnostics: top.map((f) => ({ ...f.outcome.diagnostics[0]!, message: `as ${f.label}: ${f.outcome.diagnostics[0]!.message}` })),
  };
}

/** Lines of the fence: visible code between the hidden setup and the hidden tail. */
export function visibleRange(sample: SampleInput): { from: number; to: number; total: number } {
  const total = sample.value.split('\n').length;
  return { from: sample.setupLines + 1, to: total - sample.tailLines, total };
}

/** Runs `fn` with the console silenced: the WebAssembly compilers print their own logs and Fift backtraces. */
export async function quietConsole<T>(fn: () => Promise<T>): Promise<T> {
  const methods = ['log', 'info', 'warn', 'error', 'debug'] as const;
  const saved = methods.map((m) => console[m]);
  for (const m of methods) console[m] = () => {};
  try {
    return await fn();
  } finally {
    methods.forEach((m, i) => (console[m] = saved[i]!));
  }
}
