/**
 * The wish list of the request's shopper (issue 35; spec 9 flag `wishlist`, which the gateway
 * applies): a guest's as well as a customer's, so a visitor keeps products before signing in.
 */
import { MAX_WISHLIST_ITEMS, type WishlistReply } from '@shop/domain/api/wishlist';
import { notLoggedIn } from '../customers/shared/errors.js';
import type { Sessions } from '../customers/public.js';
import type { Database } from '../db/database.js';
import { HttpError, notFound } from '../http/errors.js';
import * as repository from './repository.js';

export class WishlistService {
  constructor(private readonly deps: { db: Database; sessions: Sessions }) {}

  private async shopper(token: string | undefined): Promise<string> {
    const session = await this.deps.sessions.find(token);
    if (!session) throw notLoggedIn();
    return session.customerId;
  }

  async list(token: string | undefined): Promise<WishlistReply> {
    const customerId = await this.shopper(token);
    return { items: await repository.listItems(this.deps.db, customerId) };
  }

  async add(token: string | undefined, reference: string): Promise<WishlistReply> {
    const customerId = await this.shopper(token);
    return this.deps.db.transaction(async (tx) => {
      if (!(await repository.productExists(tx, reference)))
        throw notFound('product-not-found', 'Produit introuvable');
      const items = await repository.listItems(tx, customerId);
      if (!items.some((item) => item.reference === reference)) {
        if (items.length >= MAX_WISHLIST_ITEMS)
          throw new HttpError(
            409,
            'wishlist-full',
            `Votre liste d’envies compte déjà ${MAX_WISHLIST_ITEMS} produits.`,
          );
        await repository.insertItem(tx, customerId, reference);
      }
      return { items: await repository.listItems(tx, customerId) };
    });
  }

  /** Removing a product that is not there changes nothing: the list is answered as it is. */
  async remove(token: string | undefined, reference: string): Promise<WishlistReply> {
    const customerId = await this.shopper(token);
    await repository.deleteItem(this.deps.db, customerId, reference);
    return { items: await repository.listItems(this.deps.db, customerId) };
  }
}
