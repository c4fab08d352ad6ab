/**
 * The e-mails of after-sales, in the customer's language (French or English), queued through the
 * outbox in the transaction that makes the fact: a cancellation, the acknowledgement of a withdrawal
 * on a durable medium (the statement word for word, with its date and time, Directive 2023/2673),
 * a return's instructions, a return received and refunded. Guests and customers without an e-mail
 * get none.
 */
import { formatDateIn, territoryByRootPath, type Locale, type ReturnRequestReply } from '@shop/domain';
import { orderPagePath } from '@shop/domain/account-routes';
import { customerContact } from '../customers/public.js';
import type { Queryable } from '../db/database.js';
import type { MailMessage } from '../mail/mailer.js';
import { enqueueMail } from '../mail/outbox.js';
import type { OrderRow } from '../orders/public.js';

const SHOP_NAME = 'Boutique des Outre-mer';
const escapeHtml = (text: string): string => text.replace(/[&<>"']/gu, (c) => `&#${c.charCodeAt(0)};`);

const euros = (cents: number, locale: Locale) =>
  new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'fr-FR', { style: 'currency', currency: 'EUR' })
    .format(cents / 100)
    .replace(/\u202f|\u00a0/gu, ' ');

function message(
  to: string,
  subject: string,
  paragraphs: string[],
  link: { label: string; url: string },
): MailMessage {
  const html = paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/gu, '<br>')}</p>`).join('');
  return {
    to,
    subject,
    text: `${paragraphs.join('\n\n')}\n\n${link.label} : ${link.url}`,
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1a1a1a"><h1 style="font-size:20px">${escapeHtml(subject)}</h1>${html}<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p><p style="color:#666;font-size:12px">${SHOP_NAME}</p></body></html>`,
  };
}

/** The order's page in the account, where the after-sales functions are (the web's route). */
export const orderPageUrl = (publicWebUrl: string, order: OrderRow, locale: Locale = 'fr') =>
  `${publicWebUrl}/${order.snapshot.rootCategoryPath}/${locale}/${orderPagePath('order', order.reference)}`;

interface Context {
  tx: Queryable;
  order: OrderRow;
  publicWebUrl: string;
}

async function queue(
  { tx, order, publicWebUrl }: Context,
  kind: string,
  dedupeKey: string,
  build: (to: string, locale: Locale, hello: string, link: { label: string; url: string }) => MailMessage,
): Promise<void> {
  const contact = await customerContact(tx, order.customer_id);
  if (!contact?.email) return;
  const locale: Locale = contact.locale === 'en' ? 'en' : 'fr';
  const name = contact.first_name ? ` ${contact.first_name}` : '';
  const hello = locale === 'en' ? `Hello${name},` : `Bonjour${name},`;
  const link = {
    label: locale === 'en' ? 'My order' : 'Ma commande',
    url: orderPageUrl(publicWebUrl, order, locale),
  };
  await enqueueMail(tx, { kind, dedupeKey, message: build(contact.email, locale, hello, link) });
}

/** The order or one seller's shipment cancelled, and what is refunded. */
export function queueCancelled(context: Context, what: { shopName: string | null; refund: number }) {
  const { order } = context;
  return queue(
    context,
    'order-cancelled',
    `order-cancelled:${order.reference}:${what.shopName ?? 'all'}`,
    (to, locale, hello, link) =>
      locale === 'en'
        ? message(
            to,
            `Order ${order.reference} cancelled`,
            [
              hello,
              what.shopName
                ? `The shipment of ${what.shopName} in your order ${order.reference} is cancelled.`
                : `Your order ${order.reference} is cancelled.`,
              `${euros(what.refund, locale)} will be refunded to the card used for the payment.`,
            ],
            link,
          )
        : message(
            to,
            `Annulation de votre commande ${order.reference}`,
            [
              hello,
              what.shopName
                ? `L’envoi de ${what.shopName} de votre commande ${order.reference} est annulé.`
                : `Votre commande ${order.reference} est annulée.`,
              `${euros(what.refund, locale)} vous seront remboursés sur la carte utilisée pour le paiement.`,
            ],
            link,
          ),
  );
}

function instructions(ret: ReturnRequestReply, locale: Locale): string[] {
  return ret.instructions.map((seller) =>
    [
      locale === 'en'
        ? `${seller.shopName} — write ${seller.reference} on the parcel and send it to:`
        : `${seller.shopName} — inscrivez ${seller.reference} sur le colis et envoyez-le à :`,
      seller.address,
      ...seller.items.map((item) => `${item.quantity} × ${item.productName}`),
    ].join('\n'),
  );
}

/** The acknowledgement of a withdrawal: the statement as made, its date and time, how to send the goods. */
export function queueWithdrawalAcknowledgement(context: Context, ret: ReturnRequestReply, timeZone: string) {
  return queue(
    context,
    'withdrawal-acknowledgement',
    `withdrawal:${ret.reference}`,
    (to, locale, hello, link) => {
      const when = formatDateIn(ret.requestedAt, timeZone, { locale, withTime: true });
      const territory = territoryByRootPath(context.order.snapshot.rootCategoryPath);
      const island = locale === 'en' ? (territory?.labelEn ?? timeZone) : (territory?.label ?? timeZone);
      const refund = euros(ret.refundPreview.total, locale);
      return locale === 'en'
        ? message(
            to,
            `Acknowledgement of your withdrawal ${ret.reference}`,
            [
              hello,
              `We received your withdrawal statement on ${when} (${island} time). Its content:`,
              ret.statement,
              `Please send the goods back within 14 days. Refund expected: ${refund} (items and, when everything is returned, the standard delivery cost), to the card used for the payment, within 14 days of your withdrawal; we may wait until we receive the goods.`,
              ...instructions(ret, locale),
            ],
            link,
          )
        : message(
            to,
            `Accusé de réception de votre rétractation ${ret.reference}`,
            [
              hello,
              `Nous avons bien reçu votre déclaration de rétractation le ${when} (heure de ${island}). Son contenu :`,
              ret.statement,
              `Renvoyez les articles sous 14 jours. Remboursement prévu : ${refund} (articles et, si tout est renvoyé, frais de livraison standard), sur la carte utilisée pour le paiement, dans les 14 jours suivant votre rétractation ; nous pouvons attendre la réception des articles.`,
              ...instructions(ret, locale),
            ],
            link,
          );
    },
  );
}

/** A return for a defect recorded: how to send each seller's items. */
export function queueReturnRequested(context: Context, ret: ReturnRequestReply) {
  return queue(context, 'return-requested', `return-requested:${ret.reference}`, (to, locale, hello, link) =>
    locale === 'en'
      ? message(
          to,
          `Your return ${ret.reference}`,
          [
            hello,
            `Your return request ${ret.reference} for order ${ret.orderReference} is recorded. Refund expected once the goods are received: ${euros(ret.refundPreview.total, locale)}.`,
            ...instructions(ret, locale),
          ],
          link,
        )
      : message(
          to,
          `Votre demande de retour ${ret.reference}`,
          [
            hello,
            `Votre demande de retour ${ret.reference} pour la commande ${ret.orderReference} est enregistrée. Remboursement prévu à réception des articles : ${euros(ret.refundPreview.total, locale)}.`,
            ...instructions(ret, locale),
          ],
          link,
        ),
  );
}

/** The returned goods arrived: what came back and what is refunded. */
export function queueReturnReceived(context: Context, ret: ReturnRequestReply, refunded: number) {
  return queue(context, 'return-received', `return-received:${ret.reference}`, (to, locale, hello, link) =>
    locale === 'en'
      ? message(
          to,
          `Return ${ret.reference} received`,
          [
            hello,
            `We received the items of your return ${ret.reference}:`,
            ret.lines.map((line) => `${line.receivedQuantity ?? 0} × ${line.productName}`).join('\n'),
            `${euros(refunded, locale)} will be refunded to the card used for the payment; the credit note is in your account.`,
          ],
          link,
        )
      : message(
          to,
          `Retour ${ret.reference} reçu`,
          [
            hello,
            `Nous avons reçu les articles de votre retour ${ret.reference} :`,
            ret.lines.map((line) => `${line.receivedQuantity ?? 0} × ${line.productName}`).join('\n'),
            `${euros(refunded, locale)} vous seront remboursés sur la carte utilisée pour le paiement ; la facture d’avoir est dans votre compte.`,
          ],
          link,
        ),
  );
}
