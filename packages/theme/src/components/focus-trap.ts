// Keeps Tab and Shift+Tab inside a modal (search dialog, mobile menu): the page behind is out of reach.

const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex]';

/** Elements of `container` that Tab can reach now: enabled, not tabindex=-1, and rendered (not in a closed menu). */
export function tabbables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.hasAttribute('disabled') && el.tabIndex >= 0 && el.getClientRects().length > 0,
  );
}

/** On Tab from the last element (or Shift+Tab from the first) focus wraps around instead of leaving. */
export function keepTabInside(e: { key: string; shiftKey: boolean; preventDefault: () => void }, container: HTMLElement | null): void {
  if (e.key !== 'Tab' || !container) return;
  const focusable = tabbables(container);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) {
    e.preventDefault();
    return;
  }
  const active = document.activeElement;
  const inside = active instanceof Node && container.contains(active);
  if (e.shiftKey && (active === first || !inside)) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && (active === last || !inside)) {
    e.preventDefault();
    first.focus();
  }
}
