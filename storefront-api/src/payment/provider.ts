/**
 * The card provider as the shop sees it: a REST call that prepares a payment and answers a form
 * token, and HMAC-SHA256 signatures on its answers. The protocol is the formToken / signed answer /
 * IPN one French providers (Lyra, PayZen…) document, so a real account is a matter of settings;
 * `payment-sandbox/` plays it on a developer's machine.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface PaymentSettings {
  /** Path segment of the payment calls (`payment/{provider}/…`). */
  provider: string;
  /** Base of the provider's REST API. */
  apiUrl: string;
  shopId: string;
  /** REST password: Basic auth, and the key of the notification's signature. */
  password: string;
  /** Key of the browser return's signature. */
  hmacKey: string;
  /** Where the provider notifies payments (this API's notification route). */
  ipnUrl: string;
}

/** Development values, the sandbox's defaults; production must set its own (`config.ts`). */
export const DEV_PAYMENT_SETTINGS: PaymentSettings = {
  provider: 'sandbox',
  apiUrl: 'http://127.0.0.1:4002',
  shopId: '69876357',
  password: 'testpassword_SbxDevOnly',
  hmacKey: 'testhmac_SbxDevOnly',
  ipnUrl: 'http://127.0.0.1:4001/payment/sandbox/notification',
};

export const HASH_ALGORITHM = 'sha256_hmac';

export class ProviderUnavailable extends Error {}

export interface CreatedPayment {
  formToken: string;
  formUrl: string;
}

export async function createPayment(
  settings: PaymentSettings,
  payment: { amount: number; orderId: string; customerReference: string; returnUrl: string },
): Promise<CreatedPayment> {
  let body: { status?: string; answer?: { formToken?: unknown; formUrl?: unknown; errorCode?: unknown } };
  try {
    const response = await fetch(`${settings.apiUrl}/api-payment/V4/Charge/CreatePayment`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${settings.shopId}:${settings.password}`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        amount: payment.amount,
        currency: 'EUR',
        orderId: payment.orderId,
        customer: { reference: payment.customerReference },
        ipnTargetUrl: settings.ipnUrl,
        returnUrl: payment.returnUrl,
      }),
      signal: AbortSignal.timeout(10_000),
    });
    body = (await response.json()) as typeof body;
  } catch (error) {
    throw new ProviderUnavailable(`provider unreachable: ${String(error)}`);
  }
  const { formToken, formUrl } = body.answer ?? {};
  if (body.status !== 'SUCCESS' || typeof formToken !== 'string' || typeof formUrl !== 'string')
    throw new ProviderUnavailable(`provider refused: ${String(body.answer?.errorCode ?? body.status)}`);
  return { formToken, formUrl };
}

/** True when `hash` is the answer's HMAC-SHA256 with this key (compared in constant time). */
export function validSignature(answer: string, hash: string, key: string): boolean {
  const expected = createHmac('sha256', key).update(answer, 'utf8').digest();
  const given = /^[0-9a-f]{64}$/iu.test(hash) ? Buffer.from(hash, 'hex') : Buffer.alloc(0);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
