// @jsxRuntime automatic (library code: JSX must not depend on the consuming project's tsconfig)
import { useEffect, useState } from 'react';
import { useStrings } from '../context.tsx';
import type { TocEntry } from '../types.ts';

/** Headings of levels 2–3; the one being read is highlighted as the reader scrolls. */
export function TOC({ toc }: { toc: TocEntry[] }) {
  const s = useStrings();
  const active = useActiveHeading(toc);
  if (toc.length === 0) return null;
  return (
    <nav className="toc" aria-label={s.onThisPage}>
      <p className="toc-title">{s.onThisPage}</p>
      <ul>
        {toc.map((h) => (
          <li key={h.id} className={`toc-item toc-depth-${h.depth}`}>
            <a href={`#${h.id}`} className={active === h.id ? 'toc-link toc-link--active' : 'toc-link'}>
              {h.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The last heading whose top has passed a line just under the navbar. */
function useActiveHeading(toc: TocEntry[]): string | undefined {
  const [active, setActive] = useState<string>();
  useEffect(() => {
    if (toc.length === 0) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const line = 90;
      let current: string | undefined = toc[0]?.id;
      for (const h of toc) {
        const el = document.getElementById(h.id);
        if (!el) continue;
        if (el.getBoundingClientRect().top <= line) current = h.id;
        else break;
      }
      if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2) current = toc[toc.length - 1]?.id;
      setActive(current);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [toc]);
  return active;
}
