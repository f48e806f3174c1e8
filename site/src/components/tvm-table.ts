// The TVM instruction table as static HTML, made at build time only: the browser gets the rows in the page's
// HTML and filters them there, so the ~1000 rows are never shipped a second time as JavaScript data.
import { TVM_ALIASES, TVM_INSTRUCTIONS } from '../data/tvm/instructions.ts';
import { groupOf } from '../data/tvm/types.ts';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface TableLabels {
  opcode: string;
  fift: string;
  stack: string;
  category: string;
  description: string;
  gas: string;
  since: string;
  initial: string;
  aliasOf: string;
}

export function instructionsTableHtml(l: TableLabels): string {
  const rows = TVM_INSTRUCTIONS.map((i) => {
    const since = i.since === 0 ? l.initial : String(i.since);
    return (
      `<tr id="${esc(i.opcode)}" data-group="${groupOf(i.category)}">` +
      `<td><a class="tvm-opcode" href="#${esc(i.opcode)}"><code>${esc(i.opcode)}</code></a></td>` +
      `<td><code class="tvm-fift">${esc(i.fift)}</code></td>` +
      `<td><code>${esc(i.stack)}</code></td>` +
      `<td><code class="tvm-category">${esc(i.category)}</code></td>` +
      `<td>${esc(i.description)}</td>` +
      `<td class="tvm-num">${esc(i.gas)}</td>` +
      `<td class="tvm-num">${since}</td>` +
      `</tr>`
    );
  }).join('');
  return `<table class="tvm-table"><thead><tr><th scope="col">${esc(l.opcode)}</th><th scope="col">${esc(l.fift)}</th><th scope="col">${esc(l.stack)}</th><th scope="col">${esc(l.category)}</th><th scope="col">${esc(l.description)}</th><th scope="col">${esc(l.gas)}</th><th scope="col">${esc(l.since)}</th></tr></thead><tbody>${rows}</tbody></table>`;
}

export function aliasesTableHtml(l: TableLabels): string {
  const opcodeOf = new Map<string, string>();
  for (const i of TVM_INSTRUCTIONS) if (!opcodeOf.has(i.mnemonic)) opcodeOf.set(i.mnemonic, i.opcode);
  const rows = TVM_ALIASES.map((a) => {
    const target = opcodeOf.get(a.aliasOf);
    const of = target ? `<a href="#${esc(target)}"><code>${esc(a.aliasOf)}</code></a>` : `<code>${esc(a.aliasOf)}</code>`;
    return `<tr><td><code>${esc(a.mnemonic)}</code></td><td>${of}</td><td><code class="tvm-fift">${esc(a.fift)}</code></td><td><code>${esc(a.stack)}</code></td></tr>`;
  }).join('');
  return `<table class="tvm-table tvm-aliases"><thead><tr><th scope="col">${esc(l.fift)}</th><th scope="col">${esc(l.aliasOf)}</th><th scope="col">Fift</th><th scope="col">${esc(l.stack)}</th></tr></thead><tbody>${rows}</tbody></table>`;
}

// A function, not a constant: a top-level `.length` would keep the data in the browser bundle.
export function instructionCount(): number {
  return TVM_INSTRUCTIONS.length;
}
