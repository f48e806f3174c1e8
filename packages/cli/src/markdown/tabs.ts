// Tabs and collapsible details written as directives:
//
//   ::::tabs{groupId="lang"}
//   :::tab[FunC]
//   ...
//   :::
//   :::tab[Tolk]{value="tolk" default}
//   ...
//   :::
//   ::::
//
//   :::details[Summary]
//   ...
//   :::
//
// The HTML is complete at build time: every panel is in the page (search, no-JS readers, Ctrl+F), the
// first (or the `default`) one visible. The runtime only switches panels, syncs tab groups that share
// a groupId and remembers the choice (packages/runtime/src/tabs.ts).
import type { Root, Paragraph } from 'mdast';
import type { Element, ElementContent } from 'hast';
import type { ContainerDirective } from 'mdast-util-directive';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { TondocsError } from '../errors.ts';
import type { MarkdownContext } from './types.ts';

/** The label in brackets after a directive name, which remark-directive gives as a first paragraph. */
function takeLabel(node: ContainerDirective): Paragraph | undefined {
  const first = node.children[0];
  if (first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel) {
    node.children.shift();
    return first;
  }
  return undefined;
}

function fail(file: VFile, node: ContainerDirective, message: string, hint: string): never {
  const ctx = file.data.ctx as MarkdownContext | undefined;
  throw new TondocsError(message, {
    position: { file: ctx?.relFile ?? file.path ?? '<markdown>', line: (node.position?.start.line ?? 1) + (ctx?.bodyLineOffset ?? 0), column: node.position?.start.column },
    hint,
  });
}

/** Values become attribute values and storage keys: keep them to a safe, readable alphabet. */
function slugValue(text: string): string {
  return text.trim().toLowerCase().replace(/[^\p{L}\p{N}_-]+/gu, '-').replace(/^-+|-+$/g, '') || 'tab';
}

const TABS_SYNTAX = 'Write tabs as "::::tabs" holding ":::tab[Label]" blocks, each closed by ":::", and close the group with "::::".';

export function remarkTabs() {
  return (tree: Root, file: VFile) => {
    // Ids are numbered per document; the prefix keeps them apart from heading ids.
    let group = 0;
    visit(tree, 'containerDirective', (node: ContainerDirective, _index, parent) => {
      if (node.name === 'details') {
        const label = takeLabel(node);
        const summary: Paragraph = { type: 'paragraph', children: label ? label.children : [], data: { hName: 'summary' } };
        node.data = { hName: 'details', hProperties: { className: ['details'] } };
        if (label) node.children.unshift(summary);
        return;
      }
      if (node.name === 'tab' && (parent?.type !== 'containerDirective' || (parent as ContainerDirective).name !== 'tabs')) {
        fail(file, node, '":::tab" outside a "::::tabs" block', TABS_SYNTAX);
      }
      if (node.name !== 'tabs') return;
      group += 1;
      const prefix = `tabs-${group}`;
      const panels = node.children.filter((c): c is ContainerDirective => c.type === 'containerDirective' && c.name === 'tab');
      const stray = node.children.find((c) => !(c.type === 'containerDirective' && c.name === 'tab'));
      if (stray) fail(file, node, '"::::tabs" may only contain ":::tab[Label]" blocks', `${TABS_SYNTAX} Move other content into a tab or out of the group.`);
      if (panels.length === 0) fail(file, node, '"::::tabs" without any ":::tab[Label]" block', TABS_SYNTAX);
      const tabs = panels.map((panel, i) => {
        const labelNode = takeLabel(panel);
        const label = labelNode ? toString(labelNode).trim() : '';
        if (!label) fail(file, panel, '":::tab" without a label', 'Give every tab its label in brackets: ":::tab[FunC]".');
        const value = slugValue(panel.attributes?.value ?? label);
        return { panel, label, value, id: `${prefix}-tab-${i + 1}`, panelId: `${prefix}-panel-${i + 1}`, isDefault: typeof panel.attributes?.default === 'string' };
      });
      const seen = new Set<string>();
      for (const t of tabs) {
        if (seen.has(t.value)) fail(file, t.panel, `Two tabs of one group share the value "${t.value}"`, 'Give them different labels or set {value="..."} on one of them.');
        seen.add(t.value);
      }
      const selected = Math.max(0, tabs.findIndex((t) => t.isDefault));
      const groupId = node.attributes?.groupId ?? undefined;
      const buttons: ElementContent[] = tabs.map((t, i): Element => ({
        type: 'element',
        tagName: 'button',
        properties: { type: 'button', role: 'tab', id: t.id, className: ['tabs-tab'], ariaSelected: i === selected ? 'true' : 'false', ariaControls: [t.panelId], tabIndex: i === selected ? 0 : -1, dataValue: t.value },
        children: [{ type: 'text', value: t.label }],
      }));
      const list: Paragraph = { type: 'paragraph', children: [], data: { hName: 'div', hProperties: { className: ['tabs-list'], role: 'tablist' }, hChildren: buttons } };
      tabs.forEach((t, i) => {
        t.panel.data = {
          hName: 'div',
          // data-label lets the no-JS stylesheet caption each panel, since the tab buttons need JS.
          hProperties: { className: ['tabs-panel'], role: 'tabpanel', id: t.panelId, ariaLabelledBy: [t.id], tabIndex: 0, dataValue: t.value, dataLabel: t.label, ...(i === selected ? {} : { hidden: true }) },
        };
      });
      const queryKey = node.attributes?.queryString ?? undefined;
      node.data = { hName: 'div', hProperties: { className: ['tabs'], ...(groupId ? { dataGroup: slugValue(groupId) } : {}), ...(queryKey ? { dataQuery: queryKey } : {}) } };
      node.children = [list, ...panels];
    });
  };
}
