// Errors a user can act on: where (file:line:col), what is wrong, what to do.
export interface SourcePosition {
  file: string;
  line?: number;
  column?: number;
}

export class TondocsError extends Error {
  readonly position?: SourcePosition;
  readonly hint?: string;
  constructor(message: string, options: { position?: SourcePosition; hint?: string; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'TondocsError';
    this.position = options.position;
    this.hint = options.hint;
  }
}

export function formatPosition(p: SourcePosition): string {
  return [p.file, p.line, p.line !== undefined ? p.column : undefined].filter((x) => x !== undefined).join(':');
}

/** One line for the terminal: "file:line:col: message\n  hint". */
export function formatError(err: unknown): string {
  if (err instanceof TondocsError) {
    const where = err.position ? `${formatPosition(err.position)}: ` : '';
    return `${where}${err.message}${err.hint ? `\n  ${err.hint}` : ''}`;
  }
  return err instanceof Error ? (err.stack ?? err.message) : String(err);
}
