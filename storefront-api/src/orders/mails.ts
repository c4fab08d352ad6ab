/**
 * The e-mails an order's facts send: queued in the transaction that makes the fact (the order paid,
 * a parcel shipped), through the retried outbox, so a refusing mail server loses none and the fact
 * never depends on the mail. Guests and customers without an e-mail get none.
 */
import type { MailMessage } from '../mail/mailer.js';
import { enqueueMail } from '../mail/outbox.js';
import { orderConfirmationMail, parcelShippedMail } from '../mail/templates.js';
import { customerContact } from '../customers/public.js';
import type { Queryable } from '../db/database.js';
import { loadOrder } from './service.js';
import type { Order, Parcel } from '@shop/domain';

async function queue(
  tx: Queryable,
  reference: string,
  kind: string,
  dedupeKey: string,
  build: (email: string, firstName: string | null, order: Order) => MailMessage,
): Promise<void> {
  const loaded = await loadOrder(tx, { reference }, undefined);
  if (!loaded) return;
  const contact = await customerContact(tx, loaded.customerId);
  if (!contact?.email) return;
  await enqueueMail(tx, { kind, dedupeKey, message: build(contact.email, contact.first_name, loaded.order) });
}

/** The order's confirmation, once per order. */
export function queueOrderConfirmation(
  tx: Queryable,
  reference: string,
  publicWebUrl: string,
): Promise<void> {
  return queue(tx, reference, 'order-confirmation', `order-confirmation:${reference}`, (email, name, order) =>
    orderConfirmationMail(email, name, order, publicWebUrl),
  );
}

/** A parcel's shipping notice with its tracking link, once per parcel. */
export function queueParcelShipped(
  tx: Queryable,
  reference: string,
  parcelId: string,
  publicWebUrl: string,
): Promise<void> {
  return queue(tx, reference, 'parcel-shipped', `parcel-shipped:${parcelId}`, (email, name, order) =>
    parcelShippedMail(email, name, order, parcelOf(order, parcelId), publicWebUrl),
  );
}

const amountIn = (cents: number, locale: string) =>
  new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'fr-FR', { style: 'currency', currency: 'EUR' })
    .format(cents / 100)
    .replace(/\u202f|\u00a0/gu, ' ');

/**
 * A refund done at the provider (a cancellation's, a withdrawal's, a return's…), in the customer's
 * language, once per refund.
 */
export async function queueRefundDone(
  tx: Queryable,
  orderId: string,
  refund: { id: string; amount: number },
): Promise<void> {
  const loaded = await loadOrder(tx, { id: orderId }, undefined);
  if (!loaded) return;
  const contact = await customerContact(tx, loaded.customerId);
  if (!contact?.email) return;
  const { reference } = loaded.order;
  const english = contact.locale === 'en';
  const name = contact.first_name ? ` ${contact.first_name}` : '';
  const subject = english ? `Refund for order ${reference}` : `Remboursement de votre commande ${reference}`;
  const text = english
    ? `Hello${name},\n\n${amountIn(refund.amount, 'en')} of your order ${reference} has been refunded to the card used for the payment (it may take a few days to show on your account). The credit note is in your account.`
    : `Bonjour${name},\n\n${amountIn(refund.amount, 'fr')} de votre commande ${reference} ont été remboursés sur la carte utilisée pour le paiement (le crédit peut prendre quelques jours pour apparaître sur votre compte). La facture d’avoir est dans votre compte.`;
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif">${text
    .split('\n\n')
    .map((paragraph) => `<p>${paragraph.replace(/[&<>"']/gu, (c) => `&#${c.charCodeAt(0)};`)}</p>`)
    .join('')}</body></html>`;
  await enqueueMail(tx, {
    kind: 'refund-done',
    dedupeKey: `refund-done:${refund.id}`,
    message: { to: contact.email, subject, text, html },
  });
}

export function parcelOf(order: Order, parcelId: string): Parcel {
  return order.shipments
    .flatMap((shipment) => shipment.parcels)
    .find((parcel) => parcel.parcelId === parcelId)!;
}
