import { CURRENCY, lineQuantityLimit } from '@shop/domain';
import { cartLineModel, productModel } from '../../models.js';
import { toGlobalId } from '../../relay/global-id.js';
import type {
  CartLineResolvers,
  CartResolvers,
  CartTaxResolvers,
  CouponResolvers,
  FrancoProgressResolvers,
} from '../__generated__/resolvers-types.js';
import { cartTotal, money, reductionOf } from '../prices.js';

const euros = (cents: number) => money(cents, CURRENCY);

/** Fields other than the badge's read the whole cart; the model reads it once per request. */
export const cartFields: CartResolvers = {
  id: (c) => toGlobalId({ type: 'Cart', cartId: c.id }),
  lineCount: (c) => c.lineCount,
  itemCount: async (c) => (await c.cart()).cartItems.reduce((units, item) => units + item.quantity, 0),
  lines: async (c) => {
    const cart = await c.cart();
    return cart.cartItems.map((item) => cartLineModel(item, cart));
  },
  region: async (c, _, ctx) => {
    const [cart, regions] = await Promise.all([c.cart(), ctx.loaders.regions()]);
    return regions.find((region) => region.path === cart.rootCategoryPath) ?? null;
  },
  coupon: async (c) => (await c.cart()).coupon,
  productsPrice: async (c) => cartTotal((await c.cart()).productsPrice),
  discount: async (c) => {
    const { specialPrice } = await c.cart();
    return specialPrice && cartTotal(specialPrice);
  },
  totalPrice: async (c) => cartTotal((await c.cart()).totalPrice),
  taxes: async (c) => (await c.cart()).taxes,
  franco: async (c, _, ctx) => (ctx.shop.features.francoMessage ? (await c.cart()).franco : null),
  logisticClassSplitting: async (c) => (await c.cart()).enableLogisticClassSplitting,
};

export const cartLineFields: CartLineResolvers = {
  id: (l) => toGlobalId({ type: 'CartLine', cartId: l.cartId, offerId: l.offer.id }),
  // The line's product is the variant that owns the offer: its slug scopes the offer's global id.
  offer: (l) => ({ ...l.offer, region: l.region, ownerSlug: l.product.slug }),
  product: async (l, _, ctx) => {
    const product = await ctx.loaders.productByReference.load({ region: l.region, key: l.product.reference });
    return product && productModel(product, l.region);
  },
  maxQuantity: (l) =>
    lineQuantityLimit({
      packSize: l.offer.packSize,
      minimalOrderQuantity: l.offer.minimalOrderQuantity,
      maximalOrderQuantity: l.offer.maximalOrderQuantity,
      stock: l.offer.stockQuantity,
    }),
  unitPrice: ({ price, offer, unitPrice: { regular, discount } }) =>
    reductionOf(price, discount === null ? null : regular, offer.priorPrice),
  totalPrice: (l) => l.totalPrice,
};

export const couponFields: CouponResolvers = {
  percent: (c) => (c.discountType === 'PERCENT' ? c.value : null),
  amount: (c) => (c.discountType === 'AMOUNT' ? euros(c.value) : null),
  minimumCart: (c) => (c.minimumCart === null ? null : euros(c.minimumCart)),
};

export const cartTaxFields: CartTaxResolvers = {
  base: (t) => euros(t.base),
  amount: (t) => euros(t.amount),
};

export const francoFields: FrancoProgressResolvers = {
  goal: (f) => euros(f.goal),
  current: (f) => euros(f.current),
  remaining: (f) => euros(f.remaining),
};
