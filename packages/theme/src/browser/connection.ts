// Whether the reader's connection allows loading things ahead of need (spec §3): not when saving data or on 2G.
// Shared by the runtime's route prefetch and the search button's idle preload. Browser-only.

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

export function prefetchAllowed(): boolean {
  const conn = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (!conn) return true;
  return !conn.saveData && !/2g/.test(conn.effectiveType ?? '');
}
