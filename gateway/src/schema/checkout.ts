import type { Resolvers } from './__generated__/resolvers-types.js';
import {
  cartCheckoutFields,
  cartValidationFields,
  orderFields,
  orderItemFields,
  postalAddressFields,
  priceDetailFields,
  relayPointFields,
  shipmentFields,
  shipmentMethodFields,
} from './checkout/fields.js';
import { checkoutMutations } from './checkout/mutations.js';
import { orderViewerFields, relayQueries } from './checkout/orders.js';

/** The checkout part of the graph: shipments and their methods, relay points, payment, the order. */
export const checkoutResolvers: Resolvers = {
  Query: relayQueries,
  Viewer: orderViewerFields,
  Cart: cartCheckoutFields,
  Shipment: shipmentFields,
  ShipmentMethod: shipmentMethodFields,
  PriceDetail: priceDetailFields,
  PostalAddress: postalAddressFields,
  RelayPoint: relayPointFields,
  CartValidation: cartValidationFields,
  Order: orderFields,
  OrderItem: orderItemFields,
  Mutation: checkoutMutations,
};
