// Live playgrounds: the editor is a separate chunk, loaded when a live block comes near the viewport, so
// other pages, and readers who never scroll to the example, pay nothing for it. The runner loads on Run.
import type { Catalogue } from '@tondocs/theme';

export interface PlaygroundSetup {
  /** URL of the runner worker script (built by the CLI). */
  workerUrl: string;
  strings: Catalogue['playground'];
}

export function enhancePlaygrounds(root: ParentNode, setup: PlaygroundSetup | null): void {
  if (!setup) return;
  const blocks = [...root.querySelectorAll<HTMLElement>('.playground:not([data-mounted])')];
  if (blocks.length === 0) return;
  const mount = (block: HTMLElement) => {
    block.dataset.mounted = 'pending';
    void import('./mount.ts').then(
      (m) => m.mountPlayground(block, setup),
      () => delete block.dataset.mounted,
    );
  };
  if (typeof IntersectionObserver === 'undefined') return blocks.forEach(mount);
  const observer = new IntersectionObserver(
    (entries) => {
      for (const e of entries) {
        if (!e.isIntersecting) continue;
        observer.unobserve(e.target);
        mount(e.target as HTMLElement);
      }
    },
    { rootMargin: '400px 0px' },
  );
  for (const b of blocks) {
    b.dataset.mounted = 'waiting';
    observer.observe(b);
  }
}
