import type { Locale } from '@shop/domain/constants';
import { FORM_MESSAGES_EN, FORM_MESSAGES_FR } from '@shop/domain/customer/messages';
import type { FormMessages } from '@shop/domain/customer/messages';
import { customerSchemas } from '@shop/domain/customer/validation';
import type { CustomerSchemas } from '@shop/domain/customer/validation';

export function formMessages(locale: Locale): FormMessages {
  return locale === 'en' ? FORM_MESSAGES_EN : FORM_MESSAGES_FR;
}

const cache = new Map<Locale, CustomerSchemas>();

/** Spec 5's schemas with their messages in the shopper's language, built once per language. */
export function schemasFor(locale: Locale): CustomerSchemas {
  let schemas = cache.get(locale);
  if (!schemas) {
    schemas = customerSchemas(formMessages(locale));
    cache.set(locale, schemas);
  }
  return schemas;
}
