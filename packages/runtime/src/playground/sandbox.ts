// Runs code in a sandboxed iframe (allow-scripts only: an opaque origin without the page's DOM, cookies or
// storage). The iframe starts a fresh worker per run, so an endless loop is stopped by terminating it.
import type { RunRequest, SandboxMessage } from './protocol.ts';

export const RUN_TIMEOUT_MS = 10_000;

export interface RunHandlers {
  onLog(level: 'log' | 'info' | 'warn' | 'error', text: string): void;
  onDone(result: { ok: boolean; error?: string; ms?: number; timeout?: boolean }): void;
}

let frame: HTMLIFrameElement | null = null;
let nextId = 1;
const pending = new Map<number, RunHandlers>();

function frameSource(): string {
  // The runner's text comes from the page (a sandboxed document has an opaque origin and cannot load the
  // site's scripts itself); each run starts a worker from it as a blob. A worker that fails to start is
  // reported as a failed run.
  const script = `
let worker = null, timer = 0, url = '';
const send = (id, m) => parent.postMessage(Object.assign({ source: 'tondocs-playground', id }, m), '*');
addEventListener('message', (e) => {
  if (e.source !== parent || !e.data || e.data.type !== 'run') return;
  const { runner, ...req } = e.data;
  if (runner) { if (url) URL.revokeObjectURL(url); url = URL.createObjectURL(new Blob([runner], { type: 'text/javascript' })); }
  if (worker) worker.terminate();
  clearTimeout(timer);
  worker = new Worker(url);
  worker.onmessage = (m) => {
    if (m.data.type === 'ready') return;
    send(req.id, m.data);
    if (m.data.type === 'done') { clearTimeout(timer); worker.terminate(); worker = null; }
  };
  worker.onerror = (err) => { err.preventDefault(); clearTimeout(timer); send(req.id, { type: 'done', ok: false, error: 'load', detail: String(err.message) }); };
  timer = setTimeout(() => { if (worker) worker.terminate(); worker = null; send(req.id, { type: 'timeout' }); }, ${RUN_TIMEOUT_MS});
  worker.postMessage(req);
});`;
  return `<!doctype html><meta charset="utf-8"><script>${script}</script>`;
}

let runner: Promise<string> | null = null;
/** The runner is sent to the sandbox once; later runs reuse its blob. */
let runnerSent = false;

function loadRunner(workerUrl: string): Promise<string> {
  runner ??= fetch(workerUrl).then((r) => {
    if (!r.ok) throw new Error(`HTTP ${r.status}`);
    return r.text();
  });
  runner.catch(() => {
    runner = null;
  });
  return runner;
}

function ensureFrame(): Promise<HTMLIFrameElement> {
  if (frame?.isConnected) return Promise.resolve(frame);
  const f = document.createElement('iframe');
  f.setAttribute('sandbox', 'allow-scripts');
  f.setAttribute('aria-hidden', 'true');
  f.tabIndex = -1;
  f.title = 'playground sandbox';
  f.className = 'playground-sandbox';
  f.srcdoc = frameSource();
  frame = f;
  runnerSent = false;
  const loaded = new Promise<HTMLIFrameElement>((resolve) => f.addEventListener('load', () => resolve(f), { once: true }));
  document.body.appendChild(f);
  return loaded;
}

window.addEventListener('message', (e: MessageEvent<SandboxMessage>) => {
  if (!frame || e.source !== frame.contentWindow) return;
  const m = e.data;
  if (m?.source !== 'tondocs-playground') return;
  const handlers = pending.get(m.id);
  if (!handlers) return;
  if (m.type === 'log') handlers.onLog(m.level, m.text);
  else if (m.type === 'done' || m.type === 'timeout') {
    pending.delete(m.id);
    // A runner that failed to start says why in the console; the reader sees the catalogue's message.
    if (m.type === 'done' && m.detail) console.error(`tondocs playground: ${m.detail}`);
    handlers.onDone(m.type === 'timeout' ? { ok: false, timeout: true } : { ok: m.ok, error: m.error, ms: m.ms });
  }
});

/** Starts a run; a newer run of any playground on the page replaces an unfinished one. */
export async function runInSandbox(workerUrl: string, code: string, lang: 'ts' | 'js', moduleMissing: string, handlers: RunHandlers): Promise<void> {
  const [text, f] = await Promise.all([loadRunner(workerUrl), ensureFrame()]);
  for (const [id, h] of pending) {
    pending.delete(id);
    h.onDone({ ok: false, error: 'cancelled' });
  }
  const id = nextId++;
  pending.set(id, handlers);
  const request: RunRequest & { runner?: string } = { type: 'run', id, code, lang, moduleMissing, ...(runnerSent ? {} : { runner: text }) };
  runnerSent = true;
  f.contentWindow?.postMessage(request, '*');
}
