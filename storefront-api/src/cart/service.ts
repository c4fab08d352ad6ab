/**
 * The cart calls' rules. Every call runs in one transaction that first locks the session's cart
 * row, so parallel changes to one cart apply one after the other and none is lost; a call whose
 * region differs from the cart's moves the cart first (`relocate.ts`).
 */
import {
  changeLineQuantity,
  type Cart,
  type CartLineMethod,
  type PriceMode,
  type RemovedItem,
  STOCK_RESERVATION_MINUTES,
} from '@shop/domain';
import { findRegion } from '../categories/public.js';
import { endValidation, forgetShipping } from '../checkout/validations.js';
import { withCheckout } from '../checkout/shipments.js';
import { loadCheckoutState } from '../checkout/state.js';
import { notLoggedIn } from '../customers/shared/errors.js';
import type { Sessions } from '../sessions/service.js';
import type { Database, Queryable } from '../db/database.js';
import { withRunningPriorPrices } from '../prices/public.js';
import { assembleCart, couponUsableIn } from './assemble.js';
import { cartError } from './errors.js';
import { relocateLines } from './relocate.js';
import type * as cartRepository from './repository.js';
import type { CartRow, CouponRow, RegionRow } from './repository.js';

export { cartError };

export interface CartRequest {
  /** The session's bearer token. */
  token: string | undefined;
  /** The `root-category` header: the region the shopper is in; undefined keeps the cart's. */
  rootPath: string | undefined;
}

export interface QuantityChange {
  offerId: string;
  quantity: number;
  method: CartLineMethod;
}

export interface CartSession {
  customerId: string;
  isGuest: boolean;
}

/** What a change adds to the reply besides the cart. */
export type Work = (tx: Queryable, cart: CartRow, session: CartSession) => Promise<Cart['adjustment'] | void>;

export interface ChangeOptions {
  /** The change alters what a validation froze: its reservation ends (checkout validates again). */
  invalidates?: boolean;
  /** Checkout calls need a signed-in customer. */
  account?: boolean;
  /** Runs on the reply before the transaction ends (a validation freezes it). */
  finish?: (tx: Queryable, reply: Cart) => Promise<void>;
}

/** Changes to the cart's contents end a live validation. */
const CONTENTS: ChangeOptions = { invalidates: true };

/** Offer ids are bigints: anything else names no offer (and must not reach the driver). */
const OFFER_ID = /^[1-9][0-9]{0,17}$/u;

export class CartService {
  constructor(
    private readonly deps: {
      db: Database;
      repository: typeof cartRepository;
      sessions: Sessions;
      priceMode: PriceMode;
    },
  ) {}

  get(request: CartRequest): Promise<Cart> {
    return this.change(request, async () => undefined);
  }

  /** Empties the cart; its coupon reservation is released. */
  clear(request: CartRequest, cartId: string): Promise<Cart> {
    const repository = this.deps.repository;
    return this.change(
      request,
      async (tx, cart) => {
        if (cart.id !== cartId) throw cartError('cart-not-found', 'Panier introuvable.');
        await repository.deleteLines(tx, cart.id);
        await repository.releaseCoupon(tx, cart.id);
        cart.coupon_id = null;
      },
      CONTENTS,
    );
  }

  setOfferQuantity(request: CartRequest, change: QuantityChange): Promise<Cart> {
    const repository = this.deps.repository;
    return this.change(
      request,
      async (tx, cart) => {
        const offer = OFFER_ID.test(change.offerId)
          ? await repository.offerIn(tx, change.offerId, cart.territory!)
          : undefined;
        if (!offer) throw cartError('offer-not-found', 'Cette offre n’est pas vendue dans votre région.');
        const current = await repository.lineQuantity(tx, cart.id, offer.id);
        // An update to 0 is a removal (the quantity field emptied in a control).
        const method = change.method === 'update' && change.quantity === 0 ? 'remove' : change.method;
        const result = changeLineQuantity(method, current, change.quantity, {
          stock: offer.stock,
          packSize: offer.pack_size,
          minimalOrderQuantity: offer.min_quantity,
          maximalOrderQuantity: offer.max_quantity,
        });
        if ('refused' in result) {
          if (result.refused === 'INVALID_QUANTITY')
            throw cartError('invalid-quantity', 'La quantité doit être un nombre entier positif.');
          throw cartError('out-of-stock', `${offer.name} n’est plus disponible en quantité suffisante.`, {
            stock: offer.stock,
          });
        }
        if (result.quantity === 0) await repository.deleteLine(tx, cart.id, offer.id);
        else await repository.setLine(tx, cart.id, offer.id, result.quantity);
        if (!result.maxQuantityReached) return null;
        const requested =
          method === 'update' ? change.quantity : current + (method === 'add_one' ? 1 : change.quantity);
        return {
          offerId: offer.id,
          requested,
          quantity: result.quantity,
          stock: offer.stock,
          productName: offer.name,
        };
      },
      CONTENTS,
    );
  }

  /**
   * Applies a coupon, reserving one of its uses. The coupon row is locked while its uses are
   * counted and the reservation written, so its limits hold however many shoppers apply it at once.
   */
  setCoupon(request: CartRequest, code: string): Promise<Cart> {
    const repository = this.deps.repository;
    return this.change(
      request,
      async (tx, cart, session) => {
        const coupon = await repository.lockCoupon(tx, code);
        const notValid = () =>
          cartError('coupon-not-valid', `Le code promo ${code} n’existe pas ou n’est pas valide.`);
        if (!coupon) throw notValid();
        if (cart.coupon_id === coupon.id)
          throw cartError('coupon-already-applied', `Le code promo ${coupon.code} est déjà appliqué.`);
        if (!couponUsableIn(coupon, cart.territory)) throw notValid();
        if (coupon.minimum_cart !== null) {
          const cartNow = await this.read(tx, cart, [], null);
          if (cartNow.productsPrice.taxIncluded < coupon.minimum_cart) throw notValid();
        }
        const uses = await repository.couponUses(tx, coupon.id, session.customerId, { exceptCart: cart.id });
        if (coupon.per_customer_limit !== null && uses.customer >= coupon.per_customer_limit)
          throw cartError('coupon-already-used', `Vous avez déjà utilisé le code promo ${coupon.code}.`);
        if (coupon.usage_limit !== null && uses.total >= coupon.usage_limit) throw notValid();
        await repository.reserveCoupon(tx, cart.id, session.customerId, coupon.id, STOCK_RESERVATION_MINUTES);
        cart.coupon_id = coupon.id;
      },
      CONTENTS,
    );
  }

  removeCoupon(request: CartRequest, code: string): Promise<Cart> {
    const repository = this.deps.repository;
    return this.change(
      request,
      async (tx, cart) => {
        if (cart.coupon_id === null)
          throw cartError('coupon-already-removed', 'Aucun code promo n’est appliqué.');
        const coupon = await repository.couponById(tx, cart.coupon_id);
        if (coupon?.code !== code.toUpperCase())
          throw cartError('coupon-not-found', `Le code promo ${code} n’est pas appliqué à ce panier.`);
        await repository.releaseCoupon(tx, cart.id);
        cart.coupon_id = null;
      },
      CONTENTS,
    );
  }

  setLogisticClassSplitting(request: CartRequest, enabled: boolean): Promise<Cart> {
    return this.change(
      request,
      async (tx, cart) => {
        await this.deps.repository.setLogisticClassSplitting(tx, cart.id, enabled);
        cart.enable_logistic_class_splitting = enabled;
      },
      CONTENTS,
    );
  }

  /** `shopping-cart/catalog`: moves the cart to the body's region, whatever the header says. */
  changeRegion(request: CartRequest, rootCategoryPath: string): Promise<Cart> {
    return this.change({ ...request, rootPath: rootCategoryPath }, async () => undefined);
  }

  /**
   * Runs a call on the session's cart: one transaction holding the cart row's lock, the cart moved to
   * the request's region first, the whole cart read back at the end. Checkout calls use it too.
   */
  async change(request: CartRequest, work: Work, options: ChangeOptions = {}): Promise<Cart> {
    const session = await this.deps.sessions.find(request.token);
    if (!session || (options.account && session.isGuest)) throw notLoggedIn();
    const target = request.rootPath === undefined ? undefined : await this.region(request.rootPath);
    return this.deps.db.transaction(async (tx) => {
      const cart = await this.deps.repository.lockCart(tx, session.customerId);
      const territory = cart.territory;
      const removedItems = await this.placeIn(tx, cart, target);
      const moved = territory !== null && territory !== cart.territory;
      if (options.invalidates || moved) await endValidation(tx, cart.id);
      // Prices, taxes and delivery are the new territory's: the address and methods chosen for the
      // old one do not hold there (an address in Martinique for a cart priced for French Guiana).
      if (moved) await forgetShipping(tx, cart.id);
      const adjustment = (await work(tx, cart, session)) ?? null;
      const reply = await this.read(tx, cart, removedItems, adjustment);
      await options.finish?.(tx, reply);
      return reply;
    });
  }

  private async region(rootPath: string): Promise<RegionRow> {
    const region = await findRegion(this.deps.db, rootPath);
    if (!region)
      throw cartError('unknown-root-category', `Catégorie racine inconnue « ${rootPath.slice(0, 100)} »`);
    return region;
  }

  /**
   * Read in the cart's transaction: on the embedded database (one connection) a query outside it
   * would wait for the transaction, which waits for it.
   */
  private async defaultRegion(tx: Queryable): Promise<RegionRow> {
    const region = await findRegion(tx, undefined);
    if (!region) throw new Error('no default region: the catalogue is not seeded');
    return region;
  }

  /** Pins a new cart to the request's region (or the default one), or moves it to another. */
  private async placeIn(tx: Queryable, cart: CartRow, target: RegionRow | undefined): Promise<RemovedItem[]> {
    const territory = target?.code ?? cart.territory ?? (await this.defaultRegion(tx)).code;
    if (territory === cart.territory) return [];
    const repository = this.deps.repository;
    await repository.setTerritory(tx, cart.id, territory);
    cart.territory = territory;
    return relocateLines(tx, repository, cart.id, territory);
  }

  /** The whole cart as the reply shows it, read in the caller's transaction (under the cart's lock). */
  async read(
    tx: Queryable,
    cart: CartRow,
    removedItems: RemovedItem[],
    adjustment: Cart['adjustment'],
  ): Promise<Cart> {
    const repository = this.deps.repository;
    const territory = cart.territory!;
    const region = await repository.regionByCode(tx, territory);
    const lines = await withRunningPriorPrices(tx, await repository.cartLines(tx, cart.id));
    const coupon: CouponRow | undefined =
      cart.coupon_id === null ? undefined : await repository.couponById(tx, cart.coupon_id);
    const franco = await repository.francoThreshold(tx, territory);
    const assembled = assembleCart(
      { cart, rootPath: region!.root_path, lines, coupon, franco, removedItems, adjustment },
      this.deps.priceMode,
    );
    const checkout = await loadCheckoutState(tx, cart.id, territory, lines);
    return withCheckout(
      assembled,
      lines,
      cart.enable_logistic_class_splitting,
      checkout,
      this.deps.priceMode,
    );
  }
}
