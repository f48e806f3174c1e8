// @jsxRuntime automatic (library code: JSX must not depend on the consuming project's tsconfig)
import type { AnchorHTMLAttributes } from 'react';

const EXTERNAL = /^(https?:)?\/\/|^mailto:/;

/** Internal links are plain anchors (the runtime intercepts them); external ones open in a new tab. */
export function Link({ href = '', children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const external = EXTERNAL.test(href) && !href.startsWith('mailto:');
  return (
    <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
      {children}
    </a>
  );
}
