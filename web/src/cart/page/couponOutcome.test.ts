import { describe, expect, it } from 'vitest';
import { couponNotice } from './couponOutcome.js';

describe('couponNotice (spec 8)', () => {
  it('says a coupon was added, as info', () => {
    expect(couponNotice('apply', [])).toEqual({ kind: 'info', key: 'cartPage.coupon.added' });
  });

  it('words the refusals of an apply as danger', () => {
    expect(couponNotice('apply', [{ code: 'COUPON_ALREADY_APPLIED' }])).toEqual({
      kind: 'danger',
      key: 'cartPage.coupon.alreadyApplied',
    });
    expect(couponNotice('apply', [{ code: 'COUPON_NOT_VALID' }]).key).toBe('cartPage.coupon.notValid');
    expect(couponNotice('apply', [{ code: 'COUPON_ALREADY_USED' }]).key).toBe('cartPage.coupon.alreadyUsed');
  });

  it('gives removal its own messages: success, 409 allReady, 404 not', () => {
    expect(couponNotice('remove', [])).toEqual({ kind: 'info', key: 'cartPage.coupon.removed' });
    expect(couponNotice('remove', [{ code: 'COUPON_ALREADY_REMOVED' }])).toEqual({
      kind: 'danger',
      key: 'cartPage.coupon.allReady',
    });
    expect(couponNotice('remove', [{ code: 'COUPON_NOT_FOUND' }]).key).toBe('cartPage.coupon.not');
  });

  it('falls back to the cart failure for an unexpected code', () => {
    expect(couponNotice('apply', [{ code: 'COUPON_NOT_FOUND' }])).toEqual({
      kind: 'danger',
      key: 'errors.server.access',
    });
    expect(couponNotice('remove', [{ code: 'INVALID_INPUT' }]).key).toBe('errors.server.access');
  });
});
