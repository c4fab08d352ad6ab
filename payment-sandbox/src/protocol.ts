/**
 * The provider's side of the payment protocol (the shape French card providers such as Lyra/PayZen
 * document as REST V4): a server-made form token, a hosted card form, an answer signed with
 * HMAC-SHA256 sent to the merchant's server (IPN, key = the REST password) and to the browser's
 * return URL (key = the HMAC key). Nothing here keeps card data: the answer carries a masked number.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const HASH_ALGORITHM = 'sha256_hmac';

export interface SandboxCredentials {
  shopId: string;
  /** REST password: Basic auth of CreatePayment, and the key of the IPN signature. */
  password: string;
  /** Key of the browser return's signature. */
  hmacKey: string;
}

/** Hex HMAC-SHA256 of the exact answer text. */
export function signAnswer(answer: string, key: string): string {
  return createHmac('sha256', key).update(answer, 'utf8').digest('hex');
}

/** Constant-time comparison of two texts (false when their lengths differ). */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

export interface FormTokenPayload {
  shopId: string;
  amount: number;
  currency: 'EUR';
  orderId: string;
  customerRef: string;
  ipnTargetUrl: string;
  returnUrl: string;
  /** Expiry, epoch milliseconds. */
  exp: number;
  /** Makes every token unique, even for the same order. */
  nonce: string;
}

export const FORM_TOKEN_LIFETIME_MS = 15 * 60_000;

/** A stateless token: the payload and its signature with the REST password. */
export function makeFormToken(
  payload: Omit<FormTokenPayload, 'exp' | 'nonce'>,
  password: string,
  now = Date.now(),
): string {
  const body = Buffer.from(
    JSON.stringify({ ...payload, exp: now + FORM_TOKEN_LIFETIME_MS, nonce: randomBytes(8).toString('hex') }),
  ).toString('base64url');
  return `${body}.${createHmac('sha256', password).update(body).digest('base64url')}`;
}

export type TokenCheck =
  { ok: true; payload: FormTokenPayload } | { ok: false; reason: 'tampered' | 'expired' };

export function readFormToken(token: string, password: string, now = Date.now()): TokenCheck {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined || token.length > 4000)
    return { ok: false, reason: 'tampered' };
  const expected = createHmac('sha256', password).update(body).digest('base64url');
  if (!sameSecret(signature, expected)) return { ok: false, reason: 'tampered' };
  let payload: FormTokenPayload;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as FormTokenPayload;
  } catch {
    return { ok: false, reason: 'tampered' };
  }
  return payload.exp < now ? { ok: false, reason: 'expired' } : { ok: true, payload };
}

export type Decision =
  { kind: 'AUTHORISED' } | { kind: 'REFUSED'; code: number } | { kind: 'CANCELLED' } | { kind: 'ERROR' };

/** The sandbox's test cards (all pass the Luhn check), shown on the form and in the README. */
export const TEST_CARDS = [
  { number: '4970100000000055', outcome: 'Paiement accepté (authentification 3-D Secure réussie)' },
  { number: '4970100000000006', outcome: 'Paiement accepté (sans authentification)' },
  {
    number: '4970100000000014',
    outcome: 'Paiement refusé : code de refus = le cryptogramme s’il vaut 2 à 42 (033 → 33), sinon 05',
  },
  { number: '4970100000000097', outcome: 'Échec de l’authentification 3-D Secure (refus 32)' },
  { number: '4970100000000089', outcome: 'Paiement annulé par l’acheteur' },
  { number: '4970100000000071', outcome: 'Erreur technique' },
] as const;

/** What the sandbox answers for a card: by test card, any other valid number being refused (14). */
export function decide(cardNumber: string, securityCode: string): Decision {
  switch (cardNumber) {
    case '4970100000000055':
    case '4970100000000006':
      return { kind: 'AUTHORISED' };
    case '4970100000000014': {
      const code = Number(securityCode);
      return { kind: 'REFUSED', code: code >= 2 && code <= 42 ? code : 5 };
    }
    case '4970100000000097':
      return { kind: 'REFUSED', code: 32 };
    case '4970100000000089':
      return { kind: 'CANCELLED' };
    case '4970100000000071':
      return { kind: 'ERROR' };
    default:
      return { kind: 'REFUSED', code: 14 };
  }
}

export function luhnValid(digits: string): boolean {
  if (!/^[0-9]{12,19}$/u.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The card number as the provider's answers carry it: its first six and last four digits. */
export function maskPan(digits: string): string {
  return `${digits.slice(0, 6)}${'X'.repeat(digits.length - 10)}${digits.slice(-4)}`;
}

/** The accepted test card (the first of `TEST_CARDS`) as an answer shows it: what a paid order keeps. */
export const ACCEPTED_CARD_MASKED_PAN = maskPan(TEST_CARDS[0].number);

/** The V4/Payment answer of a decided payment (masked card only). */
export function paymentAnswer(
  payload: FormTokenPayload,
  decision: Decision | { kind: 'ABANDONED' },
  card: { pan: string; expiryMonth: number; expiryYear: number } | null,
  now = new Date(),
) {
  const paid = decision.kind === 'AUTHORISED';
  const abandoned = decision.kind === 'ABANDONED' || decision.kind === 'CANCELLED';
  const status = paid ? 'PAID' : abandoned ? 'ABANDONED' : 'UNPAID';
  const detailedStatus =
    decision.kind === 'ABANDONED'
      ? 'CANCELLED'
      : decision.kind === 'AUTHORISED'
        ? 'AUTHORISED'
        : decision.kind;
  return {
    shopId: payload.shopId,
    orderCycle: 'CLOSED',
    orderStatus: status,
    serverDate: now.toISOString(),
    orderDetails: {
      orderTotalAmount: payload.amount,
      orderCurrency: payload.currency,
      orderId: payload.orderId,
      mode: 'TEST',
    },
    customer: { reference: payload.customerRef },
    transactions: [
      {
        uuid: randomBytes(16).toString('hex'),
        amount: payload.amount,
        currency: payload.currency,
        paymentMethodType: 'CARD',
        status,
        detailedStatus,
        errorCode: decision.kind === 'REFUSED' ? 'PSP_099' : decision.kind === 'ERROR' ? 'PSP_999' : null,
        detailedErrorCode: decision.kind === 'REFUSED' ? String(decision.code).padStart(2, '0') : null,
        transactionDetails: {
          cardDetails: card && {
            pan: maskPan(card.pan),
            effectiveBrand: 'CB',
            expiryMonth: card.expiryMonth,
            expiryYear: card.expiryYear,
          },
        },
      },
    ],
    _type: 'V4/Payment',
  };
}
