// @jsxRuntime automatic (library code: JSX must not depend on the consuming project's tsconfig)
import { useRuntime, useStrings } from '../context.tsx';
import { MoonIcon, SunIcon } from './Icons.tsx';

/**
 * Both icons are rendered; CSS shows the one for the current [data-theme], so the server markup is the
 * same whatever the stored mode is and hydration never mismatches.
 */
export function ColorModeToggle() {
  const s = useStrings();
  const { toggleColorMode } = useRuntime();
  return (
    <button type="button" className="navbar-icon-button color-mode-toggle" onClick={toggleColorMode} aria-label={s.colorModeToggle} title={s.colorModeToggle}>
      <SunIcon />
      <MoonIcon />
    </button>
  );
}
