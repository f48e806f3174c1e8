// TypeScript and JavaScript: every sample of a run is one module of a single in-memory program, type-checked with
// strict settings against the libraries installed in packages/cli (@ton/core, @ton/ton, @ton/crypto, TON Connect,
// Blueprint, Sandbox). Nothing is written to disk.
import path from 'node:path';
import ts from 'typescript';
import { failed, passed, type SampleDiagnostic, type SampleInput, type SampleOutcome } from './types.ts';
import { CLI_PACKAGE_DIR } from './util.ts';

/** Virtual folder of the sample modules: inside packages/cli, so that imports resolve from its node_modules. */
const SAMPLE_DIR = path.join(CLI_PACKAGE_DIR, '.check-code');

const EXTENSIONS: Record<string, string> = { ts: '.ts', typescript: '.ts', tsx: '.tsx', js: '.js', javascript: '.js', jsx: '.jsx', mjs: '.mjs' };
export const TS_LANGS = Object.keys(EXTENSIONS);

const OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: ['node'],
  jsx: ts.JsxEmit.ReactJSX,
  allowJs: true,
  checkJs: true,
  esModuleInterop: true,
  resolveJsonModule: true,
  // Each sample is its own module even without import/export: their top-level names must not collide.
  moduleDetection: ts.ModuleDetectionKind.Force,
  // Libraries' .d.ts files are not what we check, and skipping them keeps the program fast.
  skipLibCheck: true,
};

/**
 * In a fragment, names it does not declare are allowed (they come from code around it on the page), and so is a
 * `return` outside a function. Everything else still counts: types, calls, imports.
 */
const FRAGMENT_TOLERATED = new Set([
  2304, // Cannot find name 'x'.
  2552, // Cannot find name 'x'. Did you mean 'y'?
  2503, // Cannot find namespace 'x'.
  18004, // No value exists in scope for the shorthand property 'x'.
  1108, // A 'return' statement can only be used within a function body.
]);

// Library declaration files parse the same in every run: keep them for the life of the process.
const libraryFiles = new Map<string, ts.SourceFile>();

function createHost(samples: Map<string, string>, options: ts.CompilerOptions): ts.CompilerHost {
  const host = ts.createCompilerHost(options, true);
  const { getSourceFile, fileExists, readFile, directoryExists } = host;
  host.getCurrentDirectory = () => CLI_PACKAGE_DIR;
  host.fileExists = (f) => samples.has(f) || fileExists.call(host, f);
  host.readFile = (f) => samples.get(f) ?? readFile.call(host, f);
  host.directoryExists = (d) => d === SAMPLE_DIR || (directoryExists?.call(host, d) ?? true);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const text = samples.get(fileName);
    if (text !== undefined) return ts.createSourceFile(fileName, text, languageVersion, true);
    // Per module kind: a file parsed under NodeNext carries the module format it was resolved as.
    const key = `${options.module}\0${fileName}`;
    const cached = libraryFiles.get(key);
    if (cached) return cached;
    const file = getSourceFile.call(host, fileName, languageVersion, onError, shouldCreate);
    if (file) libraryFiles.set(key, file);
    return file;
  };
  return host;
}

function toDiagnostic(d: ts.Diagnostic): SampleDiagnostic {
  const message = `TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
  if (!d.file || d.start === undefined) return { message };
  return { line: d.file.getLineAndCharacterOfPosition(d.start).line + 1, message };
}

/**
 * Scripts a page tells the reader to run are checked as Node will load them: NodeNext rules, in the module
 * kind of the page's project (.mts or .cts), so top-level await in a CommonJS project is an error as it is
 * for `npx tsx`.
 */
const RUN_OPTIONS: ts.CompilerOptions = { ...OPTIONS, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext };
const RUN_EXTENSIONS = { esm: { ts: '.mts', js: '.mjs' }, cjs: { ts: '.cts', js: '.cjs' } } as const;

export function checkTsSamples(samples: readonly SampleInput[]): SampleOutcome[] {
  const out = new Array<SampleOutcome>(samples.length);
  const groups = [samples.flatMap((s, i) => (s.runAs ? [] : [i])), samples.flatMap((s, i) => (s.runAs ? [i] : []))];
  groups.forEach((indexes, g) => {
    if (indexes.length === 0) return;
    const outcomes = checkProgram(indexes.map((i) => samples[i]!), g === 0 ? OPTIONS : RUN_OPTIONS);
    indexes.forEach((i, k) => (out[i] = outcomes[k]!));
  });
  return out;
}

function fileNameOf(s: SampleInput, i: number): string {
  const js = /^(js|javascript|jsx|mjs)$/.test(s.lang);
  const ext = s.runAs ? RUN_EXTENSIONS[s.runAs][js ? 'js' : 'ts'] : (EXTENSIONS[s.lang] ?? '.ts');
  return path.join(SAMPLE_DIR, `sample-${i}${ext}`);
}

function checkProgram(samples: readonly SampleInput[], options: ts.CompilerOptions): SampleOutcome[] {
  const files = new Map<string, string>();
  const names = samples.map((s, i) => {
    const name = fileNameOf(s, i);
    files.set(name, s.value);
    return name;
  });
  const program = ts.createProgram({ rootNames: names, options, host: createHost(files, options) });
  const global = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()];
  if (global.length) throw new Error(`TypeScript setup: ${global.map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' ')).join('; ')}`);
  return samples.map((s, i) => {
    const file = program.getSourceFile(names[i]!)!;
    const diagnostics = [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)]
      .filter((d) => d.category === ts.DiagnosticCategory.Error)
      .filter((d) => !(s.fragment && FRAGMENT_TOLERATED.has(d.code)));
    return diagnostics.length ? failed(diagnostics.map(toDiagnostic)) : passed();
  });
}

export async function check(samples: readonly SampleInput[]): Promise<SampleOutcome[]> {
  return checkTsSamples(samples);
}
