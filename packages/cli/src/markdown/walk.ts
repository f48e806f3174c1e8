// A plain depth-first walk for read-only passes. unist-util-visit renames its visitor function on every node
// (for readable stack traces), which showed up as a tenth of the Markdown stage on large builds.
interface AnyNode {
  type: string;
  children?: AnyNode[];
}

export function walk<T extends AnyNode>(node: T, fn: (node: T) => void): void {
  fn(node);
  const children = node.children as T[] | undefined;
  if (children) for (let i = 0; i < children.length; i++) walk(children[i]!, fn);
}
