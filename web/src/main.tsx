import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { useRoutes, unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { history, onLocationChange } from './routing/history.js';
import { preparePage, registerRoutes } from './routing/page.js';
import { loadBoot } from './app/boot.js';
import type { Boot } from './app/boot.js';
import { shopRoutes } from './app/routes.js';
import { sessionEnded } from './auth/session.js';
import { loadLocale, translator } from './i18n/index.js';
import { forgetOtherViewers } from './layouts/ShellData.js';
import { plugCart } from './app/cartPlugins.js';
import { onSessionEnded } from './relay/network.js';
import { onViewerChanged } from './relay/viewer.js';
import { ShopSettingsContext } from './config/shop.js';
import { isLocale, offerLocales } from './routing/locations.js';
import { storedLanguage } from './routing/storage.js';
import './styles/global.css';

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

// The layers meet here: the network layer and the sign-in side tell what happened, the shell and
// the sign-in side react, and none of them imports the other. `sessionEnded` is imported, not
// loaded on demand: all it needs is on the first page already, and as a lazy chunk it made the
// bundler split React and Relay out of the entry chunk (1.1 KB more gzipped on the home page).
onSessionEnded(sessionEnded);
onViewerChanged(forgetOtherViewers);
plugCart();

const root = createRoot(document.getElementById('root')!);

async function start(): Promise<void> {
  const stored = storedLanguage();
  const locale = isLocale(stored) ? stored : 'fr';
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
  const { regions, shop } = boot;
  offerLocales(shop.languages);
  const routes = shopRoutes(regions, shop);
  registerRoutes(
    routes,
    regions.map((r) => r.path),
  );
  // The language of the address loads beside the page's query, before React needs it.
  const prepare = (location: typeof history.location) => {
    const segment = location.pathname.split('/')[2];
    if (isLocale(segment)) void loadLocale(segment);
    preparePage(location);
  };
  onLocationChange(prepare);
  prepare(history.location);
  root.render(
    <StrictMode>
      <ShopSettingsContext.Provider value={shop}>
        <HistoryRouter history={history}>
          <Routes routes={routes} />
        </HistoryRouter>
      </ShopSettingsContext.Provider>
    </StrictMode>,
  );
}

void start();
