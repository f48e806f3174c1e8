// @jsxRuntime automatic (library code: JSX must not depend on the consuming project's tsconfig)
import { Children, cloneElement, isValidElement, type ReactNode } from 'react';
import { useStrings } from '../context.tsx';
import type { CodeBlockProps } from '../overrides.tsx';

/**
 * A highlighted block rendered at build time. Its buttons work through event delegation in the runtime
 * (data-copy, data-wrap), so code blocks need no hydration and no JS per block. The wrap button shows
 * only where it does something: when the code scrolls sideways, or is wrapped (the runtime marks both).
 */
export function CodeBlock({ language, title, lineNumbers, live, children }: CodeBlockProps) {
  const block = <StaticBlock language={language} title={title} lineNumbers={lineNumbers}>{children}</StaticBlock>;
  return live ? <Playground lang={live}>{block}</Playground> : block;
}

/**
 * A `live` block: the highlighted code, which the runtime turns into an editor, a Run button and the result
 * area. Without JS the code and the hint stay readable; the button is enabled by the runtime.
 */
function Playground({ lang, children }: { lang: string; children: ReactNode }) {
  const s = useStrings().playground;
  return (
    <div className="playground" data-live={lang}>
      <div className="playground-header">
        <span className="playground-title">{s.title}</span>
        <span className="playground-actions">
          <button type="button" className="playground-button playground-reset" data-live-reset="" hidden>
            {s.reset}
          </button>
          <button type="button" className="playground-button playground-run" data-live-run="" disabled>
            <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
              <path fill="currentColor" d="M8 5v14l11-7L8 5Z" />
            </svg>
            {s.run}
          </button>
        </span>
      </div>
      {children}
      <div className="playground-result">
        <div className="playground-result-title">{s.result}</div>
        <output className="playground-output" aria-live="polite">
          <span className="playground-hint">{s.hint}</span>
        </output>
      </div>
    </div>
  );
}

function StaticBlock({ language, title, lineNumbers, children }: { language?: string; title?: string; lineNumbers?: string; children?: ReactNode }) {
  const strings = useStrings();
  return (
    <div className={`code-block${lineNumbers ? ' code-block--numbered' : ''}`} data-language={language}>
      {title ? <div className="code-block-title">{title}</div> : null}
      <div className="code-block-body">
        {focusablePre(children)}
        <div className="code-block-buttons">
          <button type="button" className="code-block-button code-block-wrap" data-wrap="" aria-pressed="false" aria-label={strings.wordWrap} title={strings.wordWrap}>
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
              <path fill="currentColor" d="M4 19h6v-2H4v2zM20 5H4v2h16V5zm-3 6H4v2h13.25c1.1 0 2 .9 2 2s-.9 2-2 2H15v-2l-3 3 3 3v-2h2c2.21 0 4-1.79 4-4s-1.79-4-4-4z" />
            </svg>
          </button>
          <button type="button" className="code-block-button code-block-copy" data-copy="" aria-label={strings.copyCode} title={strings.copy} data-copied-label={strings.copied}>
            <svg className="code-block-copy-icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
              <path fill="currentColor" d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1Zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2Zm0 16H8V7h11v14Z" />
            </svg>
            <svg className="code-block-copied-icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
              <path fill="currentColor" d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2Z" />
            </svg>
          </button>
        </div>
      </div>
    </div>
  );
}

/** Code that scrolls sideways must be reachable by keyboard: the <pre> takes focus (arrow keys scroll it). */
export function focusablePre(children: ReactNode): ReactNode {
  return Children.map(children, (child) => (isValidElement<{ tabIndex?: number }>(child) && child.type === 'pre' ? cloneElement(child, { tabIndex: 0 }) : child));
}
