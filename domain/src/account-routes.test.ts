import { describe, expect, it } from 'vitest';
import { orderPagePath } from './account-routes.js';

describe('orderPagePath', () => {
  it('names the order page and the after-sales pages under it', () => {
    expect(orderPagePath('order', 'OM261128-000001')).toBe('mon-compte/commandes/OM261128-000001');
    expect(orderPagePath('withdrawal', 'OM261128-000001')).toBe(
      'mon-compte/commandes/OM261128-000001/retractation',
    );
    expect(orderPagePath('return', 'OM261128-000001')).toBe('mon-compte/commandes/OM261128-000001/retour');
  });

  it('encodes the reference as a path segment', () => {
    expect(orderPagePath('order', 'a/b c')).toBe('mon-compte/commandes/a%2Fb%20c');
  });
});
