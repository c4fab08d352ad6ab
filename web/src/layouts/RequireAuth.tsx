import { Redirect } from '../routing/Redirect.js';
import { Outlet, useLocation } from 'react-router-dom';
import { catalogHref, useCatalog, useHref } from '../routing/catalog.js';
import { PageSkeleton } from '../routing/page.js';
import { ShellPart } from './ShellBoundary.js';
import { useShellData, useShellHandle } from './useShell.js';
import { guardDecision } from '../auth/guard.js';

function Guard() {
  const { viewer } = useShellData();
  const { catalog, locale } = useCatalog();
  const href = useHref();
  const { pathname, search } = useLocation();
  const prefix = catalogHref(catalog, locale);
  const path = (pathname.startsWith(prefix) ? pathname.slice(prefix.length) : pathname) + search;
  const decision = guardDecision(path, {
    isAuthenticated: viewer.isAuthenticated,
    cartLineCount: viewer.customer?.cartLineCount ?? 0,
  });
  if (decision.action === 'redirect') return <Redirect to={href(decision.to)} />;
  return <Outlet />;
}

/**
 * Route element around the pages that need a signed-in customer (spec 2.2 / 6: account, checkout,
 * payment result and return) and the checkout login: waits for the viewer of the shell query, then
 * lets through or sends elsewhere (see `guardDecision`).
 */
export function RequireAuth() {
  const { onError, resetKey } = useShellHandle();
  return (
    <ShellPart fallback={<PageSkeleton />} onError={onError} resetKey={resetKey}>
      <Guard />
    </ShellPart>
  );
}
