// @jsxRuntime automatic (library code: JSX must not depend on the consuming project's tsconfig)
import type { ReactNode } from 'react';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { PageCrash } from './PageCrash.tsx';

/** A route's content that crashes shows PageCrash with a retry instead of taking the whole page down. */
export function CrashGuard({ children }: { children: ReactNode }) {
  return <ErrorBoundary fallback={(error, reset) => <PageCrash error={error} onRetry={reset} />}>{children}</ErrorBoundary>;
}
