import type { ReactNode } from 'react';
import { ShellPart } from './ShellBoundary.js';
import { useShellData, useShellHandle } from './useShell.js';
import type { ShellData } from './useShell.js';

function Reader({ render }: { render: (data: ShellData) => ReactNode }) {
  return render(useShellData());
}

/**
 * Renders `render(shellData)` once the shell query has answered, `fallback` until then, and on
 * failure `failed` (the part's own message, spec 8) or else `fallback`.
 */
export function ShellDataPart({
  fallback,
  failed,
  render,
}: {
  fallback: ReactNode;
  failed?: ReactNode;
  render: (data: ShellData) => ReactNode;
}) {
  const { onError, resetKey } = useShellHandle();
  return (
    <ShellPart fallback={fallback} failed={failed} onError={onError} resetKey={resetKey}>
      <Reader render={render} />
    </ShellPart>
  );
}
