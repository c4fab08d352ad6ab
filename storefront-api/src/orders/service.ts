/**
 * Orders as the customer reads them (spec 3 Order), assembled from the cart frozen at validation and
 * the order's own rows. Lists, renaming and invoices come with the orders pages.
 */
import {
  displayedAmount,
  shippingTax,
  type Cart,
  type Order,
  type OrderStatus,
  type PriceMode,
} from '@shop/domain';
import type { Queryable } from '../db/database.js';

interface OrderRow {
  id: string;
  reference: string;
  customer_id: string;
  status: OrderStatus;
  custom_label: string | null;
  snapshot: Cart;
  shipping_tax_rate: number;
  transaction_reference: string;
  masked_pan: string | null;
  paid_at: Date;
  created_at: Date;
}

interface EventRow {
  instant: Date;
  type: string;
  stage: OrderStatus;
  message: string | null;
  payment: { status: string; transactionReference: string } | null;
}

/** The order of this reference, only when it is this customer's (undefined: anyone's, for e-mails). */
export async function loadOrder(
  db: Queryable,
  reference: string,
  customerId: string | undefined,
  mode: PriceMode = 'B2C',
): Promise<{ order: Order; customerId: string } | undefined> {
  const [row] = await db.query<OrderRow>(
    `SELECT id::text, reference, customer_id::text, status, custom_label, snapshot, shipping_tax_rate,
            transaction_reference, masked_pan, paid_at, created_at
     FROM orders WHERE reference = $1 AND ($2::uuid IS NULL OR customer_id = $2::uuid)`,
    [reference, customerId ?? null],
  );
  if (!row) return undefined;
  const events = await db.query<EventRow>(
    'SELECT instant, type, stage, message, payment FROM order_events WHERE order_id = $1 ORDER BY instant, id',
    [row.id],
  );
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
      shipments: cart.shipments,
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
      })),
      enableLogisticClassSplitting: cart.enableLogisticClassSplitting,
    },
  };
}
