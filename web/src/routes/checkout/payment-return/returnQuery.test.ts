import { describe, expect, it } from 'vitest';
import {
  answerOrderReference,
  outcomeOf,
  readPaymentResult,
  readPaymentReturn,
  resultSearch,
} from './returnQuery.js';

const full = new URLSearchParams({
  'kr-answer': '{"orderDetails":{"orderId":"OM261124-000042"}}',
  'kr-hash': 'ab12',
  'kr-hash-algorithm': 'sha256_hmac',
  'kr-hash-key': 'sha256_hmac',
  'kr-answer-type': 'V4/Payment',
});

describe('readPaymentReturn', () => {
  it('reads the signed answer', () => {
    expect(readPaymentReturn(full)).toEqual({
      answer: '{"orderDetails":{"orderId":"OM261124-000042"}}',
      hash: 'ab12',
      hashAlgorithm: 'sha256_hmac',
      hashKey: 'sha256_hmac',
      answerType: 'V4/Payment',
    });
  });
  it('is null when a signed part is missing', () => {
    const search = new URLSearchParams(full);
    search.delete('kr-hash');
    expect(readPaymentReturn(search)).toBeNull();
    expect(readPaymentReturn(new URLSearchParams())).toBeNull();
  });
  it('keeps a missing answer type as null', () => {
    const search = new URLSearchParams(full);
    search.delete('kr-answer-type');
    expect(readPaymentReturn(search)?.answerType).toBeNull();
  });
});

describe('answerOrderReference', () => {
  it('reads the order id', () => {
    expect(answerOrderReference(full.get('kr-answer')!)).toBe('OM261124-000042');
  });
  it('is null for unreadable or odd answers', () => {
    expect(answerOrderReference('not json')).toBeNull();
    expect(answerOrderReference('{"orderDetails":{"orderId":"<script>"}}')).toBeNull();
    expect(answerOrderReference('null')).toBeNull();
  });
});

describe('result query', () => {
  it('round-trips a refusal', () => {
    const search = resultSearch({ outcome: 'refused', code: '33', reference: 'OM261124-000042' });
    expect(search).toBe('?outcome=refused&code=33&reference=OM261124-000042');
    expect(readPaymentResult(new URLSearchParams(search))).toEqual({
      outcome: 'refused',
      code: '33',
      reference: 'OM261124-000042',
    });
  });
  it('drops the code of an outcome other than refused, and odd values', () => {
    expect(readPaymentResult(new URLSearchParams('outcome=received&code=33&reference=a b'))).toEqual({
      outcome: 'received',
      code: null,
      reference: null,
    });
  });
  it('turns an unexpected outcome into unknown', () => {
    expect(readPaymentResult(new URLSearchParams('outcome=hacked')).outcome).toBe('unknown');
    expect(readPaymentResult(new URLSearchParams()).outcome).toBe('unknown');
  });
  it('maps the gateway enum', () => {
    expect(outcomeOf('RECEIVED')).toBe('received');
    expect(outcomeOf('REFUSED')).toBe('refused');
    expect(outcomeOf(null)).toBe('unknown');
    expect(outcomeOf('WHATEVER')).toBe('unknown');
  });
});
