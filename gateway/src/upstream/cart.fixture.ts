import type { Cart, PriceBreakdown } from '@shop/domain';

/** Test data of the cart calls (left out of the build). */
export const UNIT_PRICE: PriceBreakdown = {
  taxFree: 1000,
  taxIncluded: 1085,
  taxAmount: 85,
  taxRate: 8.5,
  currency: 'EUR',
  symbol: '€',
};
const total = { actualAmount: 2170, taxFree: 2000, taxIncluded: 2170, taxAmount: 170 };
/** A cart of one line as the contract shapes it, its seller named like a person (never logged). */
export const CART: Cart = {
  id: 'cart-1',
  rootCategoryPath: 'martinique',
  cartItems: [
    {
      quantity: 2,
      product: {
        id: 'p1',
        reference: 'REF-1',
        slug: 'ventilateur-ref-1',
        name: 'Ventilateur',
        offerId: 'o1',
        stockQuantity: 5,
      },
      offer: {
        id: 'o1',
        shopId: 's1',
        shopName: 'Boutique Léa Martin',
        stockQuantity: 5,
        price: UNIT_PRICE,
        discountPrice: null,
        discountStart: null,
        discountEnd: null,
        isDiscountActive: false,
        pickingDelay: 1,
        logisticClass: { id: 'standard', label: 'Standard', description: '' },
        packSize: 1,
        minimalOrderQuantity: 1,
        maximalOrderQuantity: 5,
        additionalAttributes: {},
      },
      unitPrice: { regular: UNIT_PRICE, discount: null },
      price: UNIT_PRICE,
      isGift: false,
      taxFreeTotalPrice: 2000,
      taxIncludedTotalPrice: 2170,
      totalPrice: { ...UNIT_PRICE, taxFree: 2000, taxIncluded: 2170, taxAmount: 170 },
      addedAt: '2026-11-23T20:00:00.000Z',
    },
  ],
  coupon: null,
  productsPrice: total,
  specialPrice: null,
  totalPrice: total,
  taxes: [{ kind: 'VAT', rate: 8.5, base: 2000, amount: 170 }],
  franco: { goal: 15000, current: 2170, remaining: 12830, progress: 14, reached: false },
  enableLogisticClassSplitting: false,
  billingAddress: null,
  mainShippingAddress: null,
  shippingPrice: null,
  orderTotalPrice: total,
  shipments: [],
  validation: null,
  removedItems: [],
  adjustment: null,
};
