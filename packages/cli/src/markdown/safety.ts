// Page text never runs code in the reader's browser: raw `<script>` elements and `javascript:` (or
// `vbscript:`, `data:text/html`) URLs written in Markdown are dropped and reported at their line, as a
// warning (an error under --strict). Pages that need code are page modules or theme components.
import type { Root as HastRoot, Element, ElementContent, RootContent } from 'hast';
import type { VFile } from 'vfile';
import type { MarkdownContext, OutgoingLink } from './types.ts';

const UNSAFE_URL = /^\s*(javascript|vbscript|data\s*:\s*text\/html)/i;
const URL_PROPS = ['href', 'src', 'action', 'formAction', 'xLinkHref'];

export function rehypeSafety() {
  return (tree: HastRoot, file: VFile) => {
    const ctx = file.data.ctx as MarkdownContext;
    const problems: OutgoingLink[] = [];
    const where = (node: Element) => ({ line: (node.position?.start.line ?? 1) + ctx.bodyLineOffset, column: node.position?.start.column ?? 1 });
    const visit = (children: (RootContent | ElementContent)[]): (RootContent | ElementContent)[] =>
      children.filter((node) => {
        if (node.type !== 'element') return true;
        if (node.tagName === 'script') {
          problems.push({ url: '<script>', ...where(node), problem: 'A <script> element in the page text was dropped: pages do not run scripts from Markdown. Use a page module (src/pages) or a theme component.' });
          return false;
        }
        for (const prop of URL_PROPS) {
          const v = node.properties[prop];
          if (typeof v === 'string' && UNSAFE_URL.test(v.replace(/[\u0000-\u001f]/g, ''))) {
            problems.push({ url: v, ...where(node), problem: `Unsafe URL "${v.slice(0, 40)}" in <${node.tagName} ${prop}> was removed: links must not run code.` });
            delete node.properties[prop];
          }
        }
        for (const key of Object.keys(node.properties)) if (/^on[A-Z]/.test(key)) delete node.properties[key];
        node.children = visit(node.children) as ElementContent[];
        return true;
      });
    tree.children = visit(tree.children) as HastRoot['children'];
    if (problems.length) file.data.links = [...((file.data.links as OutgoingLink[] | undefined) ?? []), ...problems];
  };
}
