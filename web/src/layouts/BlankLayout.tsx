import { Outlet, useLocation } from 'react-router-dom';
import { PageSkeleton } from '../routing/page.js';
import { PageBoundary } from '../routing/PageBoundary.js';
import { Notifications } from '../shell/Notifications.js';
import { usePageViews, useScrollRules } from '../shell/useNavigationEffects.js';
import { ShellHead } from './ShellHead.js';
import { CheckoutHeader, SkipLink } from './parts.js';
import { ShellContext, useShellQuery } from './useShell.js';
import './Layout.css';

/** Spec 2.3 blank layout (payment result and return): notifications and the simple checkout header only. */
export function BlankLayout() {
  const shell = useShellQuery();
  const location = useLocation();
  useScrollRules();
  usePageViews();
  return (
    <ShellContext.Provider value={shell}>
      <div className="layout layout--blank">
        <SkipLink />
        <CheckoutHeader />
        <main id="main" className="layout__main" tabIndex={-1}>
          <PageBoundary resetKey={location.pathname} skeleton={<PageSkeleton />}>
            <Outlet />
          </PageBoundary>
        </main>
        <Notifications />
        <ShellHead />
      </div>
    </ShellContext.Provider>
  );
}
