import { routePaths } from '../routing/routes.js';

/**
 * Spec 2.2 / 6: the routes that need a signed-in customer, and where a shopper goes otherwise.
 * Paths are relative to /{catalog}/{locale}/ (`mon-compte/profil`, `commande/livraison`...).
 *
 * Spec 2.2: a signed-out shopper on a route that needs authentication goes to the checkout login
 * (`commande/connexion`), the account's pages included. Decisions beyond the spec's words, for what
 * a shopper expects:
 * - the account page asked for travels as `?retour=`: once signed in there, the shopper lands on it
 *   (only an account page is taken back, so the parameter leads nowhere else);
 * - the thank-you page is left out of the empty-cart rule with the payment result and return: it
 *   follows a paid order, whose cart is empty by then;
 * - a signed-in shopper on the checkout login page goes on to the shipping step (or the cart when
 *   it is empty);
 * - the logout page of a shopper already signed out goes home (signing out there ends the session
 *   while the page is still shown: asking to sign in again would be absurd).
 */
export interface ViewerState {
  isAuthenticated: boolean;
  cartLineCount: number;
}

export type GuardDecision =
  | { action: 'allow' }
  /** Replace the location with this path (relative to the region and language). */
  | { action: 'redirect'; to: string };

/** The query parameter of the checkout login naming the account page to go back to. */
export const RETURN_PARAM = 'retour';

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * What to do with a shopper at `path` (query string included, kept for the way back). A viewer of
 * `null` is not known yet: only the caller may wait for it, so this treats it as signed out.
 */
export function guardDecision(path: string, viewer: ViewerState | null): GuardDecision {
  const [pathname = '', query] = path.split(/\?(.*)$/s);
  const p = pathname.replace(/^\/+|\/+$/g, '');
  const signedIn = viewer?.isAuthenticated === true;
  const emptyCart = (viewer?.cartLineCount ?? 0) === 0;
  if (under(p, 'commande/connexion')) {
    if (!signedIn) return { action: 'allow' };
    const back = new URLSearchParams(query ?? '').get(RETURN_PARAM);
    // Only an account page of this shop: `retour` is no open redirect.
    if (back !== null && under(back.split('?')[0]!, 'mon-compte') && !back.includes('//'))
      return { action: 'redirect', to: back };
    return { action: 'redirect', to: emptyCart ? routePaths.Cart() : routePaths.CheckoutShipping() };
  }
  if (under(p, 'mon-compte/deconnexion') && !signedIn) return { action: 'redirect', to: routePaths.Home() };
  if (under(p, 'mon-compte')) {
    if (signedIn) return { action: 'allow' };
    const back = query ? `${p}?${query}` : p;
    return { action: 'redirect', to: `commande/connexion?${RETURN_PARAM}=${encodeURIComponent(back)}` };
  }
  if (under(p, 'commande')) {
    if (!signedIn) return { action: 'redirect', to: 'commande/connexion' };
    const afterPayment = ['commande/paiement/resultat', 'commande/paiement/retour', 'commande/merci'].some(
      (q) => under(p, q),
    );
    if (emptyCart && !afterPayment) return { action: 'redirect', to: routePaths.Cart() };
  }
  return { action: 'allow' };
}
