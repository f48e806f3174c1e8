// @jsxRuntime automatic (library code: JSX must not depend on the consuming project's tsconfig)
import { Children, cloneElement, isValidElement, type AnchorHTMLAttributes, type HTMLAttributes, type LiHTMLAttributes, type ReactNode, type TableHTMLAttributes, type ThHTMLAttributes } from 'react';

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

/** Wide tables scroll inside their own box instead of widening the page (the runtime makes a box that
 * really scrolls keyboard-focusable). */
export function MdTable(props: TableHTMLAttributes<HTMLTableElement>) {
  return (
    <div className="table-wrapper">
      <table {...props} />
    </div>
  );
}

/** An empty header cell (the corner of a comparison table) heads nothing: it is an ordinary cell. */
export function MdTh({ children, ...rest }: ThHTMLAttributes<HTMLTableCellElement>) {
  const empty = Children.toArray(children).every((c) => typeof c === 'string' && c.trim() === '');
  return empty ? <td {...rest} /> : <th {...rest}>{children}</th>;
}

const BLOCKS = new Set(['p', 'ul', 'ol', 'div', 'pre', 'table', 'blockquote', 'aside', 'details', 'hr', 'h2', 'h3', 'h4', 'h5', 'h6']);

/**
 * A GFM task item ("- [x] done"): its checkbox and the item's text go into one <label>, so that a screen
 * reader says what is done, not just "checkbox, checked".
 */
export function MdLi({ className, children, ...rest }: LiHTMLAttributes<HTMLLIElement>) {
  const task = className?.split(' ').includes('task-list-item');
  return (
    <li className={className} {...rest}>
      {task ? labelTask(children) : children}
    </li>
  );
}

/** Wraps the checkbox and the inline content after it (tight list), or inside the first paragraph (loose list). */
function labelTask(children: ReactNode): ReactNode {
  const nodes = Children.toArray(children);
  const first = nodes[0];
  if (isValidElement<{ children?: ReactNode }>(first) && first.type === 'p') {
    return [cloneElement(first, {}, labelTask(first.props.children)), ...nodes.slice(1)];
  }
  const end = nodes.findIndex((n) => isValidElement(n) && typeof n.type === 'string' && BLOCKS.has(n.type));
  const inline = end === -1 ? nodes : nodes.slice(0, end);
  const rest = end === -1 ? [] : nodes.slice(end);
  return [<label key="task-label" className="task-list-label">{inline}</label>, ...rest];
}

export const MdH2 = heading('h2');
export const MdH3 = heading('h3');
export const MdH4 = heading('h4');
export const MdH5 = heading('h5');
export const MdH6 = heading('h6');
