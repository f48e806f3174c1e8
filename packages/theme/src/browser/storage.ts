// localStorage that never throws. Storage can be missing or blocked (privacy settings, sandboxed iframes,
// some private modes): then every read is empty, every write is dropped, and one warning says why, once
// per page, instead of one error per access breaking the feature that touched it.
let warned = false;

function warnOnce(error: unknown): void {
  if (warned) return;
  warned = true;
  console.warn('tondocs: browser storage (localStorage) is not available, so preferences will not be remembered. Possible reasons: strict privacy settings, a private window or a sandboxed iframe.', error);
}

function storage(): Storage | null {
  try {
    // The getter itself throws when storage is blocked, so even reaching it must be guarded.
    if (typeof window === 'undefined') return null;
    return window.localStorage ?? null;
  } catch (e) {
    warnOnce(e);
    return null;
  }
}

export function readStorage(key: string): string | null {
  const s = storage();
  if (!s) return null;
  try {
    return s.getItem(key);
  } catch (e) {
    warnOnce(e);
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  const s = storage();
  if (!s) return;
  try {
    s.setItem(key, value);
  } catch (e) {
    // A full quota looks the same to the reader as blocked storage: the preference is not kept.
    warnOnce(e);
  }
}

export function removeStorage(key: string): void {
  const s = storage();
  if (!s) return;
  try {
    s.removeItem(key);
  } catch (e) {
    warnOnce(e);
  }
}
