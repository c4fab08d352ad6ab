/** What the payment return reads from the provider's redirect, and what the result page reads back. */

export interface PaymentReturnInput {
  answer: string;
  hash: string;
  hashAlgorithm: string;
  hashKey: string;
  answerType: string | null;
}

/** The provider's signed answer from the return URL's query; null when a part is missing. */
export function readPaymentReturn(search: URLSearchParams): PaymentReturnInput | null {
  const answer = search.get('kr-answer');
  const hash = search.get('kr-hash');
  const hashAlgorithm = search.get('kr-hash-algorithm');
  const hashKey = search.get('kr-hash-key');
  if (!answer || !hash || !hashAlgorithm || !hashKey) return null;
  return { answer, hash, hashAlgorithm, hashKey, answerType: search.get('kr-answer-type') };
}

/**
 * The order reference the answer names (`orderDetails.orderId`), for the result page of a payment
 * that made no order (refused, cancelled); null when the answer cannot be read. Only a hint for
 * the shopper: the server checked the signature, this page does not trust it for anything else.
 */
export function answerOrderReference(answer: string): string | null {
  try {
    const parsed = JSON.parse(answer) as { orderDetails?: { orderId?: unknown } };
    const id = parsed.orderDetails?.orderId;
    return typeof id === 'string' && /^[A-Za-z0-9-]{1,64}$/u.test(id) ? id : null;
  } catch {
    return null;
  }
}

export const OUTCOMES = ['received', 'refused', 'cancelled', 'error', 'pending', 'unknown'] as const;
export type Outcome = (typeof OUTCOMES)[number];

export interface PaymentResult {
  outcome: Outcome;
  code: string | null;
  reference: string | null;
}

/** The result page's query string: outcome, refusal code and reference, never the signed answer. */
export function resultSearch({ outcome, code, reference }: PaymentResult): string {
  const search = new URLSearchParams({ outcome });
  if (code) search.set('code', code);
  if (reference) search.set('reference', reference);
  return `?${search.toString()}`;
}

/** Reads the result page's query back; anything unexpected is the unknown outcome. */
export function readPaymentResult(search: URLSearchParams): PaymentResult {
  const raw = search.get('outcome')?.toLowerCase() ?? '';
  const outcome = (OUTCOMES as readonly string[]).includes(raw) ? (raw as Outcome) : 'unknown';
  const code = search.get('code');
  const reference = search.get('reference');
  return {
    outcome,
    code: outcome === 'refused' && code && /^[0-9]{1,3}$/u.test(code) ? code : null,
    reference: reference && /^[A-Za-z0-9-]{1,64}$/u.test(reference) ? reference : null,
  };
}

/** The gateway's outcome enum (`RECEIVED`…) as the result page names it; null or odd → unknown. */
export function outcomeOf(value: string | null | undefined): Outcome {
  const raw = value?.toLowerCase() ?? '';
  return (OUTCOMES as readonly string[]).includes(raw) ? (raw as Outcome) : 'unknown';
}
