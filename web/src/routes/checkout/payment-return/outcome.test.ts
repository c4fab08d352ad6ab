import { describe, expect, it } from 'vitest';
import { readResult, resultSearch } from './outcome.js';

describe('payment result query', () => {
  it('round-trips an outcome, a refusal code and a reference', () => {
    const search = resultSearch({ outcome: 'refused', code: '33', reference: null });
    expect(readResult(new URLSearchParams(search))).toEqual({
      outcome: 'refused',
      code: '33',
      reference: null,
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
