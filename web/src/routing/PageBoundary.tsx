import { Component, useEffect, useState } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import type { LoadFailureKey } from './LoadFailure.js';
import { useT } from '../i18n/index.js';
import { Suspense } from './hydration.js';
import { CHUNK_TIMEOUT_MS } from './lazy.js';

/**
 * How long a page may stay in its skeleton before it shows its error and a retry (issue 35). Its
 * code fails after spec 9's chunk timeout and its data after the network layer's query timeout;
 * this bound catches whatever else would leave a shopper before an endless skeleton.
 */
export const PAGE_STALL_MS = CHUNK_TIMEOUT_MS + 5_000;

/** A page still loading after `PAGE_STALL_MS`. */
export class PageStalled extends Error {
  constructor() {
    super('page still loading after its time');
    this.name = 'PageStalled';
  }
}

/**
 * The Suspense fallback's guard: shows `children` (the skeleton), then throws `PageStalled` to the
 * error boundary above the Suspense once `ms` have gone by. A page that arrives unmounts it first.
 */
export function StallGuard({ ms, children }: { ms: number; children: ReactNode }) {
  const [stalled, setStalled] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setStalled(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  if (stalled) throw new PageStalled();
  return children;
}

class PageErrorBoundary extends Component<{ children: ReactNode; fallback: () => ReactNode }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('page failed', error, info.componentStack);
  }
  override render() {
    return this.state.failed ? this.props.fallback() : this.props.children;
  }
}

/** A page's error: what could not be loaded when the page names it (spec 8), else the general one. */
export function PageFailed({ retry, failure }: { retry: () => void; failure?: LoadFailureKey | undefined }) {
  const t = useT();
  return (
    <section className="page-failed" role="alert">
      <p>{t(failure ? `errors.load.${failure}` : 'errors.page')}</p>
      <button type="button" className="button" onClick={retry}>
        {t('errors.retry')}
      </button>
    </section>
  );
}

/**
 * A page's skeleton while its code or data loads, and its error with a retry when either fails or
 * stalls. `resetKey` starts it afresh (another page); `onRetry` drops what the failed attempt left
 * (a page's query) before the page renders again.
 */
export function PageBoundary({
  resetKey,
  skeleton,
  onRetry,
  stallMs = PAGE_STALL_MS,
  failure,
  children,
}: {
  resetKey: string;
  skeleton: ReactNode;
  failure?: LoadFailureKey | undefined;
  onRetry?: () => void;
  stallMs?: number;
  children: ReactNode;
}) {
  const [attempt, setAttempt] = useState(0);
  return (
    <PageErrorBoundary
      key={`${resetKey}:${attempt}`}
      fallback={() => (
        <PageFailed
          failure={failure}
          retry={() => {
            onRetry?.();
            setAttempt((n) => n + 1);
          }}
        />
      )}
    >
      <Suspense fallback={<StallGuard ms={stallMs}>{skeleton}</StallGuard>}>{children}</Suspense>
    </PageErrorBoundary>
  );
}
