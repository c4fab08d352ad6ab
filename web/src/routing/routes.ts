import { useMemo } from 'react';
import { catalogHref, useCatalog } from './catalog.js';

/**
 * The named routes of spec 2.1 (Home, DefaultHome, Product, Search, Cart, CheckoutShipping and
 * My-account), so that a link to one of them is written once. `routePaths` gives a route's path
 * below /{catalog}/{locale}/ (what the guard and the route table speak in); `routesIn` and
 * `useRoutes` give the whole address in a region and language.
 */
export const routePaths = {
  Home: () => '',
  /** A slug is a single path segment whatever it holds. */
  Product: (slug: string) => `produit/${encodeURIComponent(slug)}`,
  /** Without a term: the page's start state. With one: its results and nothing else (spec 2.1: a new term clears the filters). */
  Search: (searchTerm?: string) =>
    searchTerm === undefined
      ? 'recherche'
      : `recherche?${new URLSearchParams({ searchTerm: searchTerm.trim() }).toString()}`,
  Cart: () => 'mon-panier',
  CheckoutShipping: () => 'commande/livraison',
  /** Spec 2.1's `My-account`: redirects to the profile. */
  MyAccount: () => 'mon-compte',
};

type PathBuilders = typeof routePaths;

/** Each named route's whole address; `DefaultHome` is the one outside any region (spec 2.1 `/`). */
export type RouteBuilders = {
  [Name in keyof PathBuilders]: (...params: Parameters<PathBuilders[Name]>) => string;
} & {
  DefaultHome: () => string;
};

/** The default home: the stored region's home, or the region choice when none is stored (spec 2.1). */
export const DEFAULT_HOME = '/';

/** The named routes in a region and language: `routesIn('martinique', 'fr').Cart()` is `/martinique/fr/mon-panier`. */
export function routesIn(catalog: string, locale: string): RouteBuilders {
  const at = (path: string) => catalogHref(catalog, locale, path);
  return {
    Home: () => at(routePaths.Home()),
    DefaultHome: () => DEFAULT_HOME,
    Product: (slug) => at(routePaths.Product(slug)),
    Search: (searchTerm) => at(routePaths.Search(searchTerm)),
    Cart: () => at(routePaths.Cart()),
    CheckoutShipping: () => at(routePaths.CheckoutShipping()),
    MyAccount: () => at(routePaths.MyAccount()),
  };
}

/** The named routes in the current URL's region and language. */
export function useRoutes(): RouteBuilders {
  const { catalog, locale } = useCatalog();
  // One object per region and language, so that effects depending on it run when they change only.
  return useMemo(() => routesIn(catalog, locale), [catalog, locale]);
}
