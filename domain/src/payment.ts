/**
 * Reading a card provider's answer (V4/Payment shape: order status and transactions) into the payment
 * outcomes of spec 4.
 */
import type { PaymentOutcome } from './checkout.js';

export interface ProviderTransaction {
  uuid: string;
  amount: number;
  currency: string;
  status: string;
  detailedStatus: string | null;
  detailedErrorCode: string | null;
  maskedPan: string | null;
}

export interface ProviderAnswer {
  shopId: string;
  orderStatus: string;
  orderId: string;
  amount: number;
  currency: string;
  customerReference: string;
  /**
   * `orderDetails.mode`: `TEST` (a test card on a test account, no money moved) or `PRODUCTION`;
   * null when the answer does not say. A production shop refuses TEST answers: the sandbox and a
   * provider's test keys answer PAID without anyone paying.
   */
  mode: string | null;
  transaction: ProviderTransaction | null;
}

type Json = Record<string, unknown>;
const object = (value: unknown): Json => (typeof value === 'object' && value !== null ? (value as Json) : {});
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The fields we use of an answer's JSON text; null when it is not an answer. */
export function readProviderAnswer(json: string): ProviderAnswer | null {
  let raw: Json;
  try {
    raw = object(JSON.parse(json));
  } catch {
    return null;
  }
  const details = object(raw.orderDetails);
  const transactions = Array.isArray(raw.transactions) ? raw.transactions.map(object) : [];
  const last = transactions.at(-1);
  const card = object(object(last?.transactionDetails).cardDetails);
  const orderId = text(details.orderId);
  const amount = details.orderTotalAmount;
  if (orderId === null || typeof amount !== 'number' || text(raw.orderStatus) === null) return null;
  return {
    shopId: text(raw.shopId) ?? '',
    orderStatus: text(raw.orderStatus)!,
    orderId,
    amount,
    currency: text(details.orderCurrency) ?? '',
    customerReference: text(object(raw.customer).reference) ?? '',
    mode: text(details.mode),
    transaction:
      last && text(last.uuid)
        ? {
            uuid: text(last.uuid)!,
            amount: typeof last.amount === 'number' ? last.amount : amount,
            currency: text(last.currency) ?? '',
            status: text(last.status) ?? '',
            detailedStatus: text(last.detailedStatus),
            detailedErrorCode: text(last.detailedErrorCode),
            maskedPan: text(card.pan),
          }
        : null,
  };
}

/** Spec 4 outcome of an answer. */
export function paymentOutcome(answer: ProviderAnswer | null): PaymentOutcome {
  if (answer === null) return 'unknown';
  const detailed = answer.transaction?.detailedStatus;
  if (answer.orderStatus === 'PAID') return 'received';
  if (answer.orderStatus === 'ABANDONED' || detailed === 'CANCELLED') return 'cancelled';
  if (answer.orderStatus === 'RUNNING') return 'pending';
  if (detailed === 'REFUSED') return 'refused';
  if (detailed === 'ERROR') return 'error';
  return 'unknown';
}
