import type { Resolvers } from './__generated__/resolvers-types.js';
import {
  orderEventFields,
  orderFields,
  orderItemFields,
  parcelFields,
  parcelItemFields,
  trackingEventFields,
} from './orders/fields.js';
import { orderMutations } from './orders/mutations.js';
import { orderViewerFields } from './orders/viewer.js';

/** The customer's orders: the list, one order with its history and parcels, the rename. */
export const orderResolvers: Resolvers = {
  Viewer: orderViewerFields,
  Order: orderFields,
  OrderItem: orderItemFields,
  OrderEvent: orderEventFields,
  Parcel: parcelFields,
  ParcelItem: parcelItemFields,
  TrackingEvent: trackingEventFields,
  Mutation: orderMutations,
};
