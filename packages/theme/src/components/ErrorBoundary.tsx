// @jsxRuntime automatic (library code: JSX must not depend on the consuming project's tsconfig)
import { Component, type ReactNode } from 'react';

interface Props {
  /** Rendered instead of the children after a crash; `reset` re-renders them. */
  fallback: (error: Error, reset: () => void) => ReactNode;
  children?: ReactNode;
}

export class ErrorBoundary extends Component<Props, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  reset = () => this.setState({ error: null });

  override render() {
    return this.state.error ? this.props.fallback(this.state.error, this.reset) : this.props.children;
  }
}
