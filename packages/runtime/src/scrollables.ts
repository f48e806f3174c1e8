// Boxes of the doc body that may scroll sideways (code blocks, wide tables) are measured after each
// navigation and on resize: a code block that scrolls shows its wrap button, a table box that scrolls
// becomes keyboard-focusable (so arrow keys can scroll it) without making every small table a tab stop.
//
// Every box is measured before any is marked: a mark changes the layout (the wrap button appears), so
// measuring and marking in turn laid the page out again for each block (tens of ms on a long code page).
export function markScrollables(root: ParentNode): void {
  const blocks: [HTMLElement, boolean][] = [];
  for (const block of root.querySelectorAll<HTMLElement>('.code-block')) {
    const pre = block.querySelector('pre');
    // A block in a hidden tab panel measures 0: it is measured again when its tab is shown.
    if (!pre || pre.clientWidth === 0) continue;
    blocks.push([block, pre.scrollWidth > pre.clientWidth + 1]);
  }
  const boxes: [HTMLElement, boolean][] = [];
  for (const box of root.querySelectorAll<HTMLElement>('.table-wrapper')) {
    if (box.clientWidth === 0) continue;
    boxes.push([box, box.scrollWidth > box.clientWidth + 1]);
  }
  for (const [block, scrolls] of blocks) if (block.hasAttribute('data-scrollable') !== scrolls) block.toggleAttribute('data-scrollable', scrolls);
  for (const [box, scrolls] of boxes) {
    if (scrolls) box.tabIndex = 0;
    else box.removeAttribute('tabindex');
  }
}
