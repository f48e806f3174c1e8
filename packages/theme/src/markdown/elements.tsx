// @jsxRuntime automatic (library code: JSX must not depend on the consuming project's tsconfig)
import type { AnchorHTMLAttributes, HTMLAttributes, ReactNode, TableHTMLAttributes } from 'react';

import { useStrings } from '../context.tsx';

const EXTERNAL = /^(https?:)?\/\//;

/** External links open in a new tab, without giving the opened page access to ours. */
export function MdLink({ href = '', children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (EXTERNAL.test(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}

function heading(Tag: 'h2' | 'h3' | 'h4' | 'h5' | 'h6') {
  return function Heading({ id, children, ...rest }: HTMLAttributes<HTMLHeadingElement> & { children?: ReactNode }) {
    const strings = useStrings();
    return (
      <Tag id={id} {...rest}>
        {children}
        {id ? (
          <a className="hash-link" href={`#${id}`} aria-label={strings.headingLink}>
            #
          </a>
        ) : null}
      </Tag>
    );
  };
}

/** Wide tables scroll inside their own box instead of widening the page. */
export function MdTable(props: TableHTMLAttributes<HTMLTableElement>) {
  return (
    <div className="table-wrapper">
      <table {...props} />
    </div>
  );
}

export const MdH2 = heading('h2');
export const MdH3 = heading('h3');
export const MdH4 = heading('h4');
export const MdH5 = heading('h5');
export const MdH6 = heading('h6');
