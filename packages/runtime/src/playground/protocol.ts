// Messages between the page, the sandboxed iframe and the worker inside it.
export interface RunRequest {
  type: 'run';
  id: number;
  code: string;
  lang: 'ts' | 'js';
  /** "Module "{name}" is not available…" in the page's language. */
  moduleMissing: string;
}

export type RunMessage =
  | { type: 'ready' }
  | { type: 'log'; level: 'log' | 'info' | 'warn' | 'error'; text: string }
  | { type: 'done'; ok: boolean; error?: string; ms?: number; detail?: string };

/** What the iframe relays to the page: a worker message tagged with the run it belongs to. */
export type SandboxMessage = { source: 'tondocs-playground'; id: number } & (RunMessage | { type: 'timeout' });
