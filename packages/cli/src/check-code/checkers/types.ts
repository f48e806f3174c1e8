// What a checker receives and returns. Lines are 1-based lines of the fence's text (hidden lines included).

export interface SampleInput {
  /** Fence language as written, lower-cased: "ts", "tsx", "typescript"... */
  lang: string;
  fragment: boolean;
  /** The whole fence text, hidden lines included. */
  value: string;
  setupLines: number;
  tailLines: number;
  /** A script the page runs: checked as the module kind it runs as (see CodeFence.runAs). */
  runAs?: 'esm' | 'cjs';
}

export interface SampleDiagnostic {
  /** Line in the fence text, when the compiler gave one that falls inside it. */
  line?: number;
  message: string;
}

export interface SampleOutcome {
  ok: boolean;
  /** Why it failed: compiler messages, first one first. */
  diagnostics: SampleDiagnostic[];
  /** How it was checked when that is weaker than a full compile, e.g. "parse-level". */
  note?: string;
}

/** Checks a batch: one outcome per sample, in order. Batches let tsc share one program. */
export type CheckFn = (samples: readonly SampleInput[]) => Promise<SampleOutcome[]>;

export const passed = (note?: string): SampleOutcome => ({ ok: true, diagnostics: [], ...(note ? { note } : {}) });
export const failed = (diagnostics: SampleDiagnostic[], note?: string): SampleOutcome => ({ ok: false, diagnostics, ...(note ? { note } : {}) });
