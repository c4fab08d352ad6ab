import { useState } from 'react';
import type { ComponentType } from 'react';
import { loadQuery } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import { matchRoutes, useLocation } from 'react-router-dom';
import type { Location, Params, RouteObject } from 'react-router-dom';
import type { OperationType, PreloadableConcreteRequest } from 'relay-runtime';
import { useAppScope } from '../relay/scope.js';
import type { AppScope } from '../relay/scope.js';
import { isMobileScreen } from './viewport.js';
import { preloadable } from './lazy.js';
import type { Preloadable } from './lazy.js';
import { isLocale } from './locations.js';
import type { LoadFailureKey } from './LoadFailure.js';
import { PageBoundary } from './PageBoundary.js';

export interface PageArgs {
  params: Params;
  search: URLSearchParams;
  /** Under 768 px (spec 9), or what the server assumed when the page is hydrated. */
  mobile: boolean;
}

/**
 * A screen and its one query: the query's variables come from the URL alone, so the query starts
 * as soon as the URL changes, while the screen's code is still loading (render-as-you-fetch).
 */
export interface PageEntry<Q extends OperationType = OperationType> {
  /**
   * The query's `$parameters` (`@preloadable`): its persisted id and name only. The first page's
   * JavaScript carries every route's entry, so not their whole query documents: each comes with
   * its screen's chunk, which registers it for the store.
   */
  query: PreloadableConcreteRequest<Q>;
  variables(args: PageArgs): Q['variables'];
  Component: PageScreen<Q>;
  /** Placeholder with the page's shape, so the layout does not move when the data arrives. */
  Skeleton?: ComponentType;
  /** What the page's error names when its data or code cannot be loaded (spec 8); else the general one. */
  failure?: LoadFailureKey;
}

export interface PageProps<Q extends OperationType> {
  queryRef: PreloadedQuery<Q>;
}

/** Checks a page's query, variables and component against each other, then files it in the route table. */
export function definePage<Q extends OperationType>(entry: PageEntry<Q>): PageEntry {
  return entry as unknown as PageEntry;
}

/** A page's screen, loaded on demand, that the server and the hydrating browser load ahead. */
export type PageScreen<Q extends OperationType> = Preloadable<PageProps<Q>>;

export const lazyScreen = <Q extends OperationType>(
  load: () => Promise<{ default: ComponentType<PageProps<Q>> }>,
  chunk: string,
): PageScreen<Q> => preloadable(load, chunk);

interface Prepared {
  entry: PageEntry;
  queryRef: PreloadedQuery<OperationType>;
}

/** The queries of the last locations, kept so that going back shows the page as it was left. */
const KEEP = 15;
let routeTable: RouteObject[] = [];
let knownCatalogs: ReadonlySet<string> = new Set();

export function registerRoutes(routes: RouteObject[], catalogs: Iterable<string>): void {
  routeTable = routes;
  knownCatalogs = new Set(catalogs);
  lastPage = null;
}

type PageMatch = { entry: PageEntry; params: Params } | null;

// matchRoutes ranks the whole route table on every call (milliseconds on a phone), and a location
// is matched several times in a row (its screen's code, then its query).
let lastPage: { pathname: string; page: PageMatch } | null = null;

export function pageOf(location: Pick<Location, 'pathname'>): PageMatch {
  if (lastPage?.pathname !== location.pathname)
    lastPage = { pathname: location.pathname, page: findPage(location) };
  return lastPage.page;
}

function findPage(location: Pick<Location, 'pathname'>): PageMatch {
  const matches = matchRoutes(routeTable, location) ?? [];
  for (let i = matches.length - 1; i >= 0; i--) {
    const { route, params } = matches[i]!;
    const entry = (route.handle as { page?: PageEntry } | undefined)?.page;
    if (entry) return { entry, params };
  }
  return null;
}

/**
 * The key of a history entry's page query. A hash changed by the browser itself (a `#main` skip link,
 * an address typed or pasted) makes an entry without state, whose key is `default` like the first
 * page's: the path tells them apart, or such an entry would get the first page's query (and an empty
 * page when that was another screen).
 */
export function preparedKey(location: Pick<Location, 'key' | 'pathname' | 'search'>): string {
  return `${location.key} ${location.pathname}${location.search}`;
}

/** Starts the query of the page at `location`, once per history entry. */
export function preparePage(
  scope: AppScope,
  location: Pick<Location, 'key' | 'pathname' | 'search'>,
  /** The server rendered this page and its records are in the store: no need to check or fetch them. */
  fromServer = false,
): Prepared | null {
  const prepared = scope.pages as Map<string, Prepared>;
  const key = preparedKey(location);
  const cached = prepared.get(key);
  if (cached) return cached;
  const page = pageOf(location);
  const { catalog, locale } = page?.params ?? {};
  if (!page || !catalog || !knownCatalogs.has(catalog) || !isLocale(locale)) return null;
  const variables = page.entry.variables({
    params: page.params,
    search: new URLSearchParams(location.search),
    mobile: scope.assumeMobile ?? isMobileScreen(),
  });
  const queryRef = loadQuery(scope.environmentFor(catalog, locale), page.entry.query, variables, {
    // Checking a whole page query against the store takes tens of milliseconds on a phone, in the
    // middle of hydration: the server's records are known to be complete.
    fetchPolicy: fromServer ? 'store-only' : 'store-or-network',
  });
  const entry: Prepared = { entry: page.entry, queryRef };
  prepared.set(key, entry);
  while (prepared.size > KEEP) {
    const [oldest, value] = prepared.entries().next().value!;
    value.queryRef.dispose();
    prepared.delete(oldest);
  }
  return entry;
}

export function PageSkeleton() {
  return (
    <div className="page-skeleton" aria-busy="true">
      <div className="skeleton skeleton--title" />
      <div className="skeleton skeleton--block" />
    </div>
  );
}

/** Renders the page of the current location with its preloaded query, a skeleton and an error boundary. */
export function Page({ entry }: { entry: PageEntry }) {
  const location = useLocation();
  const scope = useAppScope();
  // A retry renders the page again, which prepares its query afresh.
  const [, setAttempt] = useState(0);
  const page = preparePage(scope, location);
  if (!page || page.entry !== entry) return null;
  const Screen = entry.Component;
  const Skeleton = entry.Skeleton ?? PageSkeleton;
  return (
    <PageBoundary
      // Keyed by path: a new query string (filters, sort) re-renders the same screen inside a
      // transition, keeping the current content instead of flashing the skeleton.
      resetKey={location.pathname}
      skeleton={<Skeleton />}
      failure={entry.failure}
      onRetry={() => {
        scope.pages.get(preparedKey(location))?.queryRef.dispose();
        scope.pages.delete(preparedKey(location));
        setAttempt((n) => n + 1);
      }}
    >
      <Screen queryRef={page.queryRef} />
    </PageBoundary>
  );
}
