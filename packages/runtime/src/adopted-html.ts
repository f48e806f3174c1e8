/** The page's HTML as a value React can hold: serialised by `toString`, the first time it is needed. */
export interface LazyHtml {
  toString(): string;
}

/**
 * The server's HTML of `el` as React's innerHTML prop, serialised only if React uses the string. Hydration
 * reads `__html` (to learn that the element has no children of its own: a `!= null` check) but never uses
 * it; a later re-render passes the same object (no comparison); a client render after a hydration error
 * assigns it to innerHTML, which calls `toString` (in the render phase, before React replaces the old
 * nodes). Serialising a long page during hydration was milliseconds of the load's longest task.
 */
export function adoptedHtml(el: Element | null): { readonly __html: LazyHtml } {
  let html: string | undefined;
  const lazy: LazyHtml = { toString: () => (html ??= el?.innerHTML ?? '') };
  return { __html: lazy };
}
