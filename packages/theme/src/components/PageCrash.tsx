// @jsxRuntime automatic (library code: JSX must not depend on the consuming project's tsconfig)
import { useStrings } from '../context.tsx';

/** The page-level crash box of spec §8: title, error text, and a button that re-renders the page. */
export function PageCrash({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const s = useStrings();
  return (
    <div className="page-crash" role="alert">
      <h1>{s.crashTitle}</h1>
      <p className="page-crash-error">{error.message}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {s.tryAgain}
      </button>
    </div>
  );
}
