import { describe, expect, it } from 'vitest';
import { addressErrorKey, fieldOf } from './userErrors.js';

describe('address user errors (spec 8)', () => {
  it('words a duplicate and an unknown address, and anything else as a failure to save', () => {
    expect(addressErrorKey('ADDRESS_ALREADY_EXISTS')).toBe('account.addresses.alreadyExists');
    expect(addressErrorKey('ADDRESS_NOT_FOUND')).toBe('account.addresses.notFound');
    expect(addressErrorKey('TOO_MANY_REQUESTS')).toBe('account.addresses.error');
  });

  it('puts an input error under its field when the form has it', () => {
    const fields = ['postCode', 'phone'] as const;
    expect(
      fieldOf({ code: 'INVALID_INPUT', field: ['input', 'address', 'postCode'], message: 'x' }, fields),
    ).toBe('postCode');
    expect(fieldOf({ code: 'INVALID_INPUT', field: ['input', 'website'], message: 'x' }, fields)).toBeNull();
    expect(fieldOf({ code: 'ADDRESS_NOT_FOUND', field: null, message: 'x' }, fields)).toBeNull();
  });
});
