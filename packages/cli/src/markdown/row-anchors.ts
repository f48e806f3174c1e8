// Rows of a reference table get an anchor of their own: in a table whose first column holds a distinct integer
// in every body row (exit codes, result codes), each row becomes `<tr id="<section>-<number>">`, the section
// being the id of the heading above the table. A link can then point at the row, and the search leads to it
// (issue #15: «exit code 37» opens the row of 37, not the top of a long page).
import type { Element, ElementContent, Root as HastRoot, RootContent } from 'hast';

const HEADING = /^h[2-6]$/;
const INTEGER = /^[-−]?\d+$/;
/** Fewer rows than this are not a reference table. */
const MIN_ROWS = 3;

function textOf(node: ElementContent | RootContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}

const elements = (nodes: (RootContent | ElementContent)[]) => nodes.filter((n): n is Element => n.type === 'element');

function bodyRows(table: Element): Element[] {
  const rows: Element[] = [];
  for (const part of elements(table.children)) {
    if (part.tagName === 'tbody') rows.push(...elements(part.children).filter((r) => r.tagName === 'tr'));
    else if (part.tagName === 'tr') rows.push(part);
  }
  return rows;
}

export function rehypeRowAnchors() {
  return (tree: HastRoot) => {
    const used = new Set<string>();
    const collect = (nodes: (RootContent | ElementContent)[]) => {
      for (const n of elements(nodes)) {
        if (typeof n.properties.id === 'string') used.add(n.properties.id);
        collect(n.children);
      }
    };
    collect(tree.children);
    let section = 'row';
    const visit = (nodes: (RootContent | ElementContent)[]) => {
      for (const n of elements(nodes)) {
        if (HEADING.test(n.tagName) && typeof n.properties.id === 'string') section = n.properties.id;
        if (n.tagName !== 'table') {
          visit(n.children);
          continue;
        }
        const rows = bodyRows(n);
        const keys = rows.map((r) => textOf(elements(r.children)[0] ?? { type: 'text', value: '' }).trim().replace('−', '-'));
        if (rows.length < MIN_ROWS || !keys.every((k) => INTEGER.test(k)) || new Set(keys).size !== keys.length) continue;
        const ids = keys.map((k) => `${section}-${k}`);
        if (ids.some((id) => used.has(id)) || rows.some((r) => r.properties.id !== undefined)) continue;
        rows.forEach((r, i) => {
          r.properties.id = ids[i];
          used.add(ids[i]!);
        });
      }
    };
    visit(tree.children);
  };
}
