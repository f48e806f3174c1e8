// What the browser's first load takes from the theme: the frame the runtime hydrates and its helpers. The
// runtime imports these from here, not from the package's index: esbuild assigns whole files to chunks by
// which entry points reach them, so a file the index re-exports (doc and blog pages, ...) would join the
// first load even though only a navigation uses it.
export { Providers, Shell, StaticFooter, TOCSlot, ROUTE_CONTENT_CLASS } from './Shell.tsx';
export { useStrings } from './context.tsx';
export { readStorage, writeStorage, removeStorage } from './browser/storage.ts';
export { prefetchAllowed } from './browser/connection.ts';
