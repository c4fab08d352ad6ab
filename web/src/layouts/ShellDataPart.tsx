import type { ReactNode } from 'react';
import { ShellPart } from './ShellBoundary.js';
import { useShellData, useShellHandle } from './useShell.js';
import type { ShellData } from './useShell.js';

function Reader({ render }: { render: (data: ShellData) => ReactNode }) {
  return render(useShellData());
}

/** Renders `render(shellData)` once the shell query has answered, `fallback` until then or on failure. */
export function ShellDataPart({
  fallback,
  render,
}: {
  fallback: ReactNode;
  render: (data: ShellData) => ReactNode;
}) {
  const { onError, resetKey } = useShellHandle();
  return (
    <ShellPart fallback={fallback} onError={onError} resetKey={resetKey}>
      <Reader render={render} />
    </ShellPart>
  );
}
