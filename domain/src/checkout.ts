/**
 * Checkout and card payment rules every layer shares (spec 1 payment, 3 Shipment / Shipment method /
 * Relay point / Order, 4 payment outcomes and order statuses, 8 refusal codes, 9 constants).
 */
import { RELAY_NAME_PREFIX } from './constants.js';

/** Spec 1: card only. */
export const PAYMENT_METHOD = 'cb';

/** Minutes a validated cart keeps its stock reserved and its amounts frozen. */
export const STOCK_RESERVATION_MINUTES = 15;

/**
 * Limits on holding stock without buying it (issue 29): one validation reserves at most
 * `MAX_RESERVED_UNITS` units in all, and a customer's unpaid validations may hold stock at most
 * `MAX_HELD_MINUTES` of any `HOLD_WINDOW_MINUTES` (a shopper who buys needs one or two; renewing a
 * reservation every 15 minutes to keep others from the last units is refused).
 */
export const RESERVATION_LIMITS = {
  MAX_RESERVED_UNITS: 100,
  HOLD_WINDOW_MINUTES: 120,
  MAX_HELD_MINUTES: 45,
} as const;

/** How long an `Idempotency-Key` answers the same reply before it is forgotten. */
export const IDEMPOTENCY_KEY_HOURS = 24;

/**
 * Carriers of spec 3 ("known carrier codes map to names and logos"). `logo` is a file of the web
 * app's `public/carriers/` (local: nothing is fetched from a carrier).
 */
export const CARRIERS = {
  HOME: { name: 'Livraison à domicile', logo: 'home.svg' },
  OVERSEAS: { name: 'Colis Outre-mer', logo: 'overseas.svg' },
  RELAY: { name: 'Point relais', logo: 'relay.svg' },
  EXPRESS: { name: 'Express 24 h', logo: 'express.svg' },
  INTERNATIONAL_EXPRESS: { name: 'Express international', logo: 'international-express.svg' },
  FREIGHT: { name: 'Transitaire (fret maritime)', logo: 'freight.svg' },
  TRACKED_PARCEL: { name: 'Petit colis suivi', logo: 'tracked-parcel.svg' },
  TRACKED_LETTER: { name: 'Lettre suivie', logo: 'tracked-letter.svg' },
} as const;
export type CarrierCode = keyof typeof CARRIERS;
export const CARRIER_CODES = Object.keys(CARRIERS) as CarrierCode[];

export const DELIVERY_TIME_UNITS = ['HOUR', 'DAY'] as const;
export type DeliveryTimeUnit = (typeof DELIVERY_TIME_UNITS)[number];

/** Relay points serve addresses in France only (spec 5): mainland and the overseas codes. */
export const RELAY_COUNTRIES = ['FR', 'GP', 'GY', 'GF', 'MQ', 'RE', 'BL', 'MF', 'YT', 'PM'] as const;
export function isRelayCountry(code: string): boolean {
  return (RELAY_COUNTRIES as readonly string[]).includes(code.toUpperCase());
}

/** A shipment's address is a relay point when its name carries the relay prefix (spec 3). */
export function isRelayAddressName(name: string): boolean {
  return name.startsWith(RELAY_NAME_PREFIX);
}
export function relayAddressName(code: string): string {
  return `${RELAY_NAME_PREFIX}${code}`;
}

/** Spec 7: a relay search sends the shipping date, today plus 2 days, in fr-FR form (dd/mm/yyyy). */
export function relaySearchShippingDate(today: Date): string {
  const date = new Date(today.getTime() + 2 * 86_400_000);
  return date.toLocaleDateString('fr-FR', { timeZone: 'UTC' });
}

/** Spec 3: a relay point's day is shown closed when its hours are empty or 00:00-00:00. */
export function isClosedDay(hours: readonly { open: string; close: string }[]): boolean {
  return hours.every((range) => range.open === range.close);
}

/** Spec 4 payment outcomes, as the payment result screen shows them. */
/**
 * `refunded`: paid, but no order could be made of it (the cart changed or was validated again before
 * the payment, a second payment, stock gone): the payment is given back.
 */
export const PAYMENT_OUTCOMES = [
  'cancelled',
  'error',
  'pending',
  'received',
  'refunded',
  'refused',
  'unknown',
] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

/** Spec 4 order statuses (history), the list labels being the last five. */
export const ORDER_STATUSES = [
  'SHOPPING_CART',
  'PENDING_PAYMENT',
  'PAYMENT',
  'PENDING',
  'PROCESSING',
  'PARTIALLY_SHIPPED',
  'SHIPPED',
  'COMPLETED',
  'CANCELLED',
  'PAYMENT_FAILED',
  // After the sale (issue 32, `after-sales.ts`).
  'WITHDRAWAL_REQUESTED',
  'RETURN_RECEIVED',
  'PARTIALLY_REFUNDED',
  'REFUNDED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The French label of each order status (history and lists). */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  SHOPPING_CART: 'Panier',
  PENDING_PAYMENT: 'En attente de paiement',
  PAYMENT: 'Paiement',
  PENDING: 'En attente',
  PROCESSING: 'En préparation',
  PARTIALLY_SHIPPED: 'Partiellement expédiée',
  SHIPPED: 'Expédiée',
  COMPLETED: 'Terminée',
  CANCELLED: 'Annulée',
  PAYMENT_FAILED: 'Paiement refusé',
  WITHDRAWAL_REQUESTED: 'Rétractation demandée',
  RETURN_RECEIVED: 'Retour reçu',
  PARTIALLY_REFUNDED: 'Partiellement remboursée',
  REFUNDED: 'Remboursée',
};

/**
 * Card provider refusal codes 2 to 42 (spec 8) and what each tells the shopper. The codes are the
 * ones of the French card network's authorisation answers the provider passes on.
 */
const REFUSALS: Record<number, string> = {
  2: 'Votre banque demande à être contactée avant d’accepter ce paiement.',
  3: 'Le paiement a été refusé : commerçant non reconnu par votre banque.',
  4: 'Votre carte a été refusée : contactez votre banque.',
  5: 'Le paiement a été refusé par votre banque.',
  6: 'Le paiement a échoué à cause d’une erreur de traitement : réessayez.',
  7: 'Votre carte a été refusée : contactez votre banque.',
  8: 'Votre banque doit confirmer votre identité : réessayez après l’avoir contactée.',
  9: 'Le paiement est déjà en cours de traitement.',
  10: 'Le paiement n’a été accepté que partiellement : il a été annulé.',
  11: 'Le paiement a été refusé par votre banque.',
  12: 'La transaction est invalide.',
  13: 'Le montant est invalide ou dépasse le plafond de votre carte.',
  14: 'Le numéro de carte est invalide.',
  15: 'La banque émettrice de votre carte est inconnue.',
  16: 'Le solde de votre compte est insuffisant.',
  17: 'Le paiement a été annulé.',
  18: 'Le paiement a été refusé par votre banque.',
  19: 'Le paiement n’a pas pu aboutir : réessayez dans quelques instants.',
  20: 'La réponse de votre banque est invalide : réessayez.',
  21: 'Le paiement n’a pas pu être traité.',
  22: 'Suspicion de fraude : le paiement a été refusé.',
  23: 'Les frais de transaction sont refusés.',
  24: 'L’opération n’est pas prise en charge par votre banque.',
  25: 'La transaction est introuvable chez votre banque.',
  26: 'La transaction est en double : elle a été refusée.',
  27: 'Le paiement n’a pas pu être traité : réessayez.',
  28: 'Le service de votre banque est momentanément indisponible.',
  29: 'Le paiement n’a pas pu être traité : réessayez.',
  30: 'Les données de la carte sont mal formées.',
  31: 'La banque de votre carte est inconnue du réseau.',
  32: 'L’authentification 3-D Secure a échoué.',
  33: 'Votre carte est expirée.',
  34: 'Suspicion de fraude : le paiement a été refusé.',
  35: 'Votre carte est bloquée : contactez votre banque.',
  36: 'Votre carte fait l’objet de restrictions : contactez votre banque.',
  37: 'Votre carte est bloquée : contactez votre banque.',
  38: 'Trop de codes confidentiels erronés : votre carte est bloquée.',
  39: 'Le code de sécurité (cryptogramme) est erroné.',
  40: 'Cette opération n’est pas autorisée pour votre carte.',
  41: 'Votre carte a été déclarée perdue.',
  42: 'Le réseau de votre banque est injoignable : réessayez plus tard.',
};
export const CARD_REFUSAL_CODES = Object.keys(REFUSALS).map(Number);
const DEFAULT_REFUSAL =
  'Le paiement a été refusé. Vérifiez les informations de votre carte ou essayez-en une autre.';

/** The explanation of a refusal code (a number or its text form, `05`); a generic one otherwise. */
export function cardRefusalExplanation(code: number | string | null | undefined): string {
  const number = typeof code === 'string' && /^[0-9]{1,3}$/u.test(code) ? Number(code) : code;
  return (typeof number === 'number' && REFUSALS[number]) || DEFAULT_REFUSAL;
}
