import { describe, expect, it } from 'vitest';
import { hashTarget } from './hash.js';

describe('hashTarget', () => {
  it('names the element of the hash, decoded', () => {
    expect(hashTarget('#retours')).toBe('retours');
    expect(hashTarget('#caf%C3%A9')).toBe('café');
    expect(hashTarget('retours')).toBe('retours');
  });

  it('names none for an empty hash and keeps a malformed one as written', () => {
    expect(hashTarget('')).toBeNull();
    expect(hashTarget('#')).toBeNull();
    expect(hashTarget('#100%')).toBe('100%');
  });
});
