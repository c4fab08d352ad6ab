import { CARRIERS, CURRENCY, deliveryPeriod, RELAY_NAME_PREFIX } from '@shop/domain';
import type { Cart } from '@shop/domain';
import type { CartModel, ShipmentModel } from '../../models.js';
import { toGlobalId } from '../../relay/global-id.js';
import type {
  CartResolvers,
  CartValidationResolvers,
  PostalAddressResolvers,
  PriceDetailResolvers,
  RelayPointResolvers,
  ShipmentMethodResolvers,
  ShipmentResolvers,
} from '../__generated__/resolvers-types.js';
import { deliveryEstimate } from '../delivery-estimate.js';
import { cartTotal, money } from '../prices.js';
import { findSeller } from '../shops.js';

/**
 * A cart's shipments: nothing shipped yet, their delivery estimated from today (an order's are in
 * `orders/fields.ts`).
 */
export function shipmentModels(cart: Pick<Cart, 'id' | 'rootCategoryPath' | 'shipments'>): ShipmentModel[] {
  const now = new Date();
  return cart.shipments.map((shipment) => ({
    ...shipment,
    cartId: cart.id,
    region: cart.rootCategoryPath,
    countedFrom: now,
    parcels: [],
  }));
}

const read = (c: CartModel) => c.cart();

/** The checkout fields of the cart (its other fields are in `cart/fields.ts`). */
export const cartCheckoutFields: CartResolvers = {
  shipments: async (c) => shipmentModels(await read(c)),
  shippingAddress: async (c) => (await read(c)).mainShippingAddress,
  billingAddress: async (c) => (await read(c)).billingAddress,
  shippingPrice: async (c) => {
    const { shippingPrice } = await read(c);
    return shippingPrice && cartTotal(shippingPrice);
  },
  orderTotalPrice: async (c) => cartTotal((await read(c)).orderTotalPrice),
  validation: async (c) => (await read(c)).validation,
};

export const shipmentFields: ShipmentResolvers = {
  id: (s) => toGlobalId({ type: 'Shipment', cartId: s.cartId, shipmentId: s.id }),
  shop: (s, _, ctx) => findSeller(ctx, { region: s.region, key: s.shop.id }),
  shopId: (s) => s.shop.id,
  shopName: (s) => s.shop.name,
  generalSalesTermsAndConditions: (s) => s.shop.generalSalesTermsAndConditions,
  availableMethods: (s) => s.availableShipmentMethods.map((method) => ({ ...method, shipment: s })),
  method: (s) => s.shipmentMethod && { ...s.shipmentMethod, shipment: s },
  price: (s) => s.price && cartTotal(s.price),
};

export const shipmentMethodFields: ShipmentMethodResolvers = {
  carrierName: (m) => CARRIERS[m.carrier].name,
  carrierLogo: (m) => `/carriers/${CARRIERS[m.carrier].logo}`,
  price: (m) => cartTotal(m.price),
  estimatedDelivery: (m) =>
    deliveryEstimate(
      deliveryPeriod({
        pickingDelayDays: m.shipment.pickingDelay,
        deliveryTime: m.deliveryTime,
        deliveryTimeUnit: m.deliveryTimeUnit,
      }),
      m.shipment.countedFrom,
      m.shipment.region,
    ),
};

export const priceDetailFields: PriceDetailResolvers = {
  amount: (d) => money(d.amount, CURRENCY),
};

export const postalAddressFields: PostalAddressResolvers = {
  isRelayPoint: (a) => a.name.startsWith(RELAY_NAME_PREFIX),
};

export const relayPointFields: RelayPointResolvers = {
  latitude: (r) => r.latlng.lat,
  longitude: (r) => r.latlng.lng,
};

export const cartValidationFields: CartValidationResolvers = {
  amount: (v) => cartTotal(v.amount),
};
