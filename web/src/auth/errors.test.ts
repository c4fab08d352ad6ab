import { describe, expect, it } from 'vitest';
import { GatewayError } from '../relay/network.js';
import { failureKey, userErrorKey } from './errors.js';

describe('messages of the sign-in failures (spec 8)', () => {
  it('words each known user error and reads an unknown one as a server failure', () => {
    expect(userErrorKey('INVALID_CREDENTIALS')).toBe('auth.errors.INVALID_CREDENTIALS');
    expect(userErrorKey('RESET_LINK_EXPIRED')).toBe('auth.errors.RESET_LINK_EXPIRED');
    expect(userErrorKey('SOMETHING_NEW')).toBe('auth.errors.server');
  });

  it('words failed calls by status and error code', () => {
    expect(failureKey(new GatewayError('network error', 0, undefined, undefined))).toBe(
      'auth.errors.connexion',
    );
    expect(failureKey(new GatewayError('x', 400, 'BAD_USER_INPUT', 'recaptcha-low-score'))).toBe(
      'auth.errors.CAPTCHA_FAILED',
    );
    expect(failureKey(new GatewayError('x', 401, 'UNAUTHENTICATED', 'unauthorized'))).toBe(
      'auth.errors.unauthorized',
    );
    expect(failureKey(new GatewayError('x', 429, undefined, undefined))).toBe(
      'auth.errors.TOO_MANY_REQUESTS',
    );
    expect(failureKey(new GatewayError('x', 498, 'UPSTREAM_ERROR', undefined))).toBe('auth.errors.server');
    expect(failureKey(new Error('boom'))).toBe('auth.errors.server');
  });
});
