// The "copied" state of a code block's copy button (code-blocks.ts loads this once a copy succeeded).

const COPIED_FOR_MS = 2000;

/** The label and title a copy button had before it said "copied", and the timer that will restore them. */
const copiedState = new WeakMap<HTMLButtonElement, { label: string; title: string; timer: number }>();

/** The button says "copied" for a moment (the code is on the clipboard already). */
export function showCopied(button: HTMLButtonElement): void {
  // A second click while "copied" shows keeps the original texts to go back to.
  const previous = copiedState.get(button);
  if (previous) window.clearTimeout(previous.timer);
  const label = previous?.label ?? button.getAttribute('aria-label') ?? '';
  const title = previous?.title ?? button.title;
  const copied = button.dataset.copiedLabel ?? label;
  button.dataset.state = 'copied';
  button.setAttribute('aria-label', copied);
  button.title = copied;
  const timer = window.setTimeout(() => {
    copiedState.delete(button);
    delete button.dataset.state;
    button.setAttribute('aria-label', label);
    button.title = title;
  }, COPIED_FOR_MS);
  copiedState.set(button, { label, title, timer });
}
