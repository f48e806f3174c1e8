// Loads the content's rarer features (content-features.ts: tabs, live code, islands) where the content has
// elements that need them: at start for the server's HTML, before a navigation shows new content, after a
// page module has rendered.
type ContentFeatures = typeof import('./content-features.ts');

/** Elements of the content that need content-features.ts (navigation.tsx looks for the same in HTML). */
export const CONTENT_FEATURES_SELECTOR = '.tabs, .playground, .island[data-island]';
/** Tabs need a chunk of their own. */
export const TABS_SELECTOR = '.tabs';

export const contentFeatures: { loaded: ContentFeatures | null; loading: Promise<ContentFeatures> | null } = { loaded: null, loading: null };

/** The features; with `withTabs`, the tabs' code too. A failed load is tried again next time. */
export function loadContentFeatures(withTabs: boolean): Promise<ContentFeatures> {
  contentFeatures.loading ??= import('./content-features.ts').then(
    (f) => (contentFeatures.loaded = f),
    (e: unknown) => {
      contentFeatures.loading = null;
      throw e;
    },
  );
  return withTabs ? contentFeatures.loading.then((f) => f.loadTabs().then(() => f)) : contentFeatures.loading;
}
