import { describe, expect, it } from 'vitest';
import { guardDecision } from './guard.js';

const anonymous = { isAuthenticated: false, cartLineCount: 0 };
const guestWithCart = { isAuthenticated: false, cartLineCount: 2 };
const signedInEmpty = { isAuthenticated: true, cartLineCount: 0 };
const signedInWithCart = { isAuthenticated: true, cartLineCount: 3 };

describe('guardDecision (spec 2.2)', () => {
  it('lets anybody browse the pages without authentication', () => {
    for (const path of [
      '',
      'mon-panier',
      'produit/robe',
      'recherche?searchTerm=robe',
      'reinitialisation-mot-de-passe?token=x',
    ])
      expect(guardDecision(path, anonymous)).toEqual({ action: 'allow' });
  });

  it('sends a signed-out shopper from an account page to the checkout login (spec 2.2), and back', () => {
    expect(guardDecision('mon-compte/profil', anonymous)).toEqual({
      action: 'redirect',
      to: 'commande/connexion?retour=mon-compte%2Fprofil',
    });
    expect(guardDecision('/mon-compte/commandes?page=2', guestWithCart)).toEqual({
      action: 'redirect',
      to: 'commande/connexion?retour=mon-compte%2Fcommandes%3Fpage%3D2',
    });
    expect(guardDecision('mon-compte', null)).toEqual({
      action: 'redirect',
      to: 'commande/connexion?retour=mon-compte',
    });
    // Signed in on the checkout login: the account page asked for, never anywhere else.
    expect(
      guardDecision('commande/connexion?retour=mon-compte%2Fcommandes%3Fpage%3D2', signedInWithCart),
    ).toEqual({
      action: 'redirect',
      to: 'mon-compte/commandes?page=2',
    });
    expect(guardDecision('commande/connexion?retour=%2F%2Fevil.example', signedInWithCart)).toEqual({
      action: 'redirect',
      to: 'commande/livraison',
    });
    expect(guardDecision('commande/connexion?retour=commande%2Fpaiement', signedInEmpty)).toEqual({
      action: 'redirect',
      to: 'mon-panier',
    });
    expect(guardDecision('mon-compte/deconnexion', anonymous)).toEqual({ action: 'redirect', to: '' });
    expect(guardDecision('mon-compte/deconnexion', signedInEmpty)).toEqual({ action: 'allow' });
  });

  it('shows account pages to a signed-in customer, even with an empty cart', () => {
    expect(guardDecision('mon-compte/carnet-d-adresses', signedInEmpty)).toEqual({ action: 'allow' });
  });

  it('sends a signed-out shopper from the checkout to the checkout login', () => {
    for (const path of [
      'commande',
      'commande/livraison',
      'commande/paiement',
      'commande/paiement/resultat',
      'commande/merci/R1',
    ])
      expect(guardDecision(path, guestWithCart)).toEqual({ action: 'redirect', to: 'commande/connexion' });
  });

  it('leaves the checkout login open to a signed-out shopper', () => {
    expect(guardDecision('commande/connexion', anonymous)).toEqual({ action: 'allow' });
  });

  it('sends a signed-in customer with an empty cart to the cart, except after payment', () => {
    expect(guardDecision('commande/livraison', signedInEmpty)).toEqual({
      action: 'redirect',
      to: 'mon-panier',
    });
    expect(guardDecision('commande/paiement', signedInEmpty)).toEqual({
      action: 'redirect',
      to: 'mon-panier',
    });
    expect(guardDecision('commande/paiement/resultat', signedInEmpty)).toEqual({ action: 'allow' });
    expect(guardDecision('commande/paiement/retour?status=ok', signedInEmpty)).toEqual({ action: 'allow' });
    expect(guardDecision('commande/merci/R12', signedInEmpty)).toEqual({ action: 'allow' });
  });

  it('lets a signed-in customer with a cart through the checkout', () => {
    expect(guardDecision('commande/livraison', signedInWithCart)).toEqual({ action: 'allow' });
    expect(guardDecision('commande/paiement', signedInWithCart)).toEqual({ action: 'allow' });
  });

  it('moves a signed-in customer on from the checkout login', () => {
    expect(guardDecision('commande/connexion', signedInWithCart)).toEqual({
      action: 'redirect',
      to: 'commande/livraison',
    });
    expect(guardDecision('commande/connexion', signedInEmpty)).toEqual({
      action: 'redirect',
      to: 'mon-panier',
    });
  });

  it('does not mistake look-alike paths for guarded ones', () => {
    expect(guardDecision('commande-rapide', anonymous)).toEqual({ action: 'allow' });
    expect(guardDecision('mon-compte-x', anonymous)).toEqual({ action: 'allow' });
    expect(guardDecision('commande/merci-x', signedInEmpty)).toEqual({
      action: 'redirect',
      to: 'mon-panier',
    });
  });
});
