// The buttons of code blocks (copy, word wrap): one delegated listener for the whole document, so the
// static HTML of a doc needs no hydration and blocks added by client navigation just work. The copy
// button's "copied" state is a small chunk of its own (code-block-actions.ts).
import type { Catalogue } from '@tondocs/theme';
import { markScrollables } from './scrollables.ts';
import { editorSources } from './playground/sources.ts';

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

function toggleWrap(button: HTMLButtonElement): void {
  const block = button.closest<HTMLElement>('.code-block');
  if (!block) return;
  const on = !block.classList.contains('code-block--wrap');
  block.classList.toggle('code-block--wrap', on);
  button.setAttribute('aria-pressed', on ? 'true' : 'false');
}

/**
 * Writes the block's code to the clipboard within the click (Safari accepts a write only there); the
 * button's "copied" state is a small chunk, loaded once a copy succeeded.
 */
function copy(button: HTMLButtonElement): void {
  const block = button.closest('.code-block');
  const editor = block ? editorSources.get(block) : undefined;
  const code = block?.querySelector('code');
  if (!editor && !code) return;
  // Line numbers are CSS content, so innerText is exactly the code; a live block copies what was typed.
  const text = editor ? editor() : code!.innerText.replace(/\n$/, '');
  void navigator.clipboard?.writeText(text).then(() => import('./code-block-actions.ts')).then((a) => a.showCopied(button));
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
