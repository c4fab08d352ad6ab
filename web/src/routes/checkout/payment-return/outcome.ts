import { routePaths } from '../../../routing/routes.js';
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

/** Key (under `checkout.result.`) of what the result page says of an outcome. */
export function resultText({ outcome, reference }: ResultQuery): string {
  // A refund with an order: that order was paid already, or cancelled as stock ran out.
  return outcome === 'refunded' && reference ? 'refunded.textOrder' : `${outcome}.text`;
}

/** A way on from the result page: its label (under `checkout.result.`) and path in the shop. */
export interface ResultLink {
  label: 'thanks' | 'orders' | 'retry' | 'cart' | 'order';
  path: string;
}

/** The ways on from a payment result, the main one first. */
export function resultLinks({ outcome, reference }: ResultQuery): ResultLink[] {
  if (outcome === 'received' && reference)
    return [{ label: 'thanks', path: `commande/merci/${encodeURIComponent(reference)}` }];
  // The payment may have gone through: paying again could charge twice.
  if (outcome === 'pending' || outcome === 'unknown')
    return [{ label: 'orders', path: 'mon-compte/commandes' }];
  // Paid, but no order came of it: the shopper checks the cart (paying again is a new validation).
  if (outcome === 'refunded')
    return [
      { label: 'cart', path: routePaths.Cart() },
      ...(reference
        ? [{ label: 'order' as const, path: `mon-compte/commandes/${encodeURIComponent(reference)}` }]
        : []),
    ];
  return [
    { label: 'retry', path: 'commande/paiement' },
    { label: 'cart', path: routePaths.Cart() },
  ];
}
