/**
 * The cart's rules of spec 4 (cart line method, quantity cap, add-to-cart rules, franco bar), one
 * implementation for every layer: storefront-api applies them to the stored cart, the gateway
 * explains them in `userErrors`, the web predicts them in the add-to-cart control.
 */
import { DEFAULT_PACK_SIZE } from './constants.js';
import type { Cents } from './money.js';
import { canAddToCart, normalizeQuantity } from './stock.js';
import type { QuantityRules } from './stock.js';

/**
 * How a quantity call changes a line (spec 4): `add` adds the given amount (a new line starts at
 * it), `update` sets it, `remove` sets 0 (the line leaves), `add_one` adds 1.
 */
export const CART_LINE_METHODS = ['add', 'update', 'remove', 'add_one'] as const;
export type CartLineMethod = (typeof CART_LINE_METHODS)[number];

/**
 * The method of a quantity change made in a control (spec 4): `add` for an offer not in the cart,
 * `update` for one that is (product page, product card, grid; in B2B and marketplace mode alike).
 */
export function lineMethodFor(inCart: boolean): CartLineMethod {
  return inCart ? 'update' : 'add';
}

export type QuantityRefusal =
  /** No stock, or less than one pack or the minimum quantity. */
  | 'OUT_OF_STOCK'
  /** `add`, `update` and `add_one` need a positive quantity. */
  | 'INVALID_QUANTITY';

export interface LineQuantityChange {
  /** The line's new quantity; 0 means the line leaves the cart. */
  quantity: number;
  /**
   * The change reached the largest quantity allowed (stock, or the maximal order quantity): the
   * shopper sees the max-quantity notice, "Quantité maximale atteinte ({stock} en stock)".
   */
  maxQuantityReached: boolean;
  /** The largest quantity the line may hold (stock and maximum, in whole packs). */
  limit: number;
}

export type LineQuantityResult = LineQuantityChange | { refused: QuantityRefusal };

/** The largest quantity a line of this offer may hold: stock and maximum, in whole packs. */
export function lineQuantityLimit(rules: QuantityRules): number {
  const pack = Math.max(1, Math.floor(rules.packSize ?? DEFAULT_PACK_SIZE));
  const stock = Math.max(0, Math.floor(rules.stock));
  const maximum = Math.min(stock, Math.floor(rules.maximalOrderQuantity ?? stock));
  return Math.floor(maximum / pack) * pack;
}

/**
 * Spec 4 "quantity cap" and "add-to-cart rules", with the spec 5 quantity rules: the quantity a
 * line gets from a call. An `add` (or `add_one`) whose total reaches or exceeds the stock, and an
 * `update` that reaches it, are set to the limit and say so; the pack size, minimum and maximum
 * then shape the result. Adding needs stock above 0, covering the pack and the added quantity
 * (else `OUT_OF_STOCK`, and the line keeps its quantity).
 */
export function changeLineQuantity(
  method: CartLineMethod,
  current: number,
  requested: number,
  rules: QuantityRules,
): LineQuantityResult {
  const limit = lineQuantityLimit(rules);
  if (method === 'remove') return { quantity: 0, maxQuantityReached: false, limit };
  const amount = method === 'add_one' ? 1 : requested;
  if (!Number.isSafeInteger(amount) || amount <= 0) return { refused: 'INVALID_QUANTITY' };
  const target = method === 'update' ? amount : current + amount;
  const pack = rules.packSize ?? DEFAULT_PACK_SIZE;
  if (current === 0 && !canAddToCart(Math.min(amount, rules.stock), rules.stock, pack)) {
    return { refused: 'OUT_OF_STOCK' };
  }
  const quantity = normalizeQuantity(Math.min(target, limit), rules);
  if (quantity === 0) return { refused: 'OUT_OF_STOCK' };
  return { quantity, maxQuantityReached: limit > 0 && target >= limit, limit };
}

export interface FrancoProgress {
  /** The free-delivery threshold (tax-included cents). */
  goal: Cents;
  /** What counts toward it: the products' tax-included total after the coupon. */
  current: Cents;
  /** What is still missing (0 once reached). */
  remaining: Cents;
  /** Spec 4: 100 × current ÷ goal, as a whole percentage, capped at 100 for the bar. */
  progress: number;
  /** Reached at 100 % or more. */
  reached: boolean;
}

/** Spec 4 "franco bar": progress toward the free-delivery threshold. */
export function francoProgress(goal: Cents, current: Cents): FrancoProgress {
  const ratio = goal <= 0 ? 100 : (100 * current) / goal;
  return {
    goal,
    current,
    remaining: Math.max(0, goal - current),
    progress: Math.min(100, Math.floor(ratio)),
    reached: ratio >= 100,
  };
}
