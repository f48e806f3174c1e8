// The playground's code runner: a classic worker script started inside a sandboxed iframe (opaque origin:
// no cookies, no storage, no DOM of the page). It strips TypeScript with sucrase, runs the code as an async
// function with `require` limited to the modules bundled here, and posts console output back.
import { Buffer } from 'buffer';
import { transform } from 'sucrase';
import * as tonCore from '@ton/core';
import * as tonCrypto from '@ton/crypto';
import { formatValue } from './format.ts';
import type { RunRequest, RunMessage } from './protocol.ts';

const MODULES: Record<string, unknown> = { '@ton/core': tonCore, '@ton/crypto': tonCrypto, buffer: { Buffer } };
// User code may use Buffer without importing it, as in Node.
(globalThis as { Buffer?: typeof Buffer }).Buffer = Buffer;

const post = (m: RunMessage) => (self as unknown as { postMessage(m: RunMessage): void }).postMessage(m);

const requireModule = (message: string) => (name: string): unknown => {
  const mod = MODULES[name];
  if (!mod) throw new Error(message.replace('{name}', name).replace('{available}', Object.keys(MODULES).join(', ')));
  return mod;
};

type Level = 'log' | 'info' | 'warn' | 'error';
const fakeConsole = Object.fromEntries(
  (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) => [level, (...args: unknown[]) => post({ type: 'log', level: level === 'debug' ? 'log' : (level as Level), text: args.map((a) => formatValue(a)).join(' ') })]),
);

const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (...args: string[]) => (...a: unknown[]) => Promise<unknown>;

self.onmessage = async (event: MessageEvent<RunRequest>) => {
  const { code, lang, moduleMissing } = event.data;
  let js: string;
  try {
    js = transform(code, { transforms: lang === 'ts' ? ['typescript', 'imports'] : ['imports'], production: true, disableESTransforms: true }).code;
  } catch (e) {
    post({ type: 'done', ok: false, error: `SyntaxError: ${(e as Error).message}` });
    return;
  }
  const started = performance.now();
  try {
    const run = new AsyncFunction('require', 'exports', 'module', 'console', js);
    const module = { exports: {} };
    await run(requireModule(moduleMissing), module.exports, module, fakeConsole);
    post({ type: 'done', ok: true, ms: performance.now() - started });
  } catch (e) {
    const err = e as Error;
    post({ type: 'done', ok: false, error: err instanceof Error ? `${err.name}: ${err.message}` : formatValue(e), ms: performance.now() - started });
  }
};
post({ type: 'ready' });
