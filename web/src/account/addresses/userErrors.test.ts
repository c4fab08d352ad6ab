import { describe, expect, it } from 'vitest';
import { addressErrorKey } from './userErrors.js';

describe('address user errors (spec 8)', () => {
  it('words a duplicate and an unknown address, and anything else as a failure to save', () => {
    expect(addressErrorKey('ADDRESS_ALREADY_EXISTS')).toBe('account.addresses.alreadyExists');
    expect(addressErrorKey('ADDRESS_NOT_FOUND')).toBe('account.addresses.notFound');
    expect(addressErrorKey('TOO_MANY_REQUESTS')).toBe('account.addresses.error');
  });
});
