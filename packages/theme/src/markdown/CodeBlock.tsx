// @jsxRuntime automatic (library code: JSX must not depend on the consuming project's tsconfig)
import type { ReactNode } from 'react';
import { useStrings } from '../context.tsx';

/**
 * A highlighted block rendered at build time. The copy button works through event delegation in the
 * runtime (data-copy), so code blocks need no hydration and no JS per block.
 */
export function CodeBlock({ language, title, lineNumbers, children }: { language?: string; title?: string; lineNumbers?: string; children?: ReactNode }) {
  const strings = useStrings();
  return (
    <div className={`code-block${lineNumbers ? ' code-block--numbered' : ''}`} data-language={language}>
      {title ? <div className="code-block-title">{title}</div> : null}
      <div className="code-block-body">
        {children}
        <button type="button" className="code-block-copy" data-copy="" aria-label={strings.copyCode} title={strings.copy} data-copied-label={strings.copied}>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path fill="currentColor" d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1Zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2Zm0 16H8V7h11v14Z" />
          </svg>
        </button>
      </div>
    </div>
  );
}
