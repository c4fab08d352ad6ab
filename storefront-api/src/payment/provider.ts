/**
 * The card provider as the shop sees it: REST calls (Basic auth, JSON) that prepare a payment and
 * answer a form token, refund a payment and read a transaction, and HMAC-SHA256 signatures on its
 * answers. The protocol is the formToken / signed answer / IPN one French providers (Lyra,
 * PayZen…) document as REST V4, so a real account is a matter of settings; `payment-sandbox/`
 * plays it on a developer's machine.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface PaymentSettings {
  /** Path segment of the payment calls (`payment/{provider}/…`). */
  provider: string;
  /** Base of the provider's REST API. */
  apiUrl: string;
  /**
   * The hosted card form's address for a form token, for a provider whose `CreatePayment` answers
   * the token alone (Lyra's does; the sandbox also answers `formUrl`, which is used then): a
   * template where `{formToken}` stands for the token, or a base the token is appended to
   * (`PAYMENT_FORM_URL`, default `${apiUrl}/form/`, the sandbox's).
   */
  formUrl: string;
  shopId: string;
  /** REST password: Basic auth, and the key of the notification's signature. */
  password: string;
  /** Key of the browser return's signature. */
  hmacKey: string;
  /** Where the provider notifies payments (this API's notification route). */
  ipnUrl: string;
  /**
   * Whether an answer in `TEST` mode (`orderDetails.mode`) may pay an order: true outside
   * production, never in production, where a test key's PAID moved no money.
   */
  acceptTestPayments: boolean;
}

/** Development values, the sandbox's defaults; production must set its own (`config.ts`). */
export const DEV_PAYMENT_SETTINGS: PaymentSettings = {
  provider: 'sandbox',
  apiUrl: 'http://127.0.0.1:4002',
  formUrl: 'http://127.0.0.1:4002/form/',
  shopId: '69876357',
  password: 'testpassword_SbxDevOnly',
  hmacKey: 'testhmac_SbxDevOnly',
  ipnUrl: 'http://127.0.0.1:4001/payment/sandbox/notification',
  acceptTestPayments: true,
};

export const HASH_ALGORITHM = 'sha256_hmac';

/**
 * No answer from the provider, or one that cannot be read. For a refund the outcome is unknown then:
 * the provider may have made it (read the payment's refunds before asking again).
 */
export class ProviderUnavailable extends Error {}

/** The provider answered and refused: `code` is its `errorCode` (`PSP_020`, `INT_905`…). */
export class ProviderRefused extends Error {
  constructor(
    readonly code: string,
    readonly detailedErrorCode: string | null = null,
  ) {
    super(`provider refused: ${code}${detailedErrorCode ? ` (${detailedErrorCode})` : ''}`);
  }
}

type Json = Record<string, unknown>;
const object = (value: unknown): Json => (typeof value === 'object' && value !== null ? (value as Json) : {});
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const count = (value: unknown): number | null => (Number.isSafeInteger(value) ? (value as number) : null);

/**
 * One REST V4 call: its `answer` when the status is SUCCESS; ProviderRefused with the error's code
 * when it is ERROR; ProviderUnavailable when nothing readable came back within 10 s.
 */
async function call(settings: PaymentSettings, webService: string, body: object): Promise<Json> {
  let reply: Json;
  try {
    const response = await fetch(`${settings.apiUrl}/api-payment/V4/${webService}`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${settings.shopId}:${settings.password}`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    reply = object(await response.json());
  } catch (error) {
    throw new ProviderUnavailable(`provider unreachable: ${String(error)}`);
  }
  const answer = object(reply.answer);
  if (reply.status === 'SUCCESS') return answer;
  if (reply.status === 'ERROR' && text(answer.errorCode))
    throw new ProviderRefused(text(answer.errorCode)!, text(answer.detailedErrorCode));
  throw new ProviderUnavailable(`provider answer not understood: status ${String(reply.status)}`);
}

export interface CreatedPayment {
  formToken: string;
  formUrl: string;
}

/** The card form's address for a token: the `formUrl` setting's template, or its base and the token. */
export function hostedFormUrl(settings: PaymentSettings, formToken: string): string {
  const token = encodeURIComponent(formToken);
  return settings.formUrl.includes('{formToken}')
    ? settings.formUrl.replace('{formToken}', token)
    : `${settings.formUrl}${token}`;
}

/** `Charge/CreatePayment`: a form token for this amount; ProviderUnavailable when it fails or refuses. */
export async function createPayment(
  settings: PaymentSettings,
  payment: { amount: number; orderId: string; customerReference: string; returnUrl: string },
): Promise<CreatedPayment> {
  let answer: Json;
  try {
    answer = await call(settings, 'Charge/CreatePayment', {
      amount: payment.amount,
      currency: 'EUR',
      orderId: payment.orderId,
      customer: { reference: payment.customerReference },
      ipnTargetUrl: settings.ipnUrl,
      returnUrl: payment.returnUrl,
    });
  } catch (error) {
    // The checkout offers to try again later either way: a refusal here is the shop's settings.
    if (error instanceof ProviderRefused) throw new ProviderUnavailable(error.message);
    throw error;
  }
  const formToken = text(answer.formToken);
  if (formToken === null || formToken === '')
    throw new ProviderUnavailable('provider answered no form token');
  return { formToken, formUrl: text(answer.formUrl) ?? hostedFormUrl(settings, formToken) };
}

export interface MadeRefund {
  /**
   * The provider's reference of what gave the money back: the new CREDIT transaction of a refund,
   * or, for a `cancellation`, the payment's own uuid (a payment not yet remitted to the bank is
   * cancelled or lowered instead: the shopper is never charged that part).
   */
  uuid: string;
  /** What was given back, in cents. */
  amount: number;
  kind: 'refund' | 'cancellation';
}

/**
 * `Transaction/CancelOrRefund` of part or all of a paid transaction (`resolutionMode` AUTO: the
 * provider cancels what it has not remitted yet, refunds what it has). ProviderRefused when it
 * says no (amount above what is left, unknown transaction…); ProviderUnavailable when the outcome
 * is unknown: the refund may have been made, so read the payment (`getTransaction`) before asking again.
 */
export async function refundPayment(
  settings: PaymentSettings,
  refund: { transactionUuid: string; amount: number; comment: string },
): Promise<MadeRefund> {
  const answer = await call(settings, 'Transaction/CancelOrRefund', {
    uuid: refund.transactionUuid,
    amount: refund.amount,
    currency: 'EUR',
    resolutionMode: 'AUTO',
    comment: refund.comment.slice(0, 255),
  });
  const uuid = text(answer.uuid);
  const status = text(answer.status);
  if (uuid === null) throw new ProviderUnavailable('refund answer without a transaction');
  if (text(answer.operationType) === 'CREDIT') {
    // A credit the acquirer refused gives nothing back.
    if (status !== 'PAID' && status !== 'RUNNING')
      throw new ProviderRefused(
        text(answer.errorCode) ?? `CREDIT_${status ?? 'UNKNOWN'}`,
        text(answer.detailedErrorCode),
      );
    return { uuid, amount: count(answer.amount) ?? refund.amount, kind: 'refund' };
  }
  if (uuid === refund.transactionUuid) return { uuid, amount: refund.amount, kind: 'cancellation' };
  throw new ProviderUnavailable('refund answer about another transaction');
}

export interface TransactionState {
  uuid: string;
  amount: number;
  currency: string;
  operationType: string;
  status: string;
  detailedStatus: string | null;
  orderId: string | null;
  mode: string | null;
  /**
   * What was given back and the refunds with the comment each was asked with: the sandbox says
   * (its additions to `Transaction/Get`); null from a provider that does not (Lyra lists an
   * order's transactions with `Order/Get`).
   */
  refundedAmount: number | null;
  refunds: { uuid: string; amount: number; comment: string | null }[] | null;
}

/** `Transaction/Get`: the provider's state of a transaction. ProviderRefused (`PSP_010`) when unknown. */
export async function getTransaction(settings: PaymentSettings, uuid: string): Promise<TransactionState> {
  const answer = await call(settings, 'Transaction/Get', { uuid });
  const amount = count(answer.amount);
  if (text(answer.uuid) === null || amount === null)
    throw new ProviderUnavailable('transaction answer not understood');
  const details = object(answer.orderDetails);
  return {
    uuid: text(answer.uuid)!,
    amount,
    currency: text(answer.currency) ?? '',
    operationType: text(answer.operationType) ?? '',
    status: text(answer.status) ?? '',
    detailedStatus: text(answer.detailedStatus),
    orderId: text(details.orderId),
    mode: text(details.mode),
    refundedAmount: count(answer.refundedAmount),
    refunds: Array.isArray(answer.refunds)
      ? answer.refunds.map(object).map((refund) => ({
          uuid: text(refund.uuid) ?? '',
          amount: count(refund.amount) ?? 0,
          comment: text(refund.comment),
        }))
      : null,
  };
}

/** True when `hash` is the answer's HMAC-SHA256 with this key (compared in constant time). */
export function validSignature(answer: string, hash: string, key: string): boolean {
  const expected = createHmac('sha256', key).update(answer, 'utf8').digest();
  const given = /^[0-9a-f]{64}$/iu.test(hash) ? Buffer.from(hash, 'hex') : Buffer.alloc(0);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
