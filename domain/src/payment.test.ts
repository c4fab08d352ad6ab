import { describe, expect, it } from 'vitest';
import { paymentOutcome, readProviderAnswer } from './payment.js';

/** A card number as the provider's answers mask it: its first six and last four digits. */
const MASKED_PAN = `497010${'X'.repeat(6)}0055`;

const answer = (
  orderStatus: string,
  detailedStatus: string | null,
  code: string | null = null,
  mode: string | null = 'TEST',
) =>
  JSON.stringify({
    shopId: '1',
    orderStatus,
    orderDetails: { orderTotalAmount: 1000, orderCurrency: 'EUR', orderId: 'OM1', mode },
    customer: { reference: 'c' },
    transactions: [
      {
        uuid: 'abc',
        amount: 1000,
        currency: 'EUR',
        status: orderStatus,
        detailedStatus,
        detailedErrorCode: code,
        transactionDetails: { cardDetails: { pan: MASKED_PAN } },
      },
    ],
  });

describe('paymentOutcome', () => {
  it.each([
    ['PAID', 'AUTHORISED', 'received'],
    ['UNPAID', 'REFUSED', 'refused'],
    ['ABANDONED', 'CANCELLED', 'cancelled'],
    ['UNPAID', 'CANCELLED', 'cancelled'],
    ['UNPAID', 'ERROR', 'error'],
    ['RUNNING', null, 'pending'],
    ['UNPAID', 'WHATEVER', 'unknown'],
  ])('%s / %s is %s', (status, detailed, outcome) => {
    expect(paymentOutcome(readProviderAnswer(answer(status, detailed)))).toBe(outcome);
  });

  it('reads the refusal code and masked card, and nothing from what is not an answer', () => {
    expect(readProviderAnswer(answer('UNPAID', 'REFUSED', '05'))?.transaction).toMatchObject({
      detailedErrorCode: '05',
      maskedPan: MASKED_PAN,
    });
    expect(readProviderAnswer('not json')).toBeNull();
    expect(readProviderAnswer('{"orderStatus":"PAID"}')).toBeNull();
    expect(paymentOutcome(null)).toBe('unknown');
  });

  it('reads the mode, so that a production shop can refuse the answers of test keys', () => {
    expect(readProviderAnswer(answer('PAID', 'AUTHORISED'))?.mode).toBe('TEST');
    expect(readProviderAnswer(answer('PAID', 'AUTHORISED', null, 'PRODUCTION'))?.mode).toBe('PRODUCTION');
    expect(readProviderAnswer(answer('PAID', 'AUTHORISED', null, null))?.mode).toBeNull();
  });
});
