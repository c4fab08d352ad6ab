import {
  ORDER_STATUS_LABELS,
  PARCEL_STATUS_LABELS,
  regionTimeZone,
  TRACKING_EVENT_LABELS,
  type Order,
} from '@shop/domain';
import { invoicePath } from '../../http/invoice-proxy.js';
import { productModel } from '../../models.js';
import type { OrderModel, ShipmentModel } from '../../models.js';
import { toGlobalId } from '../../relay/global-id.js';
import type {
  OrderEventResolvers,
  OrderItemResolvers,
  OrderResolvers,
  ParcelItemResolvers,
  ParcelResolvers,
  TrackingEventResolvers,
} from '../__generated__/resolvers-types.js';
import { cartTotal } from '../prices.js';

/** An order's products are sold in its cart's region. */
export function orderModel(order: Order): OrderModel {
  return { ...order, region: order.rootCategoryPath };
}

/** An order's shipments with their parcels; their global ids name the order's upstream id. */
function orderShipments(order: OrderModel): ShipmentModel[] {
  const productNames = new Map(order.items.map((item) => [item.productReference, item.productName]));
  return order.shipments.map((shipment) => ({
    ...shipment,
    cartId: order.id,
    region: order.region,
    // The estimate an order shows is the one made when it was placed.
    countedFrom: order.creationDate,
    parcels: shipment.parcels.map((parcel) => ({ ...parcel, productNames })),
  }));
}

export const orderFields: OrderResolvers = {
  id: (o) => toGlobalId({ type: 'Order', reference: o.reference }),
  statusLabel: (o) => ORDER_STATUS_LABELS[o.status],
  createdAt: (o) => o.creationDate,
  paidAt: (o) => o.payment.date,
  timeZone: (o) => regionTimeZone(o.rootCategoryPath),
  unitCount: (o) => o.items.reduce((units, item) => units + item.quantity, 0),
  events: (o) => o.eventHistory,
  invoicePath: (o) => invoicePath(o.id),
  items: (o) => o.items.map((item) => ({ ...item, region: o.region })),
  shipments: orderShipments,
  productsPrice: (o) => cartTotal(o.productsPrice),
  discount: (o) => o.discountPrice && cartTotal(o.discountPrice),
  shippingPrice: (o) => cartTotal(o.shippingPrice),
  totalPrice: (o) => cartTotal(o.totalPrice),
};

export const orderItemFields: OrderItemResolvers = {
  product: async (i, _, ctx) => {
    const product = await ctx.loaders.productByReference.load({ region: i.region, key: i.productReference });
    return product && productModel(product, i.region);
  },
  unitPrice: (i) => cartTotal(i.unitPrice),
  totalPrice: (i) => cartTotal(i.totalPrice),
};

export const orderEventFields: OrderEventResolvers = {
  stageLabel: (e) => ORDER_STATUS_LABELS[e.stage],
};

export const parcelFields: ParcelResolvers = {
  createdAt: (p) => p.creationDate,
  status: (p) => p.parcelStatus,
  statusLabel: (p) => PARCEL_STATUS_LABELS[p.parcelStatus],
  items: (p) =>
    p.shippedItems.map((item) => ({
      ...item,
      productName: p.productNames.get(item.productReference) ?? item.productReference,
    })),
};

export const parcelItemFields: ParcelItemResolvers = {};

export const trackingEventFields: TrackingEventResolvers = {
  typeLabel: (e) => TRACKING_EVENT_LABELS[e.type],
};
