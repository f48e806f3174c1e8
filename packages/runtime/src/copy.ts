// Copy buttons of code blocks: one delegated listener for the whole document.
export function installCodeCopy(): void {
  document.addEventListener('click', (e) => {
    const button = (e.target as Element | null)?.closest?.('[data-copy]');
    if (!(button instanceof HTMLButtonElement)) return;
    const code = button.closest('.code-block')?.querySelector('code');
    if (!code) return;
    // Line numbers are CSS content, so innerText is exactly the code.
    void navigator.clipboard?.writeText(code.innerText.replace(/\n$/, '')).then(() => {
      const label = button.title;
      button.dataset.state = 'copied';
      button.title = button.dataset.copiedLabel ?? label;
      window.setTimeout(() => {
        delete button.dataset.state;
        button.title = label;
      }, 2000);
    });
  });
}
