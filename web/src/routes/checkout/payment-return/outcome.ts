import { PAYMENT_OUTCOMES, type PaymentOutcome } from '@shop/domain/checkout';

/** The result page's query: what the return page learnt, without the signed answer. */
export interface ResultQuery {
  outcome: PaymentOutcome;
  code: string | null;
  reference: string | null;
}

export function readResult(search: URLSearchParams): ResultQuery {
  const outcome = search.get('outcome');
  return {
    outcome: (PAYMENT_OUTCOMES as readonly string[]).includes(outcome ?? '')
      ? (outcome as PaymentOutcome)
      : 'unknown',
    code: /^[0-9]{1,3}$/u.test(search.get('code') ?? '') ? search.get('code') : null,
    reference: /^[A-Za-z0-9_-]{1,64}$/u.test(search.get('reference') ?? '') ? search.get('reference') : null,
  };
}

export function resultSearch(result: ResultQuery): string {
  const params = new URLSearchParams({ outcome: result.outcome });
  if (result.code) params.set('code', result.code);
  if (result.reference) params.set('reference', result.reference);
  return params.toString();
}
