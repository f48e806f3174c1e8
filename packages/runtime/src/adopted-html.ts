/**
 * The server's HTML of `el` as React's innerHTML prop, serialised only if React reads it: hydration in
 * production never does, the first re-render compares it once (the same string on both sides: no DOM
 * write), and a client render after a hydration error rebuilds the content from it (read in the render
 * phase, before React replaces the old nodes). Serialising a long page up front was a long task at load.
 */
export function adoptedHtml(el: Element | null): { readonly __html: string } {
  let html: string | undefined;
  return {
    get __html() {
      return (html ??= el?.innerHTML ?? '');
    },
  };
}
