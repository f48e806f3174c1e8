// :::note|tip|info|warning|danger|caution [title] blocks (and Docusaurus's important, secondary, success, any
// letter case), and directives that are not ours turned back into text (remark-directive would otherwise eat
// "10:30" or ":smile" in prose).
import type { Root, Paragraph, PhrasingContent, Text } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { visit, SKIP } from 'unist-util-visit';
import { toString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';
import { notify } from './notices.ts';

export const ADMONITION_KINDS = ['note', 'tip', 'info', 'warning', 'danger', 'caution'] as const;
const KINDS = new Set<string>(ADMONITION_KINDS);
/** Docusaurus's other keywords and the kind whose look they take. */
const ALIASES: Record<string, string> = { important: 'info', secondary: 'note', success: 'tip' };
/** Container directives other plugins own. */
const OTHER_CONTAINERS = new Set(['tabs', 'tab', 'details']);

/** Docusaurus v2 wrote the title after a space (":::tip Title"); remark-directive wants ":::tip[Title]". */
export function normalizeAdmonitionTitles(markdown: string): string {
  return markdown.replace(/^(\s*:::+)([A-Za-z][\w-]*)[ \t]+([^\n[{][^\n]*?)[ \t]*$/gm, '$1$2[$3]');
}

export function remarkAdmonitions() {
  return (tree: Root, file: VFile) => {
    visit(tree, (node, index, parent) => {
      if (node.type === 'containerDirective') {
        const d = node as ContainerDirective;
        if (OTHER_CONTAINERS.has(d.name)) return;
        let kind = d.name.toLowerCase();
        kind = ALIASES[kind] ?? kind;
        if (!KINDS.has(kind)) {
          notify(file, d, `Unknown admonition type ":::${d.name}": rendered as a note. Use one of note, tip, info, warning, danger, caution, important, secondary, success.`);
          kind = 'note';
        }
        let title: string | undefined;
        const first = d.children[0];
        if (first && first.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel) {
          if (first.children.every((c) => c.type === 'text')) {
            title = toString(first);
            d.children.shift();
          } else {
            // Markdown in the title (":::info **Read this**") is kept: the theme takes it as the heading.
            first.data = { ...first.data, hName: 'admonitiontitle' };
          }
        }
        d.data = { hName: 'admonition', hProperties: { kind, ...(title ? { title } : {}) } };
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
