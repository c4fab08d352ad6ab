import { describe, expect, it } from 'vitest';
import { preselectedBilling } from './billingChoice.js';

describe('preselectedBilling', () => {
  it('takes the default billing address', () => {
    expect(preselectedBilling(['maison', 'travail'], 'travail')).toBe('travail');
  });
  it('takes the only address when there is no default', () => {
    expect(preselectedBilling(['maison'], null)).toBe('maison');
  });
  it('leaves the choice to the shopper among several without a default', () => {
    expect(preselectedBilling(['maison', 'travail'], null)).toBeNull();
  });
  it('ignores a default that is no longer among the addresses, and relay points', () => {
    expect(preselectedBilling(['maison', 'relay_123'], 'supprimee')).toBe('maison');
    expect(preselectedBilling([], null)).toBeNull();
  });
});
