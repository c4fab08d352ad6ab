/**
 * The server's rendering of the shop (built by `vite build --ssr` into `dist-server/`, run by the
 * gateway): the same routes, screens and Relay queries as the browser, with the page's query run
 * in-process against the gateway's schema before the HTML streams, so the first HTML holds the
 * page (status, head, content) and the browser hydrates it without asking again.
 */
import { lazy } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { loadQuery } from 'react-relay/hooks';
import type { Locale } from '@shop/domain/constants';
import { StaticRouter, useRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { Environment, Network, Observable, RecordSource, Store } from 'relay-runtime';
import type { GraphQLResponse, RequestParameters, Variables } from 'relay-runtime';
import { loadBoot } from './app/boot.js';
import type { Boot } from './app/boot.js';
import { shopRoutes } from './app/routes.js';
import { AppScopeContext, createAppScope } from './relay/scope.js';
import { setProductCardAction } from './components/productCardAction.js';
import { ShopSettingsContext } from './config/shop.js';
import { loadLocale } from './i18n/index.js';
import { shellQueryRef } from './layouts/ShellData.js';
import { FooterContent } from './layouts/footer/footerQuery.js';
import { prefetchFooter } from './layouts/footer/queryRef.js';
import { isLocale, offerLocales } from './routing/locations.js';
import { pageOf, preparePage, registerRoutes } from './routing/page.js';
import { categoryPage } from './routes/category/index.js';
import { bestOffersPage, madeInTheIslandsPage, promotionsPage } from './routes/collection/index.js';
import { homePage } from './routes/home/index.js';
import { productPage } from './routes/product/index.js';
import { RegionDialog } from './routes/region/RegionGate.js';
import { searchPage } from './routes/search/index.js';
import { shopPage, shopsPage } from './routes/shops/index.js';
import { ServerRenderContext } from './routing/server-render.js';
import type { ServerRender } from './routing/server-render.js';
import { serializeServerData } from './app/serverData.js';
import { ConsentBanner } from './consent/ConsentHost.js';
import { HomeMarketing } from './routes/home/HomePage.js';
import { homeMarketingQuery } from './routes/home/HomeMarketing.js';
import { TopBanner } from './layouts/topbanner/loader.js';
import { topBannerQuery } from './layouts/topbanner/TopBanner.js';
import { parseConsent } from './shell/consent.js';

/** Runs one of the web's persisted operations in the gateway's process, for a region and language. */
export type ExecuteOperation = (
  operation: { id: string | null; text: string | null; name: string },
  variables: Record<string, unknown>,
  scope: { catalog: string; locale: string },
) => Promise<unknown>;

export interface RenderRequest {
  /** Path and query string of the page. */
  url: string;
  /** The shop's public origin (canonical and alternate links, share links). */
  origin: string;
  /** The `catalog`, `language` and `consent` cookies (the shopper's stored choices). */
  stored: { catalog: string | null; language: string | null; consent?: string | null };
  /** The request looks like a phone's (spec 9's page sizes under 768 px). */
  mobile: boolean;
  /** Per-response CSP nonce for React's streaming scripts. */
  nonce: string;
  execute: ExecuteOperation;
  /** A part that failed on the server; the browser renders it again (its error state). */
  onError(error: unknown): void;
}

export interface RenderedPage {
  status: number;
  /** Where to send the shopper instead (spec 2.2), with the status 302. */
  redirect: string | null;
  lang: Locale;
  title: string | null;
  description: string | null;
  /** The link preview's picture (absolute address) and Open Graph type (`website`, `product`). */
  image: string | null;
  type: string;
  /** The shop's name in the page's language (Open Graph `site_name`). */
  siteName: string | null;
  /** JSON-LD blocks of the page, as text safe inside a `<script>` (`seo/structuredData.ts`). */
  structuredData: string[];
  links: ServerRender['links'];
  /** Source paths of the lazy modules the page needs at once: their styles and code go in the head. */
  chunks: string[];
  /** One of the catalogue's pages (home, category, product, search, sellers, collections): cacheable when anonymous. */
  catalogue: boolean;
  /** Streams the body's HTML (the app inside `#root`); React ends `destination` when done. */
  pipe(destination: NodeJS.WritableStream): void;
  /** The `ServerData` JSON for the browser, once the stream has ended. */
  data(): string;
  abort(): void;
}

// The cards render the same tree as in the browser; their cart control is left to it (BrowserOnly).
setProductCardAction(lazy(() => import('./cart/plugin.js')));

/** The pages that show the same to every anonymous shopper of a region and language. */
const CATALOGUE = new Set<unknown>([
  homePage,
  categoryPage,
  productPage,
  searchPage,
  shopsPage,
  shopPage,
  promotionsPage,
  bestOffersPage,
  madeInTheIslandsPage,
]);

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** Relay's network on the server: the gateway's own executor, and a way to wait for it. */
function serverNetwork(execute: ExecuteOperation, scope: { catalog: string; locale: string }) {
  const pending = new Set<Promise<void>>();
  let failures = 0;
  const network = Network.create((params: RequestParameters, variables: Variables) =>
    Observable.create<GraphQLResponse>((sink) => {
      const done = execute(
        { id: params.id ?? null, text: params.text ?? null, name: params.name },
        variables,
        scope,
      )
        .then(
          (json) => {
            if ((json as { errors?: unknown[] }).errors?.length) failures++;
            sink.next(json as GraphQLResponse);
            sink.complete();
          },
          (error: unknown) => {
            failures++;
            sink.error(error instanceof Error ? error : new Error(String(error)));
          },
        )
        .finally(() => pending.delete(done));
      pending.add(done);
    }),
  );
  const settled = async () => {
    while (pending.size > 0) await Promise.all([...pending]);
  };
  return { network, settled, failed: () => failures > 0 };
}

/** The boot data (regions, shop configuration) per language, asked again after a minute. */
const BOOT_TTL_MS = 60_000;
const boots = new Map<string, { at: number; boot: Promise<Boot> }>();

function bootFor(locale: Locale, execute: ExecuteOperation): Promise<Boot> {
  const cached = boots.get(locale);
  if (cached && Date.now() - cached.at < BOOT_TTL_MS) return cached.boot;
  const { network } = serverNetwork(execute, { catalog: '', locale });
  const boot = loadBoot(
    locale,
    new Environment({ network, store: new Store(new RecordSource()), isServer: true }),
  );
  boots.set(locale, { at: Date.now(), boot });
  boot.catch(() => boots.delete(locale));
  return boot;
}

let routesOf: { boot: Boot; routes: RouteObject[] } | null = null;

function routesFor(boot: Boot): RouteObject[] {
  if (routesOf?.boot !== boot) {
    offerLocales(boot.shop.languages);
    const routes = shopRoutes(boot.regions, boot.shop);
    registerRoutes(
      routes,
      boot.regions.map((r) => r.path),
    );
    routesOf = { boot, routes };
  }
  return routesOf.routes;
}

export async function render(request: RenderRequest): Promise<RenderedPage> {
  const url = new URL(request.url, 'http://shop.invalid');
  const [, catalogSegment = '', localeSegment = ''] = url.pathname.split('/');
  const storedLocale = isLocale(request.stored.language) ? request.stored.language : 'fr';
  const locale: Locale = isLocale(localeSegment) ? localeSegment : storedLocale;
  const boot = await bootFor(locale, request.execute);
  const routes = routesFor(boot);
  const catalog =
    boot.regions.some((r) => r.path === catalogSegment) && isLocale(localeSegment) ? catalogSegment : null;

  const networks = new Map<string, ReturnType<typeof serverNetwork>>();
  const environments = new Map<string, Environment>();
  const scope = createAppScope((region, language) => {
    const key = `${region}/${language}`;
    let environment = environments.get(key);
    if (!environment) {
      const network = serverNetwork(request.execute, { catalog: region, locale: language });
      networks.set(key, network);
      environment = new Environment({
        network: network.network,
        store: new Store(new RecordSource()),
        isServer: true,
      });
      environments.set(key, environment);
    }
    return environment;
  });
  scope.assumeMobile = request.mobile;
  const server: ServerRender = {
    origin: request.origin,
    stored: request.stored,
    redirect: null,
    status: 200,
    meta: null,
    links: [],
    structuredData: [],
  };

  // The page's code, its query and the shell's query, all before the first byte: the response's
  // status and head depend on them, and the HTML then holds the whole page, not a skeleton.
  const location = { pathname: url.pathname, search: url.search, hash: '', key: 'default', state: null };
  const page = pageOf(location);
  // Cookie consent (spec 2.4): a shopper who has not chosen gets the banner in the first HTML.
  const askConsent = catalog !== null && parseConsent(request.stored.consent) === null;
  // The home page's marketing content: its code and query (their own), in place in the first HTML.
  const home = catalog !== null && page?.entry === homePage;
  // The top promotional banner (spec 2.3), where the shop shows it: its code and query, in place.
  const banner = catalog !== null && boot.shop.features.promotionalBar;
  await Promise.all([
    loadLocale(locale),
    page?.entry.Component.preload().catch(() => undefined),
    catalog ? undefined : RegionDialog.preload().catch(() => undefined),
    askConsent ? ConsentBanner.preload().catch(() => undefined) : undefined,
    home ? HomeMarketing.preload().catch(() => undefined) : undefined,
    banner ? TopBanner.preload().catch(() => undefined) : undefined,
    // The footer's code and query (its own chunk): in place in the first HTML, not streamed after.
    catalog ? FooterContent.preload().catch(() => undefined) : undefined,
  ]);
  if (catalog) {
    preparePage(scope, location);
    shellQueryRef(scope, catalog, locale);
    prefetchFooter(scope, catalog, locale);
    // Kept for the request (retained): its records go to the browser with the page's.
    if (home) loadQuery(scope.environmentFor(catalog, locale), homeMarketingQuery, {});
    if (banner) loadQuery(scope.environmentFor(catalog, locale), topBannerQuery, {});
  }
  await Promise.all([...networks.values()].map((n) => n.settled()));

  const app = (
    <ServerRenderContext.Provider value={server}>
      <AppScopeContext.Provider value={scope}>
        <ShopSettingsContext.Provider value={boot.shop}>
          <StaticRouter location={`${url.pathname}${url.search}`}>
            <Routes routes={routes} />
          </StaticRouter>
        </ShopSettingsContext.Provider>
      </AppScopeContext.Provider>
    </ServerRenderContext.Provider>
  );

  return new Promise<RenderedPage>((resolve, reject) => {
    const stream = renderToPipeableStream(app, {
      nonce: request.nonce,
      // Completed parts stay in place, whatever their size: the first HTML is the page, readable
      // without JavaScript; only what is still loading streams after it.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onShellReady() {
        resolve({
          status: server.status,
          redirect: server.redirect,
          lang: locale,
          title: server.meta?.title ?? null,
          description: server.meta?.description ?? null,
          image: server.meta?.image ?? null,
          type: server.meta?.type ?? 'website',
          siteName: server.meta?.siteName ?? null,
          // Once each: a part that suspended and rendered again added its blocks again.
          structuredData: [...new Set(server.structuredData ?? [])],
          links: server.links,
          chunks: catalog
            ? [
                ...(page ? [page.entry.Component.chunk] : []),
                ...(askConsent ? [ConsentBanner.chunk] : []),
                ...(home ? [HomeMarketing.chunk] : []),
                ...(banner ? [TopBanner.chunk] : []),
                FooterContent.chunk,
              ]
            : [RegionDialog.chunk],
          catalogue: page !== null && CATALOGUE.has(page.entry),
          pipe: (destination) => stream.pipe(destination),
          // Read at the stream's end: what the streamed parts asked for is in the store by then.
          data() {
            const records = catalog
              ? scope.environmentFor(catalog, locale).getStore().getSource().toJSON()
              : {};
            return serializeServerData({
              boot,
              locale,
              catalog,
              mobile: request.mobile,
              records,
              complete: [...networks.values()].every((network) => !network.failed()),
            });
          },
          abort: () => stream.abort(),
        });
      },
      onShellError: reject,
      onError(error) {
        request.onError(error);
        return undefined;
      },
    });
  });
}
