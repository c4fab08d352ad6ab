import { cardRefusalExplanation } from '@shop/domain/checkout';
import type { Outcome } from './returnQuery.js';

export interface OutcomeMessage {
  /** Key of the heading. */
  title: string;
  /** Key of the explanation, or the explanation itself for a refusal (the domain words it). */
  text: { key: string } | { literal: string };
  /** The way on: the thank-you page, another try, or the orders. */
  action: 'order' | 'retry' | 'orders';
}

/** What the result page says for each outcome of spec 4; a refusal explains its code (spec 8). */
export function outcomeMessage(outcome: Outcome, code: string | null): OutcomeMessage {
  switch (outcome) {
    case 'received':
      return { title: 'received', text: { key: 'receivedText' }, action: 'order' };
    case 'refused':
      return { title: 'refused', text: { literal: cardRefusalExplanation(code) }, action: 'retry' };
    case 'cancelled':
      return { title: 'cancelled', text: { key: 'cancelledText' }, action: 'retry' };
    case 'error':
      return { title: 'error', text: { key: 'errorText' }, action: 'retry' };
    case 'pending':
      return { title: 'pending', text: { key: 'pendingText' }, action: 'orders' };
    default:
      return { title: 'unknown', text: { key: 'unknownText' }, action: 'orders' };
  }
}
