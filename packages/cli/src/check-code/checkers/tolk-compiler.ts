// The Tolk compiler of @ton/tolk-js on a reused WebAssembly instance. tolk-js's runTolkCompiler instantiates
// the module for every call; this calls the same exported entry (`_tolk_compile`, see tolk-wasm.cpp) with the
// same file callbacks, but on one instance kept warm: creating an instance (compiling ~6 MB of WebAssembly,
// then tiering it up) costs about three times a compile, and a warm instance compiles a sample in ~90 ms of CPU.
// Tolk resets its state per compile (tested: symbols of one sample are unknown to the next).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The part of the Emscripten module that the compile uses. */
interface TolkModule {
  _malloc(size: number): number;
  _free(ptr: number): void;
  lengthBytesUTF8(text: string): number;
  stringToUTF8(text: string, ptr: number, size: number): void;
  UTF8ToString(ptr: number): string;
  setValue(ptr: number, value: number, type: '*'): void;
  addFunction(fn: (kind: number, data: number, destContents: number, destError: number) => void, signature: string): number;
  removeFunction(ptr: number): void;
  _tolk_compile(config: number, callback: number, payload: null): number;
}

type ModuleFactory = (options: { wasmBinary: Uint8Array }) => Promise<TolkModule>;

const factory = require('@ton/tolk-js/dist/tolkfiftlib.js') as ModuleFactory;
const stdlib = require('@ton/tolk-js/dist/stdlib.tolk.js') as Record<string, string>;
const { realpath } = require('@ton/tolk-js/dist/path-utils.js') as { realpath: (p: string) => string };
let wasmBinary: Uint8Array | undefined;

/** Compiles per instance before it is replaced: the compilers leak about 1 MB per run. */
const USES_PER_INSTANCE = 64;

class ReusedInstance<M> {
  private current: Promise<M> | undefined;
  private uses = 0;

  constructor(private readonly create: () => Promise<M>) {}

  /**
   * Runs one compile on the shared instance. `compile` must not yield between its first and last call into the
   * instance (both compilers are synchronous once started), so callers may share it without a lock. An
   * instance whose compile threw (a trap or an abort leaves its memory in an unknown state) is dropped.
   */
  async run<R>(compile: (mod: M) => R | Promise<R>): Promise<R> {
    if (!this.current || this.uses >= USES_PER_INSTANCE) {
      this.current = this.create();
      this.uses = 0;
    }
    const instance = this.current;
    this.uses++;
    try {
      return await compile(await instance);
    } catch (e) {
      if (this.current === instance) this.current = undefined;
      throw e;
    }
  }
}


const instance = new ReusedInstance<TolkModule>(() => {
  wasmBinary ??= new Uint8Array(Buffer.from(require('@ton/tolk-js/dist/tolkfiftlib.wasm.js') as string, 'base64'));
  return factory({ wasmBinary });
});

export type TolkResult = { status: 'ok' } | { status: 'error'; message: string };

/** Compiles `entry` (read through `read`; `@stdlib/...` comes from tolk-js) at the default optimisation level. */
export function compileTolk(entry: string, read: (file: string) => string): Promise<TolkResult> {
  return instance.run((mod) => {
    const allocated: number[] = [];
    const cString = (text: string): number => {
      const size = mod.lengthBytesUTF8(text) + 1;
      const ptr = mod._malloc(size);
      mod.stringToUTF8(text, ptr, size);
      allocated.push(ptr);
      return ptr;
    };
    // kind 0: resolve an import to a file name; kind 1: read a file. The answer goes to *destContents or *destError.
    const callback = mod.addFunction((kind, data, destContents, destError) => {
      const name = mod.UTF8ToString(data);
      try {
        if (kind === 0) mod.setValue(destContents, cString(realpath(/\.(tolk|fif)$/.test(name) ? name : `${name}.tolk`)), '*');
        else if (kind === 1) {
          const text = name.startsWith('@stdlib/') || name.startsWith('@fiftlib/') ? stdlib[name] : read(name);
          if (text === undefined) throw new Error(`${name} not found`);
          mod.setValue(destContents, cString(text), '*');
        } else throw new Error(`unknown callback kind ${kind}`);
      } catch (e) {
        mod.setValue(destError, cString(e instanceof Error ? e.message : String(e)), '*');
      }
    }, 'viiiii');
    try {
      const resultPtr = mod._tolk_compile(cString(JSON.stringify({ entrypointFileName: entry })), callback, null);
      allocated.push(resultPtr);
      const result = JSON.parse(mod.UTF8ToString(resultPtr)) as { status: string; message?: string };
      return result.status === 'ok' ? { status: 'ok' } : { status: 'error', message: result.message ?? 'Tolk compile error' };
    } finally {
      allocated.forEach((ptr) => mod._free(ptr));
      mod.removeFunction(callback);
    }
  });
}
