// The current text of mounted editors, for the copy button (an editor has no <code> to read).
export const editorSources = new WeakMap<Element, () => string>();
