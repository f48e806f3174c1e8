// @jsxRuntime automatic (library code: JSX must not depend on the consuming project's tsconfig)
// Snippet and highlight parts as text nodes and <mark> elements: the indexed text never becomes HTML.
export interface Part {
  text: string;
  match: boolean;
}

export function Highlighted({ parts }: { parts: readonly Part[] }) {
  return (
    <>
      {parts.map((p, i) => (p.match ? <mark key={i}>{p.text}</mark> : p.text))}
    </>
  );
}
