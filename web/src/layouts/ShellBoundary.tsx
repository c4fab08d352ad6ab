import { Component } from 'react';
import { Suspense } from '../routing/hydration.js';
import type { ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** Shown while the shell data loads, and instead of the part when it failed (unless `failed`). */
  fallback: ReactNode;
  /** Shown instead of the part when the shell data failed: a part that names what is missing (spec 8). */
  failed?: ReactNode;
  onError?: () => void;
}

class Boundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error) {
    console.error('shell data failed', error);
    this.props.onError?.();
  }
  override render() {
    return this.state.failed ? (this.props.failed ?? this.props.fallback) : this.props.children;
  }
}

/**
 * A part of the shell that reads the shell query: it never holds the page back (own Suspense) and a
 * failure leaves the part's placeholder, not a broken page (the network layer already told the shopper).
 */
export function ShellPart({ children, fallback, failed, onError, resetKey }: Props & { resetKey?: string }) {
  return (
    <Boundary key={resetKey} fallback={fallback} failed={failed} onError={onError}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </Boundary>
  );
}
