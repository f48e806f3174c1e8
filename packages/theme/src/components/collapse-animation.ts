// The height animation of a sidebar category opening or closing (Sidebar.tsx loads it when the pointer or
// focus reaches the tree, not with the page).

/** The animation's duration in ms: grows with the content height (as Docusaurus does), capped at 1 s. */
export function animationDuration(height: number): number {
  if (!height) return 0;
  const constant = height / 36;
  return Math.min(Math.round((4 + 15 * constant ** 0.25 + constant / 5) * 10), 1000);
}

/** Animates `el` open or closed; `onClosed` once it is closed. Returns the cleanup. */
export function animateHeight(el: HTMLElement, collapsed: boolean, onClosed: () => void): () => void {
  const full = el.scrollHeight;
  el.style.transition = `height ${animationDuration(full)}ms ease-in-out`;
  if (collapsed) {
    el.style.height = `${full}px`;
    requestAnimationFrame(() => {
      el.style.height = '0px';
    });
  } else {
    el.style.height = '0px';
    requestAnimationFrame(() => {
      el.style.height = `${full}px`;
    });
  }
  const done = () => {
    el.style.transition = '';
    if (!collapsed) el.style.height = '';
    else onClosed();
  };
  el.addEventListener('transitionend', done, { once: true });
  return () => el.removeEventListener('transitionend', done);
}
