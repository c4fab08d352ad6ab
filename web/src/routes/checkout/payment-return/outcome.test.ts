import { describe, expect, it } from 'vitest';
import { readResult, resultLinks, resultSearch, resultText } from './outcome.js';

describe('payment result query', () => {
  it('round-trips an outcome, a refusal code and a reference', () => {
    const search = resultSearch({ outcome: 'refused', code: '33', reference: null });
    expect(readResult(new URLSearchParams(search))).toEqual({
      outcome: 'refused',
      code: '33',
      reference: null,
    });
  });

  it('round-trips a refunded payment and its order', () => {
    const search = resultSearch({ outcome: 'refunded', code: null, reference: 'CMD-2024-0001' });
    expect(readResult(new URLSearchParams(search))).toEqual({
      outcome: 'refunded',
      code: null,
      reference: 'CMD-2024-0001',
    });
  });

  it('reads anything else as unknown, and drops malformed codes and references', () => {
    expect(readResult(new URLSearchParams('outcome=hacked&code=<b>&reference=a b'))).toEqual({
      outcome: 'unknown',
      code: null,
      reference: null,
    });
  });
});

describe('what the result page says and offers', () => {
  it('a received payment leads to the thank-you page', () => {
    const result = { outcome: 'received', code: null, reference: 'R1' } as const;
    expect(resultText(result)).toBe('received.text');
    expect(resultLinks(result)).toEqual([{ label: 'thanks', path: 'commande/merci/R1' }]);
  });

  it('a refunded payment leads back to the cart, and to its order when there is one', () => {
    const alone = { outcome: 'refunded', code: null, reference: null } as const;
    expect(resultText(alone)).toBe('refunded.text');
    expect(resultLinks(alone)).toEqual([{ label: 'cart', path: 'mon-panier' }]);
    const withOrder = { outcome: 'refunded', code: null, reference: 'R2' } as const;
    expect(resultText(withOrder)).toBe('refunded.textOrder');
    expect(resultLinks(withOrder)).toEqual([
      { label: 'cart', path: 'mon-panier' },
      { label: 'order', path: 'mon-compte/commandes/R2' },
    ]);
  });

  it('never offers to pay again when the payment may have gone through', () => {
    for (const outcome of ['pending', 'unknown'] as const)
      expect(resultLinks({ outcome, code: null, reference: null }).map((link) => link.label)).toEqual([
        'orders',
      ]);
    for (const outcome of ['refused', 'cancelled', 'error'] as const)
      expect(resultLinks({ outcome, code: null, reference: null }).map((link) => link.label)).toEqual([
        'retry',
        'cart',
      ]);
  });
});
