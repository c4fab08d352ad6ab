/**
 * Turns the cart's rows into the `Cart` reply of `domain/src/api/cart.ts`: lines priced at their
 * territory's rate, totals of `cartTotals`, the coupon, franco progress. Pure: no I/O.
 */
import {
  cartTotals,
  currentPrice,
  displayedAmount,
  francoProgress,
  priceFromTaxFree,
  type Cart,
  type CartAmounts,
  type CartItem,
  type CartPrice,
  type PriceMode,
  type RemovedItem,
  type TerritoryCode,
} from '@shop/domain';
import { toOffer } from '../products/assemble.js';
import type { CartLineRow, CartRow, CouponRow } from './repository.js';

export interface CartState {
  cart: CartRow;
  rootPath: string;
  lines: CartLineRow[];
  coupon: CouponRow | undefined;
  franco: number | undefined;
  removedItems: RemovedItem[];
  adjustment: Cart['adjustment'];
}

/** A coupon gives its discount inside its window and territories (its minimum is `cartTotals`'). */
export function couponUsableIn(coupon: CouponRow, territory: TerritoryCode | null): boolean {
  return (
    coupon.in_window &&
    (coupon.territories.length === 0 || (territory !== null && coupon.territories.includes(territory)))
  );
}

function cartItem(row: CartLineRow, now: Date): CartItem {
  const offer = toOffer(row, row.rate_bp, row.pack_size, now);
  const price = currentPrice(offer);
  const total = priceFromTaxFree(price.taxFree * row.quantity, row.rate_bp);
  return {
    quantity: row.quantity,
    product: {
      id: row.product_id,
      reference: row.reference,
      slug: row.slug,
      name: row.name,
      offerId: row.id,
      stockQuantity: row.stock,
    },
    offer,
    unitPrice: { regular: offer.price, discount: offer.isDiscountActive ? offer.discountPrice : null },
    price,
    isGift: false,
    taxFreeTotalPrice: total.taxFree,
    taxIncludedTotalPrice: total.taxIncluded,
    totalPrice: total,
    addedAt: new Date(row.added_at).toISOString(),
  };
}

export function assembleCart(state: CartState, mode: PriceMode, now: Date = new Date()): Cart {
  const { cart, coupon } = state;
  const items = state.lines.map((row) => cartItem(row, now));
  const usable = coupon !== undefined && couponUsableIn(coupon, cart.territory);
  const totals = cartTotals(
    items.map((item, index) => ({
      unitTaxFree: item.price.taxFree,
      quantity: item.quantity,
      rate: state.lines[index]!.rate_bp,
      taxKind: state.lines[index]!.tax_kind,
    })),
    usable
      ? { discountType: coupon.discount_type, value: coupon.value, minimumCart: coupon.minimum_cart }
      : null,
  );
  const price = (amounts: CartAmounts): CartPrice => ({
    actualAmount: displayedAmount(amounts, mode),
    ...amounts,
  });
  return {
    id: cart.id,
    rootCategoryPath: state.rootPath,
    cartItems: items,
    coupon:
      coupon === undefined
        ? null
        : {
            id: coupon.id,
            cartPriceRuleId: coupon.id,
            code: coupon.code,
            name: coupon.name,
            description: coupon.description,
            discountType: coupon.discount_type,
            value: coupon.value,
            minimumCart: coupon.minimum_cart,
            isApplicable: totals.discount !== null,
          },
    productsPrice: price(totals.products),
    specialPrice: totals.discount === null ? null : price(totals.discount),
    totalPrice: price(totals.total),
    taxes: totals.taxes.map((tax) => ({
      kind: tax.kind,
      rate: tax.rate / 100,
      base: tax.base,
      amount: tax.amount,
    })),
    franco: state.franco === undefined ? null : francoProgress(state.franco, totals.francoCurrent),
    enableLogisticClassSplitting: cart.enable_logistic_class_splitting,
    billingAddress: null,
    mainShippingAddress: null,
    shippingPrice: null,
    orderTotalPrice: price(totals.total),
    shipments: [],
    validation: null,
    removedItems: state.removedItems,
    adjustment: state.adjustment,
  };
}
