import { cardRefusalExplanation } from '@shop/domain/checkout';
import { describe, expect, it } from 'vitest';
import { outcomeMessage } from './outcomeMessage.js';

describe('outcomeMessage', () => {
  it('sends a received payment to its order', () => {
    expect(outcomeMessage('received', null)).toEqual({
      title: 'received',
      text: { key: 'receivedText' },
      action: 'order',
    });
  });
  it('explains a refusal by its code and offers another try', () => {
    const message = outcomeMessage('refused', '33');
    expect(message.action).toBe('retry');
    expect(message.text).toEqual({ literal: cardRefusalExplanation(33) });
    expect(outcomeMessage('refused', '05').text).not.toEqual(message.text);
  });
  it('gives a generic refusal without a code', () => {
    expect(outcomeMessage('refused', null).text).toEqual({ literal: cardRefusalExplanation(null) });
  });
  it('lets a cancelled or failed payment be tried again, and sends pending and unknown to the orders', () => {
    expect(outcomeMessage('cancelled', null).action).toBe('retry');
    expect(outcomeMessage('error', null).action).toBe('retry');
    expect(outcomeMessage('pending', null).action).toBe('orders');
    expect(outcomeMessage('unknown', null)).toEqual({
      title: 'unknown',
      text: { key: 'unknownText' },
      action: 'orders',
    });
  });
});
