// Boxes of the doc body that may scroll sideways (code blocks, wide tables) are measured after each
// navigation and on resize: a code block that scrolls shows its wrap button, a table box that scrolls
// becomes keyboard-focusable (so arrow keys can scroll it) without making every small table a tab stop.
export function markScrollables(root: ParentNode): void {
  for (const block of root.querySelectorAll<HTMLElement>('.code-block')) {
    const pre = block.querySelector('pre');
    // A block in a hidden tab panel measures 0: it is measured again when its tab is shown.
    if (!pre || pre.clientWidth === 0) continue;
    block.toggleAttribute('data-scrollable', pre.scrollWidth > pre.clientWidth + 1);
  }
  for (const box of root.querySelectorAll<HTMLElement>('.table-wrapper')) {
    if (box.clientWidth === 0) continue;
    if (box.scrollWidth > box.clientWidth + 1) box.tabIndex = 0;
    else box.removeAttribute('tabindex');
  }
}
