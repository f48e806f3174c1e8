// @jsxRuntime automatic (library code: JSX must not depend on the consuming project's tsconfig)
import { useSite, useStrings } from '../context.tsx';
import { Link } from './Link.tsx';

export function NotFound() {
  const s = useStrings();
  const site = useSite();
  return (
    <div className="not-found">
      <h1>{s.notFoundTitle}</h1>
      <p>{s.notFoundText}</p>
      <p>
        <Link className="button button--primary" href={site.base}>
          {s.notFoundHome}
        </Link>
      </p>
    </div>
  );
}
