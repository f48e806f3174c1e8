// Build progress and summary: a progress bar on a TTY, plain lines otherwise (CI logs).
import { formatPosition, type SourcePosition } from '../errors.ts';

export interface Warning {
  position: SourcePosition;
  message: string;
}

export interface Reporter {
  phase(name: string, total: number): void;
  tick(): void;
  warn(w: Warning): void;
  info(line: string): void;
}

export function formatWarning(w: Warning): string {
  return `${formatPosition(w.position)}: warning: ${w.message}`;
}

export function createReporter(stream: NodeJS.WriteStream = process.stderr, quiet = false): Reporter {
  const tty = Boolean(stream.isTTY) && !process.env.CI;
  let name = '';
  let total = 0;
  let done = 0;
  let lastDraw = 0;
  const draw = (force = false) => {
    if (!tty || quiet) return;
    const now = Date.now();
    if (!force && now - lastDraw < 50) return;
    lastDraw = now;
    const width = 30;
    const filled = total ? Math.round((done / total) * width) : width;
    stream.write(`\r${name.padEnd(18)} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}`);
  };
  const endLine = () => {
    if (tty && !quiet && name) stream.write('\n');
  };
  return {
    phase(n, t) {
      endLine();
      name = n;
      total = t;
      done = 0;
      if (!tty && !quiet) stream.write(`${n}: ${t}\n`);
      draw(true);
    },
    tick() {
      done++;
      draw(done === total);
    },
    warn(w) {
      if (quiet) return;
      if (tty) stream.write('\r\x1b[K');
      stream.write(`${formatWarning(w)}\n`);
      draw(true);
    },
    info(line) {
      endLine();
      name = '';
      if (!quiet) stream.write(`${line}\n`);
    },
  };
}

export const silentReporter: Reporter = { phase() {}, tick() {}, warn() {}, info() {} };

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}
