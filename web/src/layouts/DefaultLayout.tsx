import { useEffect, useState } from 'react';
import { Suspense } from '../routing/hydration.js';
import { Outlet, useLocation } from 'react-router-dom';
import { CartPanelHost, openPanelFromCartLink } from '../cart/panel/CartPanelHost.js';
import { useRoutes } from '../routing/routes.js';
import { PageSkeleton } from '../routing/page.js';
import { PageBoundary } from '../routing/PageBoundary.js';
import { Notifications } from '../shell/Notifications.js';
import { usePageViews, useScrollRules } from '../shell/useNavigationEffects.js';
import { BackToTop } from './BackToTop.js';
import { BottomNav } from './BottomNav.js';
import { Footer } from './Footer.js';
import { Header } from './Header.js';
import { MenuSidebar, MenuSidebarLoading } from './MenuSidebar.js';
import { ShellDataPart } from './ShellDataPart.js';
import { ShellHead } from './ShellHead.js';
import { SkipLink } from './parts.js';
import { TopBanner } from './topbanner/loader.js';
import { useShopSettings } from '../config/shop.js';
import { ShellContext, useShellQuery } from './useShell.js';
import './Layout.css';

/**
 * Spec 2.3 default layout: header, page, footer, cart side panel, notifications, back-to-top, and on
 * mobile the bottom navigation with the left menu. The shell query never holds the page back: the page renders in its
 * own Suspense, the header shows placeholders until the shell data is there.
 */
export function DefaultLayout() {
  const shell = useShellQuery();
  const location = useLocation();
  const routes = useRoutes();
  const [menuOpen, setMenuOpen] = useState(false);
  const { promotionalBar } = useShopSettings().features;
  useScrollRules();
  usePageViews();
  useEffect(() => setMenuOpen(false), [location.key]);
  return (
    <ShellContext.Provider value={shell}>
      <div
        className="layout layout--default"
        // Spec 2.3: the header's and the bottom bar's cart links open the cart side panel.
        onClickCapture={(event) => openPanelFromCartLink(event, routes.Cart(), '.header, .bottom-nav')}
      >
        <SkipLink />
        {promotionalBar ? (
          <Suspense fallback={null}>
            <TopBanner />
          </Suspense>
        ) : null}
        <Header />
        <main id="main" className="layout__main" tabIndex={-1}>
          <PageBoundary resetKey={location.pathname} skeleton={<PageSkeleton />}>
            <Outlet />
          </PageBoundary>
        </main>
        <Footer />
        <BottomNav menuOpen={menuOpen} onMenu={() => setMenuOpen(true)} />
        {menuOpen ? (
          <ShellDataPart
            fallback={<MenuSidebarLoading onClose={() => setMenuOpen(false)} />}
            failed={<MenuSidebarLoading failed onClose={() => setMenuOpen(false)} />}
            render={(data) => <MenuSidebar categories={data.categories} onClose={() => setMenuOpen(false)} />}
          />
        ) : null}
        <CartPanelHost />
        <BackToTop />
        <Notifications />
        <ShellHead />
      </div>
    </ShellContext.Provider>
  );
}
