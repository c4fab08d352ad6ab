import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { useRoutes, unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { history, onLocationChange } from './routing/history.js';
import { pageOf, preparePage, registerRoutes } from './routing/page.js';
import { loadBoot } from './app/boot.js';
import type { Boot } from './app/boot.js';
import { shopRoutes } from './app/routes.js';
import { RegionDialog } from './routes/region/RegionGate.js';
import { browserAppScope } from './relay/scope.js';
import { environmentFor } from './relay/environment.js';
import { anonymousReply, sessionEnded } from './auth/session.js';
import { loadLocale, translator } from './i18n/index.js';
import { forgetOtherViewers, shellQueryRef } from './layouts/ShellData.js';
import { plugCart } from './app/cartPlugins.js';
import { onAnonymousReply, onSessionEnded } from './relay/network.js';
import { onViewerChanged } from './relay/viewer.js';
import { ShopSettingsContext } from './config/shop.js';
import { isLocale, offerLocales } from './routing/locations.js';
import { storedLanguage } from './routing/storage.js';
import { readServerData } from './app/serverData.js';
import type { ServerData } from './app/serverData.js';
import { expectHydration, HydrationRoot, stopWaitingForHydration } from './routing/hydration.js';
import './styles/global.css';

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** Once the whole page is hydrated: the screen size is the window's, no longer what the server assumed. */
function hydrated(): void {
  browserAppScope().assumeMobile = null;
  // Lifts the server page's guard on forms (gateway/src/http/server-pages.ts).
  document.documentElement.setAttribute('data-hydrated', '');
}

// The layers meet here: the network layer and the sign-in side tell what happened, the shell and
// the sign-in side react, and none of them imports the other. `sessionEnded` is imported, not
// loaded on demand: all it needs is on the first page already, and as a lazy chunk it made the
// bundler split React and Relay out of the entry chunk (1.1 KB more gzipped on the home page).
onSessionEnded(sessionEnded);
onAnonymousReply(anonymousReply);
onViewerChanged(forgetOtherViewers);
plugCart();

const container = document.getElementById('root')!;

function app(boot: Boot) {
  const { regions, shop } = boot;
  offerLocales(shop.languages);
  const routes = shopRoutes(regions, shop);
  registerRoutes(
    routes,
    regions.map((r) => r.path),
  );
  const scope = browserAppScope();
  // The language of the address loads beside the page's query, before React needs it.
  const prepare = (location: typeof history.location, fromServer = false) => {
    const segment = location.pathname.split('/')[2];
    if (isLocale(segment)) void loadLocale(segment);
    preparePage(scope, location, fromServer);
  };
  const prepareServerPage = (data: ServerData) => {
    const complete = data.catalog !== null && data.complete;
    prepare(history.location, complete);
    if (complete) shellQueryRef(scope, data.catalog!, data.locale, true);
  };
  onLocationChange(stopWaitingForHydration);
  onLocationChange(prepare);
  return {
    routes,
    prepare,
    prepareServerPage,
    element: (
      <StrictMode>
        <ShopSettingsContext.Provider value={shop}>
          <HistoryRouter history={history}>
            <Routes routes={routes} />
            <HydrationRoot />
          </HistoryRouter>
        </ShopSettingsContext.Provider>
      </StrictMode>
    ),
  };
}

/**
 * The page came rendered from the server (the usual case): its records go into the region's Relay
 * store and its screen's code is loaded before hydrating, so React finds exactly what the server
 * rendered and the gateway is not asked again.
 */
async function hydrate(data: ServerData): Promise<void> {
  await loadLocale(data.locale);
  const scope = browserAppScope();
  scope.assumeMobile = data.mobile;
  if (data.catalog) environmentFor(data.catalog, data.locale, data.records);
  const { prepareServerPage, element } = app(data.boot);
  // The screen's code (or, at `/`, the region dialog's) before hydrating: React then finds at once
  // what the server rendered. A failure is shown by the page's error boundary.
  await Promise.all([
    pageOf(history.location)?.entry.Component.preload(),
    data.catalog ? undefined : RegionDialog.preload(),
  ]).catch(() => undefined);
  prepareServerPage(data);
  // In a transition React yields every few milliseconds instead of hydrating in tasks of 50-150 ms
  // (a category page's TBT fell by two thirds). The page counts as hydrated once every boundary is
  // in (routing/hydration.tsx), not when the root is.
  expectHydration(container, hydrated);
  startTransition(() => {
    hydrateRoot(container, element, {
      onRecoverableError(error, info) {
        console.error('hydration recovered from', error, info.componentStack);
      },
    });
  });
}

/** Without the server's HTML (`vite dev`): the boot query first, then a client rendering. */
async function start(): Promise<void> {
  const stored = storedLanguage();
  const locale = isLocale(stored) ? stored : 'fr';
  const root = createRoot(container);
  let boot: Boot;
  try {
    boot = await loadBoot(locale);
  } catch {
    await loadLocale(locale);
    const t = translator(locale);
    root.render(
      <main className="boot-failed" role="alert">
        <h1>{t('shop.name')}</h1>
        <p>{t('errors.server.access')}</p>
        <button type="button" className="button" onClick={() => location.reload()}>
          {t('errors.retry')}
        </button>
      </main>,
    );
    return;
  }
  const { prepare, element } = app(boot);
  expectHydration(container, hydrated);
  prepare(history.location);
  root.render(element);
}

const data = readServerData();
void (data ? hydrate(data) : start());
