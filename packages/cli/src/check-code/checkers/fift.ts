// Fift: npm has no standalone Fift, but func-js-bin's WebAssembly runs the real Fift interpreter (with Fift.fif and
// Asm.fif) to assemble FunC output, and FunC pastes an `asm` body into that Fift program verbatim. The sample goes
// there inside `{ ... } drop`: Fift compiles the block, so every word must exist and every bracket and string must
// close, but nothing runs (no files, no output). Words the sample defines itself are declared first.
// A sample that includes other Fift libraries (TonUtil.fif...) cannot resolve their words: parse-level check.
import { compileFuncSource } from './func.ts';
import { failed, passed, type SampleDiagnostic, type SampleInput, type SampleOutcome } from './types.ts';
import { MappedSource } from './util.ts';

const AVAILABLE = new Set(['Fift.fif', 'Asm.fif']);
/** `: name`, `:: name`, `constant name`... : words the sample defines. */
const DEFINES = /(?:^|\s)(?::|::|:_|::_|=:|2=:|constant|2constant|variable|create)\s+(\S+)/g;
const INCLUDES = /"([^"\n]+)"\s+include\b/g;

/** Which opener a closing word closes: Fift blocks, assembler blocks, programs and builders. */
function closes(tok: string): string | undefined {
  if (tok === '}') return '{';
  if (tok.startsWith('}END')) return 'PROGRAM{';
  if (tok.startsWith('}>')) return '<{';
  if (tok === 'b>') return '<b';
  return undefined;
}

function opens(tok: string): string | undefined {
  if (tok === '{' || tok === 'PROGRAM{' || tok === '<b') return tok;
  if (tok.endsWith('<{')) return '<{'; // <{ and "name PROC:<{"
  return undefined;
}

/** Blocks and strings of Fift text, comments skipped: the parse-level check. */
export function fiftParseCheck(value: string): SampleDiagnostic | undefined {
  const stack: { open: string; line: number }[] = [];
  const lines = value.split('\n');
  let inComment = false;
  for (let i = 0; i < lines.length; i++) {
    // Strings first, so that brackets in a string are text; then comments.
    const text = lines[i]!.replace(/"[^"]*"/g, (s) => ' '.repeat(s.length));
    if (!inComment && text.replace(/\/\/.*$/, '').includes('"')) return { line: i + 1, message: 'unterminated string' };
    for (const tok of text.replace(/\/\/.*$/, '').split(/\s+/).filter(Boolean)) {
      if (inComment) {
        if (tok === '*/') inComment = false;
        continue;
      }
      if (tok === '/*') inComment = true;
      else if (opens(tok)) stack.push({ open: opens(tok)!, line: i + 1 });
      else if (closes(tok)) {
        const top = stack.pop();
        if (!top || top.open !== closes(tok)) return { line: i + 1, message: `\`${tok}\` does not close ${top ? `\`${top.open}\` of line ${top.line}` : 'anything'}` };
      }
    }
  }
  const open = stack.pop();
  return open ? { line: open.line, message: `\`${open.open}\` is never closed` } : undefined;
}

export async function checkFiftSample(sample: SampleInput): Promise<SampleOutcome> {
  const parse = fiftParseCheck(sample.value);
  if (parse) return failed([parse]);
  const missing = [...sample.value.matchAll(INCLUDES)].map((m) => m[1]!).filter((f) => !AVAILABLE.has(f.split('/').pop()!));
  if (missing.length) return passed(`parse-level: ${missing.join(', ')} not available`);
  const defined = [...new Set([...sample.value.matchAll(DEFINES)].map((m) => m[1]!))];
  if (sample.value.includes('"""')) return passed('parse-level: contains """');
  // Line 1 of the asm body holds our declarations and `{`, so sample line k is line k + 1 of the body.
  const body = `${defined.map((w) => `{ } : ${w}`).join(' ')} {\n${sample.value}\n} drop`;
  const source = new MappedSource().add(`() sample() impure asm """${body}""";\n() recv_internal() impure { sample(); }`);
  const r = await compileFuncSource(source, { withStdlib: false });
  if (r.ok) return passed();
  // "main.fif:8:\tword:-?": the generated Fift program has six lines before the asm body's second line.
  const m = /\.fif:(\d+):\s*(.*)/.exec(r.message);
  if (!m) return failed([{ message: r.message.split('\n').find((l) => l.trim()) ?? r.message }]);
  const line = Number(m[1]) - 6;
  const undefinedWord = /^(.*):-\?$/.exec(m[2]!.trim());
  const message = undefinedWord ? `undefined word \`${undefinedWord[1]}\`` : m[2]!.trim();
  return failed([line >= 1 && line <= sample.value.split('\n').length ? { line, message } : { message }]);
}

/** One sample at a time: each compile gets a fresh WebAssembly instance anyway. */
export async function check(samples: readonly SampleInput[]): Promise<SampleOutcome[]> {
  const out: SampleOutcome[] = [];
  for (const s of samples) out.push(await checkFiftSample(s));
  return out;
}
