// The buttons of code blocks (copy, word wrap): one delegated listener for the whole document, so the
// static HTML of a doc needs no hydration and blocks added by client navigation just work.
import type { Catalogue } from '@tondocs/theme';
import { markScrollables } from './scrollables.ts';
import { editorSources } from './playground/sources.ts';

const COPIED_FOR_MS = 2000;

/**
 * The doc body is rendered once per Markdown file at build time, without the page's UI catalogue, so its
 * button labels are set here from the catalogue of the page (idempotent; runs after each navigation).
 */
function labelButtons(root: ParentNode, strings: Catalogue): void {
  for (const b of root.querySelectorAll<HTMLButtonElement>('.code-block [data-copy]:not([data-state])')) {
    b.setAttribute('aria-label', strings.copyCode);
    b.title = strings.copy;
    b.dataset.copiedLabel = strings.copied;
  }
  for (const b of root.querySelectorAll<HTMLButtonElement>('.code-block [data-wrap]')) {
    b.setAttribute('aria-label', strings.wordWrap);
    b.title = strings.wordWrap;
  }
}

/** Labels (when the page's catalogue is given) and measures the code blocks under `root`. */
export function enhanceCodeBlocks(root: ParentNode, strings: Catalogue | null): void {
  if (strings) labelButtons(root, strings);
  markScrollables(root);
}

/** The label and title a copy button had before it said "copied", and the timer that will restore them. */
const copiedState = new WeakMap<HTMLButtonElement, { label: string; title: string; timer: number }>();

function copy(button: HTMLButtonElement): void {
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

function toggleWrap(button: HTMLButtonElement): void {
  const block = button.closest<HTMLElement>('.code-block');
  if (!block) return;
  const on = !block.classList.contains('code-block--wrap');
  block.classList.toggle('code-block--wrap', on);
  button.setAttribute('aria-pressed', on ? 'true' : 'false');
}

export function installCodeBlocks(): void {
  document.addEventListener('click', (e) => {
    const button = (e.target as Element | null)?.closest?.('.code-block [data-copy], .code-block [data-wrap]');
    if (!(button instanceof HTMLButtonElement)) return;
    if (button.hasAttribute('data-copy')) copy(button);
    else toggleWrap(button);
  });
  // Whether a block scrolls depends on the width: measure again when it changes (once per frame).
  let frame = 0;
  window.addEventListener('resize', () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      markScrollables(document);
    });
  });
}
