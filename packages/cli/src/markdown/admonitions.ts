// :::note|tip|info|warning|danger|caution [title] blocks, and directives that are not ours turned back into text
// (remark-directive would otherwise eat "10:30" or ":smile" in prose).
import type { Root, Paragraph, PhrasingContent, Text } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { visit, SKIP } from 'unist-util-visit';
import { toString } from 'mdast-util-to-string';

export const ADMONITION_KINDS = ['note', 'tip', 'info', 'warning', 'danger', 'caution'] as const;
const KINDS = new Set<string>(ADMONITION_KINDS);

/** Docusaurus v2 wrote the title after a space (":::tip Title"); remark-directive wants ":::tip[Title]". */
export function normalizeAdmonitionTitles(markdown: string): string {
  return markdown.replace(/^(\s*:::+)(note|tip|info|warning|danger|caution)[ \t]+([^\n[{][^\n]*?)[ \t]*$/gm, '$1$2[$3]');
}

export function remarkAdmonitions() {
  return (tree: Root) => {
    visit(tree, (node, index, parent) => {
      if (node.type === 'containerDirective') {
        const d = node as ContainerDirective;
        if (!KINDS.has(d.name)) return;
        let title: string | undefined;
        const first = d.children[0];
        if (first && first.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel) {
          title = toString(first);
          d.children.shift();
        }
        d.data = { hName: 'admonition', hProperties: { kind: d.name, ...(title ? { title } : {}) } };
        return;
      }
      if ((node.type === 'textDirective' || node.type === 'leafDirective') && parent && index !== undefined) {
        const d = node as TextDirective | LeafDirective;
        const prefix = node.type === 'textDirective' ? ':' : '::';
        const label = d.children.length ? `[${toString(d)}]` : '';
        const text: Text = { type: 'text', value: `${prefix}${d.name}${label}` };
        if (node.type === 'leafDirective') {
          const p: Paragraph = { type: 'paragraph', children: [text] };
          parent.children.splice(index, 1, p as never);
        } else {
          parent.children.splice(index, 1, text as PhrasingContent as never);
        }
        return [SKIP, index];
      }
      return undefined;
    });
  };
}
