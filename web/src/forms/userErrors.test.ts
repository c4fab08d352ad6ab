import { describe, expect, it } from 'vitest';
import type { UseFormSetError } from 'react-hook-form';
import { errorField, showFieldErrors } from './userErrors.js';

const error = (code: string, field: string[] | null) => ({ code, field, message: `m ${code}` });

describe('user errors of the gateway in a form', () => {
  it('finds the form field a user error points at', () => {
    expect(errorField(error('INVALID_INPUT', ['input', 'email']), ['email', 'password'])).toBe('email');
    expect(errorField(error('INVALID_INPUT', ['input', 'address', 'postCode']), ['postCode'])).toBe(
      'postCode',
    );
    expect(errorField(error('INVALID_INPUT', ['input', 'birthDate']), ['email', 'password'])).toBeNull();
    expect(errorField(error('ADDRESS_NOT_FOUND', null), ['email'])).toBeNull();
    expect(
      errorField(error('INVALID_INPUT', ['input', 'newsletterSubscribed']), ['newsletter'], {
        newsletterSubscribed: 'newsletter',
      }),
    ).toBe('newsletter');
  });

  it('puts errors under their fields, focuses the first, and gives back those of the whole form', () => {
    const calls: unknown[][] = [];
    const setError = ((...args: unknown[]) => calls.push(args)) as unknown as UseFormSetError<{
      address: { postCode: string; phone: string };
    }>;
    const rest = showFieldErrors(
      [
        error('INVALID_INPUT', ['input', 'address', 'postCode']),
        error('ADDRESS_ALREADY_EXISTS', null),
        error('INVALID_INPUT', ['input', 'address', 'phone']),
      ],
      setError,
      { fields: ['postCode', 'phone'], prefix: 'address.' },
    );
    expect(calls).toEqual([
      ['address.postCode', { message: 'm INVALID_INPUT' }, { shouldFocus: true }],
      ['address.phone', { message: 'm INVALID_INPUT' }, { shouldFocus: false }],
    ]);
    expect(rest.map((e) => e.code)).toEqual(['ADDRESS_ALREADY_EXISTS']);
  });

  it('leaves under the form the errors a field may not take', () => {
    const setError = (() => undefined) as unknown as UseFormSetError<{ email: string }>;
    const rest = showFieldErrors([error('ACCOUNT_ALREADY_EXISTS', ['input', 'email'])], setError, {
      fields: ['email'],
      accepts: (e) => e.code === 'INVALID_INPUT',
    });
    expect(rest).toHaveLength(1);
  });
});
