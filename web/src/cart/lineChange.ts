import './messages.js';
import type { CartLineMethod } from '@shop/domain/cart';
import type { QuantityRules } from '@shop/domain/stock';
import type { RecordSourceProxy } from 'relay-runtime';
import { notify } from '../notifications/store.js';
import { GatewayError } from '../relay/network.js';
import { track } from '../shell/analytics.js';

/** Where a quantity change comes from: the product page, a product card, a cart line. */
export type CartChangeSource = 'product' | 'card' | 'cart';

/** One quantity call for an offer, with what the store and the shopper are told. */
export interface LineChangeRequest {
  offerId: string;
  method: CartLineMethod;
  /** Units sent: added (`add`) or held (`update`). */
  quantity: number;
  /** The offer's line when the call left; null when the offer is not in the cart. */
  lineId: string | null;
  /** Units in the cart when the call left (0 outside the cart). */
  previousQuantity: number;
  /** What the domain's rules predict the line will hold (0: it leaves the cart). */
  expectedQuantity: number;
  productName: string;
  rules: QuantityRules;
  /** Displayed unit price, for the marketing events. */
  unitPrice?: number | undefined;
  source: CartChangeSource;
}

/** The part of a `setCartLineQuantity` reply the outcome depends on. */
export interface LineChangeReply {
  readonly line:
    { readonly quantity: number; readonly offer: { readonly stockQuantity: number } } | null | undefined;
  readonly removedLineId?: string | null | undefined;
  readonly userErrors: readonly { readonly code: string; readonly message: string }[];
}

export interface LineChangeResult {
  /** False when the gateway refused the change (the cart is as it was) or the call failed. */
  ok: boolean;
  /** Units of the offer in the cart now. */
  quantity: number;
  maxQuantityReached: boolean;
}

/**
 * The store as the shopper should see it while the call is in flight: the line at the predicted
 * quantity, the badge's count one up for a new line and one down for a line that leaves. Relay
 * takes it back when the reply comes (the payload then says the truth), when the call fails, and
 * when a newer call supersedes this one.
 */
export function applyOptimisticChange(store: RecordSourceProxy, request: LineChangeRequest): void {
  const cart = store.getRoot().getLinkedRecord('viewer')?.getLinkedRecord('cart');
  const line = request.lineId ? store.get(request.lineId) : null;
  if (line && request.expectedQuantity > 0) line.setValue(request.expectedQuantity, 'quantity');
  if (!cart) return;
  const count = cart.getValue('lineCount');
  if (typeof count !== 'number') return;
  if (!line && request.expectedQuantity > 0) {
    cart.setValue(count + 1, 'lineCount');
  } else if (line && request.expectedQuantity === 0) {
    cart.setValue(Math.max(0, count - 1), 'lineCount');
    const lines = cart.getLinkedRecords('lines');
    if (lines) {
      cart.setLinkedRecords(
        lines.filter((other) => other?.getDataID() !== line.getDataID()),
        'lines',
      );
    }
  }
}

const REFUSALS: Record<string, string> = {
  OUT_OF_STOCK: 'addToCart.outOfStock',
  OFFER_NOT_FOUND: 'addToCart.unavailable',
};

/**
 * Spec 8 cart notices and spec 7 marketing events of a reply: the maximum-quantity notice (with the
 * stock and the product) when the gateway capped the quantity, else added, updated (info) or removed
 * (danger); a refusal is a danger notice and changes nothing. An increase raises add to cart (add to
 * cart light from a product card), a decrease remove from cart.
 */
export function reportReply(request: LineChangeRequest, reply: LineChangeReply): LineChangeResult {
  const capped = reply.userErrors.some((error) => error.code === 'MAX_QUANTITY_REACHED');
  const refusal = reply.userErrors.find((error) => error.code !== 'MAX_QUANTITY_REACHED');
  if (refusal && !capped) {
    notify('danger', REFUSALS[refusal.code] ?? 'errors.server.access');
    return { ok: false, quantity: request.previousQuantity, maxQuantityReached: false };
  }
  const quantity = reply.removedLineId || !reply.line ? 0 : reply.line.quantity;
  const product = request.productName;
  if (capped) {
    const stock = reply.line?.offer.stockQuantity ?? request.rules.stock;
    notify('info', 'addToCart.maxQty', { stock, product });
  } else if (quantity === 0) notify('danger', 'addToCart.remove', { product });
  else if (request.previousQuantity === 0) notify('info', 'addToCart.add', { product });
  else notify('info', 'addToCart.update', { product });

  const delta = quantity - request.previousQuantity;
  const data = {
    offerId: request.offerId,
    name: product,
    quantity: Math.abs(delta),
    ...(request.unitPrice === undefined ? {} : { price: request.unitPrice }),
  };
  if (delta > 0) track(request.source === 'card' ? 'add_to_cart_light' : 'add_to_cart', data);
  else if (delta < 0) track('remove_from_cart', data);
  return { ok: true, quantity, maxQuantityReached: capped };
}

/**
 * Spec 8: a cart call that failed shows the server access error. A call that never reached the
 * gateway was already told as a connection failure by the network layer, and a 50x as this very
 * notice (the store does not stack the same notice twice).
 */
export function reportFailure(error: unknown): void {
  if (error instanceof GatewayError && error.status === 0) return;
  notify('danger', 'errors.server.access');
}
