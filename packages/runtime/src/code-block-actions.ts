// The copy button of a code block (code-blocks.ts loads this on the first click on one).
import { editorSources } from './playground/sources.ts';

const COPIED_FOR_MS = 2000;

/** The label and title a copy button had before it said "copied", and the timer that will restore them. */
const copiedState = new WeakMap<HTMLButtonElement, { label: string; title: string; timer: number }>();

export function copy(button: HTMLButtonElement): void {
  const block = button.closest('.code-block');
  const editor = block ? editorSources.get(block) : undefined;
  const code = block?.querySelector('code');
  if (!editor && !code) return;
  // Line numbers are CSS content, so innerText is exactly the code; a live block copies what was typed.
  const text = editor ? editor() : code!.innerText.replace(/\n$/, '');
  void navigator.clipboard?.writeText(text).then(() => {
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
  });
}
