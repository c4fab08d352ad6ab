import type { Resolvers } from './__generated__/resolvers-types.js';
import {
  cartCheckoutFields,
  cartValidationFields,
  postalAddressFields,
  priceDetailFields,
  relayPointFields,
  shipmentFields,
  shipmentMethodFields,
} from './checkout/fields.js';
import { checkoutMutations } from './checkout/mutations.js';
import { relayQueries } from './checkout/relays.js';

/** The checkout part of the graph: shipments and their methods, relay points, payment. */
export const checkoutResolvers: Resolvers = {
  Query: relayQueries,
  Cart: cartCheckoutFields,
  Shipment: shipmentFields,
  ShipmentMethod: shipmentMethodFields,
  PriceDetail: priceDetailFields,
  PostalAddress: postalAddressFields,
  RelayPoint: relayPointFields,
  CartValidation: cartValidationFields,
  Mutation: checkoutMutations,
};
