import { zodResolver } from '@hookform/resolvers/zod';
import { FORM_MESSAGES_EN, FORM_MESSAGES_FR } from '@shop/domain/customer/messages';
import { customerSchemas } from '@shop/domain/customer/validation';
import type { Locale } from '@shop/domain/constants';
import type { FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod';
import { translator } from '../i18n/index.js';
import './messages.js';

/** A form whose new password is typed twice: the domain's schema, typed for the form. */
type WithRepeat<S extends z.ZodObject> = z.ZodType<
  z.output<S> & { repeatPassword: string },
  z.input<S> & { repeatPassword: string }
>;

/**
 * The sign-in forms' rules: the domain's spec 5 schemas, with their messages in the shopper's
 * language, so the forms say exactly what the storefront-api would answer.
 */
export function authSchemas(locale: Locale) {
  const messages = locale === 'en' ? FORM_MESSAGES_EN : FORM_MESSAGES_FR;
  const s = customerSchemas(messages);
  const t = translator(locale);
  // The domain's `withRepeat` result is typed loosely (a record); its values are these.
  const withRepeat = <S extends z.ZodObject>(schema: S, field: string) =>
    s.withRepeat(schema, field) as unknown as WithRepeat<S>;
  const registration = z.object({
    email: s.email,
    firstName: s.firstName,
    lastName: s.lastName,
    password: s.password,
    twoFactor: z.boolean(),
    newsletter: z.boolean(),
    // Spec 5: the terms of sale are accepted at signup.
    terms: z.boolean().refine((accepted) => accepted, t('auth.register.termsRequired')),
  });
  return {
    login: z.object({ email: s.email, password: s.currentPassword }),
    forgot: z.object({ email: s.email }),
    register: withRepeat(registration, 'password'),
    reset: withRepeat(z.object({ newPassword: s.password }), 'newPassword'),
    repeatMismatch: messages['form.errors.repeatPassword'],
  };
}

export type AuthSchemas = ReturnType<typeof authSchemas>;
export type LoginValues = z.input<AuthSchemas['login']>;
export type ForgotValues = z.input<AuthSchemas['forgot']>;
export type RegisterValues = z.input<AuthSchemas['register']>;
export type ResetValues = z.input<AuthSchemas['reset']>;

/**
 * The form's resolver for a password typed twice. Zod checks the repeat only once every other
 * field is right (the object's refinement waits for its fields); a form should say "the passwords do
 * not match" when the shopper leaves the field, so a mismatch is added here when zod did not.
 */
export function repeatResolver<V extends FieldValues & { repeatPassword: string }>(
  schema: z.ZodType<V, V>,
  field: keyof V & string,
  mismatch: string,
): Resolver<V> {
  const resolver = zodResolver(schema) as unknown as Resolver<V>;
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const { repeatPassword } = values;
    if (!repeatPassword || repeatPassword === values[field] || result.errors.repeatPassword) return result;
    return {
      values: {},
      errors: { ...result.errors, repeatPassword: { type: 'custom', message: mismatch } },
    } as Awaited<ReturnType<Resolver<V>>>;
  };
}
