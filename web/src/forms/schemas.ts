import { zodResolver } from '@hookform/resolvers/zod';
import type { Locale } from '@shop/domain/constants';
import { FORM_MESSAGES_EN, FORM_MESSAGES_FR } from '@shop/domain/customer/messages';
import type { FormMessages } from '@shop/domain/customer/messages';
import { customerSchemas } from '@shop/domain/customer/validation';
import type { CustomerSchemas } from '@shop/domain/customer/validation';
import { useMemo } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { useI18n } from '../i18n/index.js';

/** Spec 5's messages in the shopper's language. */
export function formMessages(locale: Locale): FormMessages {
  return locale === 'en' ? FORM_MESSAGES_EN : FORM_MESSAGES_FR;
}

const cache = new Map<Locale, CustomerSchemas>();

/**
 * The domain's spec 5 schemas with their messages in the shopper's language, built once per
 * language: a form says exactly what the gateway and the storefront-api would answer.
 */
export function schemasFor(locale: Locale): CustomerSchemas {
  let schemas = cache.get(locale);
  if (!schemas) {
    schemas = customerSchemas(formMessages(locale));
    cache.set(locale, schemas);
  }
  return schemas;
}

/**
 * A form's schema, built from the domain's schemas for the shopper's language and rebuilt only when
 * the language changes. `build` should be a module-level function (it is a memo dependency).
 */
export function useFormSchema<T>(build: (schemas: CustomerSchemas, locale: Locale) => T): T {
  const { locale } = useI18n();
  return useMemo(() => build(schemasFor(locale), locale), [build, locale]);
}

/** A schema whose new password is typed twice, typed for the form. */
export type WithRepeat<S extends z.ZodObject> = z.ZodType<
  z.output<S> & { repeatPassword: string },
  z.input<S> & { repeatPassword: string }
>;

/** The domain's `withRepeat` (typed loosely, as a record, since it takes any object) typed back. */
export function withRepeat<S extends z.ZodObject>(
  schemas: CustomerSchemas,
  schema: S,
  field: keyof z.output<S> & string,
): WithRepeat<S> {
  return schemas.withRepeat(schema, field) as unknown as WithRepeat<S>;
}

/**
 * The resolver of a form whose new password (`field`) is typed twice, as `repeatPassword`. Zod
 * checks the repeat only once every other field is right (the object's refinement waits for its
 * fields); a form should say "the passwords do not match" as soon as the shopper leaves the field,
 * so a mismatch is added here when zod did not.
 */
export function newPasswordResolver<V extends FieldValues & { repeatPassword: string }>(
  schema: z.ZodType<V, V>,
  field: keyof V & string,
  locale: Locale,
): Resolver<V> {
  const resolver = zodResolver(schema) as unknown as Resolver<V>;
  const mismatch = formMessages(locale)['form.errors.repeatPassword'];
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
