// Hydration errors of every React root (the page and each island): surfaced on window for the e2e tests,
// which require none, and logged.
export function recordHydrationError(error: unknown): void {
  const w = window as Window & { __tondocsHydrationErrors?: unknown[] };
  (w.__tondocsHydrationErrors ??= []).push(String(error));
  console.error(error);
}
