// ```bash npm2yarn fences (Docusaurus's npm2yarn plugin): the npm command and its yarn and pnpm forms as
// three synced tabs (groupId "npm2yarn"), built as tab directives for remarkTabs.
import type { Root, Code, RootContent } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import convert from 'npm-to-yarn';

const MANAGERS = ['npm', 'yarn', 'pnpm'] as const;

export function remarkNpm2Yarn() {
  return (tree: Root) => {
    const visit = (children: RootContent[]): void => {
      children.forEach((node, i) => {
        if (node.type === 'code' && /(^|\s)npm2yarn(\s|$)/.test(node.meta ?? '')) children[i] = tabsFor(node);
        else if ('children' in node) visit(node.children as RootContent[]);
      });
    };
    visit(tree.children);
  };
}

function tabsFor(node: Code): ContainerDirective {
  const meta = (node.meta ?? '').replace(/(^|\s)npm2yarn(?=\s|$)/, ' ').trim() || null;
  return {
    type: 'containerDirective',
    name: 'tabs',
    attributes: { groupId: 'npm2yarn' },
    position: node.position,
    children: MANAGERS.map((m) => ({
      type: 'containerDirective',
      name: 'tab',
      attributes: { value: m },
      children: [
        { type: 'paragraph', data: { directiveLabel: true }, children: [{ type: 'text', value: m }] },
        { type: 'code', lang: node.lang, meta, value: m === 'npm' ? node.value : convert(node.value, m), position: node.position },
      ],
    })),
  };
}
