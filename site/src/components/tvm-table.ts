// The TVM instruction table as static HTML, made at build time only: the browser gets the rows in the page's
// HTML and filters them there, so the ~1000 rows are never shipped a second time as JavaScript data.
import { TVM_ALIASES, TVM_INSTRUCTIONS } from '../data/tvm/instructions.ts';
import { groupOf, type TvmInstruction } from '../data/tvm/types.ts';

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

/**
 * Rows per block. The reference is cut into blocks of consecutive rows, each a table of its own inside a box
 * with `content-visibility: auto`: the browser styles, lays out and paints only the blocks near the viewport
 * (laying out all ~900 rows at once blocked a phone's main thread for seconds), while every row stays in the
 * HTML for find-in-page, deep links (#<opcode>) and readers without JavaScript.
 */
export const ROWS_PER_BLOCK = 40;
/**
 * Height (px) of a row in the narrowest layout (the table's minimum width, on a phone): the size of a block
 * not rendered yet, which a rendered block replaces by its real one. Estimated high rather than low: rows
 * of a block measured before it is rendered (a deep link, an audit) would otherwise spill over the next block.
 */
function rowHeightEstimate(i: TvmInstruction): number {
  // Characters per line of each wrapping column at the minimum table width, taken low.
  const lines = Math.max(1, Math.ceil(i.description.length / 36), Math.ceil(i.stack.length / 15), Math.ceil(i.fift.length / 15), Math.ceil(i.gas.length / 6));
  return 14 + lines * 24;
}

/** Fixed column widths (%): every block lays out alone, and its columns line up with the others'. */
const COLUMNS = [8, 15, 15, 11, 34, 7, 10];

export function instructionsTableHtml(l: TableLabels): string {
  const rows = TVM_INSTRUCTIONS.map((i) => {
    const since = i.since === 0 ? l.initial : String(i.since);
    return (
      `<tr id="${esc(i.opcode)}" data-group="${groupOf(i.category)}">` +
      // Bare cells: the columns' looks (monospace, muted, right-aligned) come from the page's nth-child rules, not
      // from a <code> and a class in each of ~900 rows (a quarter of the page's elements and ~120 KB of HTML).
      `<td><a href="#${esc(i.opcode)}">${esc(i.opcode)}</a></td>` +
      `<td>${esc(i.fift)}</td>` +
      `<td>${esc(i.stack)}</td>` +
      `<td>${esc(i.category)}</td>` +
      `<td>${esc(i.description)}</td>` +
      `<td>${esc(i.gas)}</td>` +
      `<td>${since}</td>` +
      `</tr>`
    );
  });
  const cols = `<colgroup>${COLUMNS.map((w) => `<col style="width:${w}%">`).join('')}</colgroup>`;
  const head = `<thead><tr><th scope="col">${esc(l.opcode)}</th><th scope="col">${esc(l.fift)}</th><th scope="col">${esc(l.stack)}</th><th scope="col">${esc(l.category)}</th><th scope="col">${esc(l.description)}</th><th scope="col">${esc(l.gas)}</th><th scope="col">${esc(l.since)}</th></tr></thead>`;
  const blocks: string[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_BLOCK) {
    const part = rows.slice(start, start + ROWS_PER_BLOCK);
    const height = TVM_INSTRUCTIONS.slice(start, start + ROWS_PER_BLOCK).reduce((h, i) => h + rowHeightEstimate(i), 0);
    // Each table keeps its header for screen readers; on screen only the first block shows it.
    blocks.push(
      `<div class="tvm-block" style="contain-intrinsic-size:auto ${height}px">` +
        `<table class="tvm-table tvm-table--fixed${start === 0 ? '' : ' tvm-table--cont'}">${cols}${head}<tbody>${part.join('')}</tbody></table></div>`,
    );
  }
  return blocks.join('');
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
