import { DEFAULT_PACK_SIZE, LOW_STOCK_THRESHOLD } from './constants.js';

export type StockState = 'OUT_OF_STOCK' | 'LOW_STOCK' | 'IN_STOCK';

/**
 * Spec 4, stock display: a low-stock message when the quantity is at most 5, above 0 and not 1;
 * 0 or less is out of stock; otherwise the count is shown.
 */
export function stockState(quantity: number): StockState {
  if (quantity <= 0) return 'OUT_OF_STOCK';
  if (quantity <= LOW_STOCK_THRESHOLD && quantity !== 1) return 'LOW_STOCK';
  return 'IN_STOCK';
}

export interface QuantityRules {
  packSize?: number | null;
  minimalOrderQuantity?: number | null;
  maximalOrderQuantity?: number | null;
  stock: number;
}

/**
 * Spec 5, quantity: rounded up to a multiple of the pack size; below the minimum raised to the
 * minimum (or the pack size); above the maximum lowered to the largest multiple not exceeding it;
 * never above stock. Returns 0 when no valid quantity exists (no stock, or stock below one pack or the minimum).
 */
export function normalizeQuantity(requested: number, rules: QuantityRules): number {
  const pack = Math.max(1, Math.floor(rules.packSize ?? DEFAULT_PACK_SIZE));
  const stock = Math.max(0, Math.floor(rules.stock));
  const maximum = Math.min(stock, Math.floor(rules.maximalOrderQuantity ?? stock));
  const largestAllowed = Math.floor(maximum / pack) * pack;
  if (largestAllowed <= 0 || !Number.isFinite(requested) || requested <= 0) return 0;
  const quantity = Math.ceil(requested / pack) * pack;
  const minimum = Math.max(pack, Math.ceil((rules.minimalOrderQuantity ?? pack) / pack) * pack);
  if (largestAllowed < minimum) return 0;
  return Math.min(Math.max(quantity, minimum), largestAllowed);
}

/** Spec 4: adding is allowed only when stock covers the quantity, is above 0 and covers one pack. */
export function canAddToCart(
  requested: number,
  stock: number,
  packSize: number = DEFAULT_PACK_SIZE,
): boolean {
  return stock > 0 && stock >= requested && stock >= packSize;
}
