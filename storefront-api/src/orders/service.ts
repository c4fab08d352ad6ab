/**
 * Orders as the customer reads them (spec 3 Order), assembled from the cart frozen at validation and
 * the order's own rows: history, parcels and their tracking. A page of orders costs the same four
 * queries as one order.
 */
import {
  displayedAmount,
  shipmentPickingDelay,
  shippingTax,
  type Order,
  type OrderPage,
  type OrderSort,
  type PriceMode,
} from '@shop/domain';
import type { Queryable } from '../db/database.js';
import * as repository from './repository.js';
import type { EventRow, OrderRow, ParcelRow } from './repository.js';

export interface LoadedOrder {
  order: Order;
  customerId: string;
}

/** The order of this reference or id, only when it is this customer's (undefined: anyone's, for e-mails and the operator). */
export async function loadOrder(
  db: Queryable,
  by: { reference: string } | { id: string },
  customerId: string | undefined,
  mode: PriceMode = 'B2C',
): Promise<LoadedOrder | undefined> {
  const row = await repository.orderRow(db, by, customerId);
  if (!row) return undefined;
  const [order] = await assemble(db, [row], mode);
  return order;
}

/** A page of the customer's orders (spec 9 sizes and sorts). */
export async function listOrders(
  db: Queryable,
  customerId: string,
  query: { page: number; size: number; sort: OrderSort },
  mode: PriceMode = 'B2C',
): Promise<OrderPage> {
  const { rows, total } = await repository.customerOrderRows(db, customerId, query);
  const orders = await assemble(db, rows, mode);
  return {
    orders: orders.map((loaded) => loaded.order),
    total,
    page: query.page,
    size: query.size,
    totalPages: Math.ceil(total / query.size),
    sort: query.sort,
  };
}

async function assemble(db: Queryable, rows: OrderRow[], mode: PriceMode): Promise<LoadedOrder[]> {
  const ids = rows.map((row) => row.id);
  const [events, parcels] = await Promise.all([
    repository.eventRows(db, ids),
    repository.parcelRows(db, ids),
  ]);
  return rows.map((row) =>
    orderOf(
      row,
      events.filter((event) => event.order_id === row.id),
      parcels.filter((parcel) => parcel.order_id === row.id),
      mode,
    ),
  );
}

function parcelOf(row: ParcelRow) {
  return {
    parcelId: row.id,
    shipmentId: row.shipment_id,
    supplierParcelId: row.supplier_parcel_id,
    creationDate: new Date(row.created_at).toISOString(),
    parcelStatus: row.status,
    trackingNumber: row.tracking_number,
    trackingUrl: row.tracking_url,
    pickupCode: row.pickup_code,
    shippedItems: row.items,
    events: row.events.map((event) => ({ ...event, date: new Date(event.date).toISOString() })),
  };
}

function orderOf(row: OrderRow, events: EventRow[], parcels: ParcelRow[], mode: PriceMode): LoadedOrder {
  const cart = row.snapshot;
  const shipping = cart.shippingPrice ?? { actualAmount: 0, taxFree: 0, taxIncluded: 0, taxAmount: 0 };
  const taxes = cart.taxes.map((tax) => ({ ...tax }));
  if (shipping.taxAmount > 0) {
    // Transport VAT joins the goods' VAT at its rate.
    const rate = row.shipping_tax_rate / 100;
    const entry = taxes.find((tax) => tax.kind === 'VAT' && tax.rate === rate);
    if (entry) {
      entry.base += shipping.taxFree;
      entry.amount += shipping.taxAmount;
    } else taxes.push({ kind: 'VAT', rate, base: shipping.taxFree, amount: shipping.taxAmount });
  }
  const unit = (taxIncluded: number, rateBp: number) => {
    const amounts = { taxIncluded, ...shippingTax(taxIncluded, rateBp) };
    return { actualAmount: displayedAmount(amounts, mode), ...amounts };
  };
  const firstAddress = cart.shipments[0]?.address ?? cart.mainShippingAddress!;
  return {
    customerId: row.customer_id,
    order: {
      id: row.id,
      reference: row.reference,
      customLabel: row.custom_label,
      status: row.status,
      creationDate: new Date(row.created_at).toISOString(),
      rootCategoryPath: cart.rootCategoryPath,
      items: cart.cartItems.map((item) => ({
        offerId: item.product.offerId,
        productReference: item.product.reference,
        productName: item.product.name,
        productSlug: item.product.slug,
        shopId: item.offer.shopId,
        shopName: item.offer.shopName,
        quantity: item.quantity,
        unitPrice: unit(item.price.taxIncluded, Math.round(item.price.taxRate * 100)),
        totalPrice: {
          actualAmount: displayedAmount(item.totalPrice, mode),
          taxFree: item.totalPrice.taxFree,
          taxIncluded: item.totalPrice.taxIncluded,
          taxAmount: item.totalPrice.taxAmount,
        },
        taxRate: item.price.taxRate,
      })),
      shipments: cart.shipments.map((shipment) => ({
        ...shipment,
        // Snapshots written before the shipment carried it have the lines' offers: read it from them.
        pickingDelay: shipmentPickingDelay(
          shipment.items.map(
            (line) =>
              cart.cartItems.find((item) => item.product.offerId === line.offerId)?.offer.pickingDelay ?? 0,
          ),
        ),
        parcels: parcels.filter((parcel) => parcel.shipment_id === shipment.id).map(parcelOf),
      })),
      billingAddress: cart.billingAddress!,
      shippingAddress: firstAddress,
      coupon: cart.coupon,
      productsPrice: cart.productsPrice,
      discountPrice: cart.specialPrice,
      shippingPrice: shipping,
      totalPrice: cart.orderTotalPrice,
      taxes,
      payment: {
        date: new Date(row.paid_at).toISOString(),
        method: 'cb',
        status: 'PAID',
        transactionReference: row.transaction_reference,
        maskedPan: row.masked_pan,
      },
      eventHistory: events.map((event) => ({
        instant: new Date(event.instant).toISOString(),
        type: event.type,
        stage: event.stage,
        message: event.message,
        // The stored event also keeps the method; the wire shape has status and reference only.
        payment: event.payment
          ? { status: event.payment.status, transactionReference: event.payment.transactionReference }
          : null,
        tracking: event.tracking,
      })),
      enableLogisticClassSplitting: cart.enableLogisticClassSplitting,
    },
  };
}
