// @jsxRuntime automatic (library code: JSX must not depend on the consuming project's tsconfig)
import { Children, isValidElement, type ReactNode } from 'react';
import { useStrings } from '../context.tsx';
import type { AdmonitionProps } from '../overrides.tsx';

const ICONS: Record<string, string> = {
  note: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-6h2v6Zm0-8h-2V7h2v2Z',
  info: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-6h2v6Zm0-8h-2V7h2v2Z',
  tip: 'M9 21h6v-1H9v1Zm3-19a7 7 0 0 0-4 12.7V17h8v-2.3A7 7 0 0 0 12 2Z',
  warning: 'M1 21h22L12 2 1 21Zm12-3h-2v-2h2v2Zm0-4h-2v-4h2v4Z',
  caution: 'M1 21h22L12 2 1 21Zm12-3h-2v-2h2v2Zm0-4h-2v-4h2v4Z',
  danger: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-2h2v2Zm0-4h-2V7h2v6Z',
};

/** A title with Markdown in it (":::info **Read this**"): the first child of the admonition, shown as its heading. */
export function AdmonitionTitle({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

/** Rendered at build time from ":::kind[title]" blocks. */
export function Admonition({ kind = 'note', title, children }: AdmonitionProps) {
  const strings = useStrings();
  const defaultTitle = strings.admonitions[kind as keyof typeof strings.admonitions] ?? kind;
  const all = Children.toArray(children);
  const rich = all.find((c) => isValidElement(c) && c.type === AdmonitionTitle);
  if (rich) children = all.filter((c) => c !== rich);
  return (
    <aside className={`admonition admonition-${kind}`}>
      <p className="admonition-heading">
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path fill="currentColor" d={ICONS[kind] ?? ICONS.note} />
        </svg>
        {rich ?? title ?? defaultTitle}
      </p>
      <div className="admonition-content">{children}</div>
    </aside>
  );
}
