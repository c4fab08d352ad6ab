/**
 * The e-mails of the customer calls, in French or English (the customer's `locale`), text and
 * HTML, with links to the shop (`PUBLIC_WEB_URL`). Their dates are the island's (the order's or the
 * message's territory), not UTC's: an order paid at 21:00 in Martinique is confirmed as of that day.
 */
import {
  formatDateIn,
  isTerritoryCode,
  ONE_TIME_PASSWORD_VALIDITY_MINUTES,
  regionTimeZone,
  territoryByCode,
  type Locale,
  type Order,
} from '@shop/domain';
import { orderPagePath } from '@shop/domain/account-routes';
import type { MailMessage } from './mailer.js';

const SHOP_NAME = 'Boutique des Outre-mer';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/gu, (c) => `&#${c.charCodeAt(0)};`);

function layout(title: string, paragraphs: string[], action?: { label: string; url: string }): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 20px;background:#0b5fff;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(action.label)}</a></p>`
    : '';
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1a1a1a"><h1 style="font-size:20px">${escapeHtml(title)}</h1>${body}${button}<p style="color:#666;font-size:12px">${SHOP_NAME}</p></body></html>`;
}

const greeting = (locale: Locale, firstName: string | null) =>
  locale === 'en'
    ? `Hello${firstName ? ` ${firstName}` : ''},`
    : `Bonjour${firstName ? ` ${firstName}` : ''},`;

export function oneTimePasswordMail(
  to: string,
  locale: Locale,
  firstName: string | null,
  code: string,
): MailMessage {
  const minutes = ONE_TIME_PASSWORD_VALIDITY_MINUTES;
  const [subject, lines] =
    locale === 'en'
      ? [
          `Your sign-in code: ${code}`,
          [
            greeting(locale, firstName),
            `Your sign-in code is ${code}. It is valid for ${minutes} minutes and can be used once.`,
            'If you did not try to sign in, change your password.',
          ],
        ]
      : [
          `Votre code de connexion : ${code}`,
          [
            greeting(locale, firstName),
            `Votre code de connexion est ${code}. Il est valable ${minutes} minutes et ne sert qu’une fois.`,
            'Si vous n’avez pas essayé de vous connecter, changez votre mot de passe.',
          ],
        ];
  return { to, subject, text: lines.join('\n\n'), html: layout(subject, lines) };
}

export function passwordResetMail(
  to: string,
  locale: Locale,
  firstName: string | null,
  link: string,
  validityMinutes: number,
): MailMessage {
  const [subject, lines, label] =
    locale === 'en'
      ? [
          'Reset your password',
          [
            greeting(locale, firstName),
            `To choose a new password, open this link within ${validityMinutes} minutes: it works once.`,
            'If you did not ask for it, ignore this e-mail: your password stays as it is.',
          ],
          'Choose a new password',
        ]
      : [
          'Réinitialisation de votre mot de passe',
          [
            greeting(locale, firstName),
            `Pour choisir un nouveau mot de passe, ouvrez ce lien dans les ${validityMinutes} minutes : il ne sert qu’une fois.`,
            'Si vous n’avez rien demandé, ignorez cet e-mail : votre mot de passe reste inchangé.',
          ],
          'Choisir un nouveau mot de passe',
        ];
  return {
    to,
    subject,
    text: `${lines.join('\n\n')}\n\n${link}`,
    html: layout(subject, lines, { label, url: link }),
  };
}

export function welcomeMail(
  to: string,
  locale: Locale,
  firstName: string | null,
  shopUrl: string,
): MailMessage {
  const [subject, lines, label] =
    locale === 'en'
      ? [
          `Welcome to ${SHOP_NAME}`,
          [greeting(locale, firstName), 'Your account is ready. Happy shopping!'],
          'Go to the shop',
        ]
      : [
          `Bienvenue sur ${SHOP_NAME}`,
          [greeting(locale, firstName), 'Votre compte est prêt. Bonnes courses !'],
          'Aller à la boutique',
        ];
  return {
    to,
    subject,
    text: `${lines.join('\n\n')}\n\n${shopUrl}`,
    html: layout(subject, lines, { label, url: shopUrl }),
  };
}

/** An e-mail about an order: its lines, and the button to the order's page in the shop. */
function orderMail(to: string, subject: string, lines: string[], order: Order, shopUrl: string): MailMessage {
  const url = `${shopUrl}/${order.rootCategoryPath}/fr/${orderPagePath('order', order.reference)}`;
  return {
    to,
    subject,
    text: `${lines.join('\n\n')}\n\n${url}`,
    html: layout(subject, lines, { label: 'Suivre ma commande', url }),
  };
}

const euros = (cents: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100);

/** The withdrawal function (Directive 2023/2673): reachable from the order's e-mails for the whole period. */
const withdrawalLine = (order: Order, shopUrl: string) =>
  `Se rétracter du contrat ici (14 jours après la livraison) : ${shopUrl}/${order.rootCategoryPath}/fr/${orderPagePath('withdrawal', order.reference)}`;

/** The order confirmation (French): reference, lines, delivery, totals and addresses; never card data. */
export function orderConfirmationMail(
  to: string,
  firstName: string | null,
  order: Order,
  shopUrl: string,
): MailMessage {
  const subject = `Confirmation de votre commande ${order.reference}`;
  const address = (a: Order['shippingAddress']) =>
    `${a.firstName} ${a.lastName}${a.company ? `, ${a.company}` : ''}, ${a.street}, ${a.postCode} ${a.city}`;
  const lines = [
    greeting('fr', firstName),
    `Merci pour votre commande ${order.reference}, payée par carte le ${formatDateIn(order.payment.date ?? order.creationDate, regionTimeZone(order.rootCategoryPath))}. Elle est en préparation.`,
    ...order.items.map(
      (item) =>
        `${item.quantity} × ${item.productName} (${item.shopName}) : ${euros(item.totalPrice.taxIncluded)}`,
    ),
    ...order.shipments.map(
      (shipment) =>
        `Livraison ${shipment.shop.name} : ${shipment.shipmentMethod?.name ?? ''}, ${euros(shipment.price?.taxIncluded ?? 0)}, à ${shipment.address ? address(shipment.address) : ''}`,
    ),
    ...(order.discountPrice
      ? [`Remise (${order.coupon?.code ?? ''}) : −${euros(order.discountPrice.taxIncluded)}`]
      : []),
    `Total payé : ${euros(order.totalPrice.taxIncluded)} TTC (dont taxes ${euros(order.totalPrice.taxAmount)})`,
    `Adresse de facturation : ${address(order.billingAddress)}`,
    withdrawalLine(order, shopUrl),
  ];
  return orderMail(to, subject, lines, order, shopUrl);
}

/** A parcel left (French): its carrier's tracking number and link, what it holds, and the order's page. */
export function parcelShippedMail(
  to: string,
  firstName: string | null,
  order: Order,
  parcel: Order['shipments'][number]['parcels'][number],
  shopUrl: string,
): MailMessage {
  const subject = `Votre colis de la commande ${order.reference} est en route`;
  const names = new Map(order.items.map((item) => [item.productReference, item.productName]));
  const shipment = order.shipments.find((candidate) => candidate.id === parcel.shipmentId);
  const lines = [
    greeting('fr', firstName),
    `Un colis de votre commande ${order.reference}${shipment ? ` (${shipment.shop.name})` : ''} a été remis au transporteur${shipment?.shipmentMethod ? ` : ${shipment.shipmentMethod.name}` : ''}.`,
    ...parcel.shippedItems.map(
      (item) => `${item.quantity} × ${names.get(item.productReference) ?? item.productReference}`,
    ),
    `Numéro de suivi : ${parcel.trackingNumber}`,
    ...(parcel.trackingUrl ? [`Suivre le colis : ${parcel.trackingUrl}`] : []),
    ...(parcel.pickupCode ? [`Code de retrait au point relais : ${parcel.pickupCode}`] : []),
    withdrawalLine(order, shopUrl),
  ];
  return orderMail(to, subject, lines, order, shopUrl);
}

/** The contact form's message as the e-mails show it (spec 2.4, 5). */
export interface ContactMail {
  id: string;
  name: string;
  email: string;
  subject: 'order' | 'product' | 'become_seller' | 'other';
  orderReference: string | null;
  message: string;
  territory: string | null;
  createdAt: Date;
}

const CONTACT_SUBJECTS_FR: Record<ContactMail['subject'], string> = {
  order: 'Une commande',
  product: 'Un produit',
  become_seller: 'Devenir vendeur',
  other: 'Autre demande',
};
const CONTACT_SUBJECTS_EN: Record<ContactMail['subject'], string> = {
  order: 'An order',
  product: 'A product',
  become_seller: 'Becoming a seller',
  other: 'Other request',
};

/** One line of a header: no line breaks nor control characters, at most `max` characters. */
const headerText = (text: string, max: number) =>
  text
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]+/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim()
    .slice(0, max);

/** Keeps the message's own line breaks in HTML. */
const paragraphsHtml = (text: string) =>
  text
    .split(/\n{2,}/u)
    .map((part) => `<p>${escapeHtml(part).replace(/\n/gu, '<br>')}</p>`)
    .join('');

/** When the message came, in the sender's island time when known (named), in UTC otherwise. */
function receivedAt(message: ContactMail): string {
  if (!isTerritoryCode(message.territory))
    return `${formatDateIn(message.createdAt, 'UTC', { withTime: true })} (UTC)`;
  const territory = territoryByCode(message.territory);
  return `${formatDateIn(message.createdAt, territory.timeZone, { withTime: true })} (heure de ${territory.label})`;
}

/** The message, to the shop's service (French); answering it writes to the sender. */
export function contactShopMail(to: string, message: ContactMail): MailMessage {
  const topic = CONTACT_SUBJECTS_FR[message.subject];
  const subject = `[Contact n° ${message.id}] ${topic} – ${headerText(message.name, 100)}`;
  const facts = [
    `De : ${message.name} <${message.email}>`,
    `Sujet : ${topic}`,
    ...(message.orderReference ? [`Commande : ${message.orderReference}`] : []),
    ...(message.territory ? [`Territoire : ${message.territory}`] : []),
    `Reçu le : ${receivedAt(message)}`,
  ];
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1a1a1a"><h1 style="font-size:20px">${escapeHtml(
    `Message n° ${message.id} du formulaire de contact`,
  )}</h1><ul>${facts.map((fact) => `<li>${escapeHtml(fact)}</li>`).join('')}</ul>${paragraphsHtml(message.message)}<p style="color:#666;font-size:12px">Répondez à cet e-mail pour écrire à l’expéditeur.</p></body></html>`;
  return {
    to,
    replyTo: message.email,
    subject,
    text: `${facts.join('\n')}\n\n${message.message}\n\nRépondez à cet e-mail pour écrire à l’expéditeur.`,
    html,
  };
}

/** The acknowledgement to the sender, with a copy of the message. */
export function contactAcknowledgementMail(locale: Locale, message: ContactMail): MailMessage {
  const english = locale === 'en';
  const topic = (english ? CONTACT_SUBJECTS_EN : CONTACT_SUBJECTS_FR)[message.subject];
  const subject = english
    ? `We received your message (no. ${message.id})`
    : `Nous avons bien reçu votre message (n° ${message.id})`;
  const lines = english
    ? [
        `Hello ${message.name},`,
        `Thank you for writing to us. Your message no. ${message.id} (${topic}) has reached our customer service, which answers within two working days, Monday to Friday.`,
        'Your message:',
      ]
    : [
        `Bonjour ${message.name},`,
        `Merci de nous avoir écrit. Votre message n° ${message.id} (${topic}) est bien arrivé à notre service client, qui vous répond sous deux jours ouvrés, du lundi au vendredi.`,
        'Votre message :',
      ];
  const html = layout(subject, lines).replace(
    '<p style="color:#666;font-size:12px">',
    `<blockquote style="border-left:3px solid #ccc;margin:0;padding-left:12px">${paragraphsHtml(message.message)}</blockquote><p style="color:#666;font-size:12px">`,
  );
  return {
    to: message.email,
    subject,
    text: `${lines.join('\n\n')}\n\n${message.message}\n\n${SHOP_NAME}`,
    html,
  };
}

/** A restock alert (issue 15): the product is back, its page's link, and the link to stop these alerts. */
export function restockAlertMail(
  to: string,
  locale: Locale,
  alert: { productName: string; productUrl: string; unsubscribeUrl: string },
): MailMessage {
  const english = locale === 'en';
  const name = headerText(alert.productName, 150);
  const subject = english ? `Back in stock: ${name}` : `De retour en stock : ${name}`;
  const lines = english
    ? [
        'Hello,',
        `Good news: “${alert.productName}”, which you asked us to watch, is back in stock. Quantities may be limited.`,
      ]
    : [
        'Bonjour,',
        `Bonne nouvelle : « ${alert.productName} », que vous nous aviez demandé de surveiller, est de retour en stock. Les quantités peuvent être limitées.`,
      ];
  const [label, stop, stopLabel] = english
    ? [
        'See the product',
        'You received this e-mail because you asked for a restock alert on our shop.',
        'Stop my restock alerts',
      ]
    : [
        'Voir le produit',
        'Vous recevez cet e-mail car vous avez demandé une alerte de retour en stock sur notre boutique.',
        'Ne plus recevoir mes alertes de retour en stock',
      ];
  const colon = english ? ':' : ' :';
  const html = layout(subject, lines, { label, url: alert.productUrl }).replace(
    '<p style="color:#666;font-size:12px">',
    `<p style="color:#666;font-size:12px">${escapeHtml(stop)} <a href="${escapeHtml(alert.unsubscribeUrl)}">${escapeHtml(stopLabel)}</a></p><p style="color:#666;font-size:12px">`,
  );
  return {
    to,
    subject,
    text: `${lines.join('\n\n')}\n\n${label}${colon} ${alert.productUrl}\n\n${stop}\n${stopLabel}${colon} ${alert.unsubscribeUrl}\n\n${SHOP_NAME}`,
    html,
  };
}
