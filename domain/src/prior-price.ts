/**
 * The prior price of a reduction (Omnibus directive 2019/2161, Code de la consommation L112-1-1):
 * wherever a reduction is announced (a struck-through price, a percentage, the promotions), the
 * reference the shopper is shown is the lowest price applied to that offer in that territory during
 * the 30 days before the reduction. The shop applies the same rule in every territory, Saint-
 * Barthélemy included (outside the EU): one protection everywhere.
 *
 * An offer's history is the list of its pricing states, each recorded when the price, the discount
 * price or the discount window changed; a state holds until the next one. The price applied at an
 * instant is the state's current price then (`isDiscountActive` / `currentPrice` of `money.ts`).
 *
 * Choices, where the law leaves them to the shop:
 * - The reduction starts when the discount began to apply without a break up to now: consecutive
 *   discounts (a deeper one after a first) are one reduction, measured against the price before the
 *   first, so a shop cannot step a price down to reset its reference.
 * - A reduction that began more than 30 days ago keeps the prior price of its start: the reference
 *   never drifts towards the reduced price itself.
 * - A price raised then lowered within the 30 days: the lowest applied price wins, the raise is not
 *   the reference.
 * - An offer with less than 30 days of history before its reduction: the lowest price over the
 *   history it has. Sold at the reduced price from its first day (no price before the reduction):
 *   the lowest price it was ever sold at, the reduced price itself, so nothing larger is claimed.
 * - Amounts are tax-free cents; callers add the territory's tax of today.
 */
import { percentPromo } from './money.js';
import type { Cents } from './money.js';

/** Days before a reduction whose lowest applied price is its reference. */
export const PRIOR_PRICE_DAYS = 30;

const DAY_MS = 86_400_000;

/** An offer's pricing state from `recordedAt` until the next record. */
export interface PriceRecord {
  recordedAt: Date;
  price: Cents;
  discountPrice: Cents | null;
  discountStart: Date | null;
  discountEnd: Date | null;
}

/** A stretch of time with one applied price. */
interface Segment {
  from: number;
  to: number;
  price: Cents;
  discounted: boolean;
}

/**
 * Whether a state's discount applies at `at` (`isDiscountActive`'s rule), or over `[at, …)` when
 * `stretch` (a window ending at `at` no longer covers what follows).
 */
function discountedAt(record: PriceRecord, at: number, stretch = true): boolean {
  if (record.discountPrice === null) return false;
  if (record.discountStart !== null && at < record.discountStart.getTime()) return false;
  const end = record.discountEnd?.getTime();
  return end === undefined || (stretch ? at < end : at <= end);
}

/** The history cut into stretches of one applied price, oldest first, the last one ending at `now`. */
function segments(history: readonly PriceRecord[], now: number): Segment[] {
  const sorted = [...history].sort((a, b) => a.recordedAt.getTime() - b.recordedAt.getTime());
  return sorted.flatMap((record, index) => {
    const from = record.recordedAt.getTime();
    const to = Math.min(sorted[index + 1]?.recordedAt.getTime() ?? now, now);
    if (from >= to) return [];
    const edges = [record.discountStart, record.discountEnd]
      .map((edge) => edge?.getTime())
      .filter((t): t is number => t !== undefined && t > from && t < to);
    const cuts = [from, ...[...new Set(edges)].sort((a, b) => a - b), to];
    return cuts.slice(0, -1).map((start, i) => {
      const discounted = discountedAt(record, start);
      return {
        from: start,
        to: cuts[i + 1]!,
        price: discounted ? record.discountPrice! : record.price,
        discounted,
      };
    });
  });
}

/**
 * The prior price of the offer's reduction running at `now`, tax-free; null when no reduction runs
 * then (by its history: the state recorded last decides) or when it has no history at all.
 */
export function priorPrice(history: readonly PriceRecord[], now: Date): Cents | null {
  const at = now.getTime();
  const latest = [...history]
    .filter((record) => record.recordedAt.getTime() <= at)
    .sort((a, b) => b.recordedAt.getTime() - a.recordedAt.getTime())[0];
  if (latest === undefined || !discountedAt(latest, at, false)) return null;
  const stretches = segments(history, at);
  // The reduction's start: walk back over the discounted stretches that touch each other.
  let start = at;
  for (let i = stretches.length - 1; i >= 0; i -= 1) {
    const stretch = stretches[i]!;
    if (!stretch.discounted || stretch.to < start) break;
    start = stretch.from;
  }
  const windowStart = start - PRIOR_PRICE_DAYS * DAY_MS;
  const before = stretches.filter((s) => s.to > windowStart && s.from < start).map((s) => s.price);
  const prices = before.length > 0 ? before : stretches.map((s) => s.price);
  return prices.length > 0 ? Math.min(...prices) : latest.discountPrice;
}

/**
 * What a running discount may announce (L112-1-1): its struck price and its percentage are measured
 * against the prior price when one is known (never above the regular price), else the regular one.
 * A current price that is not below that reference announces no reduction at all (the offer was
 * sold cheaper during the 30 days before): the shopper then sees the price alone. Works on any price
 * shape carrying its tax-included cents, so the gateway keeps the whole breakdown of the reference.
 */
export function announcedReduction<P extends { taxIncluded: Cents }>(
  current: P,
  regular: P,
  prior: P | null,
): { reference: P; percent: number } | null {
  const reference = prior !== null && prior.taxIncluded < regular.taxIncluded ? prior : regular;
  if (current.taxIncluded >= reference.taxIncluded) return null;
  return { reference, percent: percentPromo(reference.taxIncluded, current.taxIncluded) };
}
