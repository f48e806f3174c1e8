// The FunC compiler of @ton-community/func-js, on one WebAssembly instance reset between compiles. func-js
// creates an instance per compile (its private createModule), and creating one costs more than the compile
// (~130 ms of CPU: compiling the bytes, then the C++ start-up). An instance cannot simply be reused: FunC keeps
// its symbol table, so a second compile on it throws. So the instance's memory is saved right after start-up
// and written back before every compile, which gives each compile the state of a fresh instance (tested
// against fresh instances over every sample of the site in func-compiler.test.ts).
import { latestCompiler } from '@ton-community/func-js';

type InstantiateHook = (imports: WebAssembly.Imports, done: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void) => object;
type ModuleFactory = (options: { instantiateWasm: InstantiateHook }) => Promise<unknown>;
const internals = latestCompiler as unknown as { module: ModuleFactory; wasmBinary: Uint8Array<ArrayBuffer>; createModule: () => Promise<unknown> };

interface Pristine {
  module: unknown;
  memory: WebAssembly.Memory;
  /** The instance's memory right after start-up. */
  image: Uint8Array;
}

let compiled: Promise<WebAssembly.Module> | undefined;
let pristine: Promise<Pristine> | undefined;

function memoryOf(instance: WebAssembly.Instance, imports: WebAssembly.Imports): WebAssembly.Memory | undefined {
  const candidates = [...Object.values(instance.exports), ...Object.values(imports).flatMap((m) => Object.values(m))];
  return candidates.find((v): v is WebAssembly.Memory => v instanceof WebAssembly.Memory);
}

async function start(): Promise<Pristine> {
  compiled ??= WebAssembly.compile(internals.wasmBinary);
  const wasm = await compiled;
  let memory: WebAssembly.Memory | undefined;
  const module = await internals.module({
    // Emscripten's hook for a module instantiated by the embedder: the compiled bytes are reused.
    instantiateWasm: (imports, done) => {
      void WebAssembly.instantiate(wasm, imports).then((instance) => {
        memory = memoryOf(instance, imports);
        done(instance, wasm);
      });
      return {};
    },
  });
  if (!memory) throw new Error('func-js: the compiler has no WebAssembly memory to reset');
  return { module, memory, image: new Uint8Array(memory.buffer).slice() };
}

internals.createModule = async () => {
  pristine ??= start();
  const p = await pristine;
  // Memory that the last compile grew is zeroed: the allocator's state in the image does not know it.
  const heap = new Uint8Array(p.memory.buffer);
  heap.set(p.image);
  heap.fill(0, p.image.length);
  return p.module;
};

export type FuncCompileResult = { ok: true; fift: string } | { ok: false; message: string };

/** Compiles `targets` (sources read through `read`) as func-js does, on the reset instance. */
export async function compileFuncFiles(targets: string[], read: (file: string) => string): Promise<FuncCompileResult> {
  try {
    const result = await latestCompiler.compileFunc({ targets, sources: read });
    return result.status === 'ok' ? { ok: true, fift: result.fiftCode } : { ok: false, message: result.message };
  } catch (e) {
    // A trap or an abort leaves the instance in an unknown state: the next compile starts a new one.
    pristine = undefined;
    throw e;
  }
}
