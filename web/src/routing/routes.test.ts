import { describe, expect, it } from 'vitest';
import { DEFAULT_HOME, routePaths, routesIn } from './routes.js';

describe('the named routes of spec 2.1', () => {
  const routes = routesIn('martinique', 'fr');

  it('put each route under the region and language', () => {
    expect(routes.Home()).toBe('/martinique/fr/');
    expect(routes.Product('lampe-creole-ref-1')).toBe('/martinique/fr/produit/lampe-creole-ref-1');
    expect(routes.Search()).toBe('/martinique/fr/recherche');
    expect(routes.Cart()).toBe('/martinique/fr/mon-panier');
    expect(routes.CheckoutShipping()).toBe('/martinique/fr/commande/livraison');
    expect(routes.MyAccount()).toBe('/martinique/fr/mon-compte');
    expect(routesIn('reunion', 'en').Cart()).toBe('/reunion/en/mon-panier');
  });

  it('send the default home outside any region', () => {
    expect(routes.DefaultHome()).toBe('/');
    expect(DEFAULT_HOME).toBe('/');
  });

  it('keep a slug one path segment', () => {
    expect(routePaths.Product('a/b?c')).toBe('produit/a%2Fb%3Fc');
  });

  it('give a search its trimmed term as the only parameter', () => {
    expect(routePaths.Search('  lampe créole ')).toBe('recherche?searchTerm=lampe+cr%C3%A9ole');
    expect(routes.Search('a&b')).toBe('/martinique/fr/recherche?searchTerm=a%26b');
  });

  it('speak in paths below the region and language for the guard and the route table', () => {
    expect(routePaths.Home()).toBe('');
    expect(routePaths.Cart()).toBe('mon-panier');
    expect(routePaths.CheckoutShipping()).toBe('commande/livraison');
    expect(routePaths.MyAccount()).toBe('mon-compte');
  });
});
