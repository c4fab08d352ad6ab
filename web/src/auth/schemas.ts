import type { Locale } from '@shop/domain/constants';
import type { CustomerSchemas } from '@shop/domain/customer/validation';
import { z } from 'zod';
import { newPasswordResolver, schemasFor, withRepeat } from '../forms/schemas.js';
import { translator } from '../i18n/index.js';
import './messages.js';

/*
 * The sign-in forms' rules: the domain's spec 5 schemas, with their messages in the shopper's
 * language, so the forms say exactly what the storefront-api would answer. Each is built by the
 * kit's `useFormSchema` from the domain's schemas of the shopper's language.
 */

export const loginSchema = (s: CustomerSchemas) => z.object({ email: s.email, password: s.currentPassword });

export const forgotSchema = (s: CustomerSchemas) => z.object({ email: s.email });

export const registerSchema = (s: CustomerSchemas, locale: Locale) =>
  withRepeat(
    s,
    z.object({
      email: s.email,
      firstName: s.firstName,
      lastName: s.lastName,
      password: s.password,
      twoFactor: z.boolean(),
      newsletter: z.boolean(),
      // Spec 5: the terms of sale are accepted at signup.
      terms: z.boolean().refine((accepted) => accepted, translator(locale)('auth.register.termsRequired')),
    }),
    'password',
  );

export const resetSchema = (s: CustomerSchemas) =>
  withRepeat(s, z.object({ newPassword: s.password }), 'newPassword');

export type LoginValues = z.input<ReturnType<typeof loginSchema>>;
export type ForgotValues = z.input<ReturnType<typeof forgotSchema>>;
export type RegisterValues = z.input<ReturnType<typeof registerSchema>>;
export type ResetValues = z.input<ReturnType<typeof resetSchema>>;

export const registerResolver = (s: CustomerSchemas, locale: Locale) =>
  newPasswordResolver<RegisterValues>(registerSchema(s, locale), 'password', locale);

export const resetResolver = (s: CustomerSchemas, locale: Locale) =>
  newPasswordResolver<ResetValues>(resetSchema(s), 'newPassword', locale);

/** Every sign-in schema of a language (for tests and tools). */
export function authSchemas(locale: Locale) {
  const s = schemasFor(locale);
  return {
    login: loginSchema(s),
    forgot: forgotSchema(s),
    register: registerSchema(s, locale),
    reset: resetSchema(s),
  };
}
