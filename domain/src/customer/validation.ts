/**
 * Validation of spec 5 for everything a customer types: one set of zod schemas, used by the web
 * forms (messages in the shopper's language), the gateway and the storefront-api (French). Build
 * them with `customerSchemas(messages)`; `customerSchemas()` speaks French.
 */
import { isBeforeToday, utcDay } from '../dates.js';
import { z } from 'zod';
import {
  ADDRESS_COUNTRIES,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_MIN_LENGTH,
  NAME_MIN_LENGTH,
  ONE_TIME_PASSWORD_LENGTH,
  PASSWORD_MIN_LENGTH,
  SUPPORTED_LOCALES,
} from '../constants.js';
import { CONTACT_SUBJECTS } from '../api/content.js';
import { isPlainText } from '../text.js';
import { checkPhone, isValidPostCode } from './address.js';
import { isEmail } from './email.js';
import { FORM_MESSAGES_FR, type FormMessageKey, type FormMessages } from './messages.js';

export { EMAIL_PATTERN, isEmail } from './email.js';
/** 8+ characters among letters, digits and @$!%*?&, with one of each kind (spec 5). */
export const PASSWORD_PATTERN = new RegExp(
  `^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[@$!%*?&])[A-Za-z\\d@$!%*?&]{${PASSWORD_MIN_LENGTH},}$`,
  'u',
);
/** A person's name "looks correct": letters, then letters, spaces, apostrophes, dots or dashes. */
export const PERSON_NAME_PATTERN = /^\p{L}[\p{L}\p{M}' .’-]*$/u;
/** A name given to an address: it becomes part of a URL path, so it stays plain. */
export const ADDRESS_NAME_PATTERN = /^[A-Za-z0-9_-]{1,60}$/u;
/** An upstream offer id (`Offer.offerId`): a positive 64-bit integer written in decimal. */
export const OFFER_ID_PATTERN = /^[1-9][0-9]{0,17}$/u;
export const GENDERS = ['MR', 'MRS'] as const;
export type Gender = (typeof GENDERS)[number];

export const isStrongPassword = (value: string): boolean =>
  value.length <= 128 && PASSWORD_PATTERN.test(value);

/** `YYYY-MM-DD` of a real day from 1900-01-01 and before today (spec 5 "before today": a birth date). */
export function isBirthDate(value: string, today: Date = new Date()): boolean {
  return value >= '1900-01-01' && isBeforeToday(value, utcDay(today));
}

export function customerSchemas(messages: FormMessages = FORM_MESSAGES_FR) {
  const m = (key: FormMessageKey) => messages[key];
  /** A required text field: missing or blank gives the 'required' message, then `more` applies. */
  const required = (requiredKey: FormMessageKey, max = 200) =>
    z
      .string({ error: m(requiredKey) })
      .trim()
      .min(1, { error: m(requiredKey), abort: true })
      .max(max, { error: m('form.errors.tooLong'), abort: true });
  const optionalText = (max: number, key: FormMessageKey = 'form.errors.tooLong') =>
    z
      .string()
      .trim()
      .max(max, m(key))
      .optional()
      .transform((value) => (value === '' ? undefined : value));

  const email = required('form.required.email', 254).refine(isEmail, m('form.errors.email'));
  const password = z
    .string({ error: m('form.required.password') })
    .min(1, { error: m('form.required.password'), abort: true })
    .refine(isStrongPassword, m('form.errors.password'));
  /** A password being checked, not chosen: any non-empty text (older rules may have allowed it). */
  const currentPassword = z
    .string({ error: m('form.required.password') })
    .min(1, m('form.required.password'))
    .max(128, m('form.errors.password'));
  const personName = (requiredKey: FormMessageKey, errorKey: FormMessageKey) =>
    required(requiredKey, 50)
      .min(NAME_MIN_LENGTH, { error: m(errorKey), abort: true })
      .regex(PERSON_NAME_PATTERN, m(errorKey));
  const firstName = personName('form.required.firstName', 'form.errors.firstName');
  const lastName = personName('form.required.lastName', 'form.errors.lastName');
  const birthDate = required('form.required.birthDate', 10).refine(
    (value) => isBirthDate(value),
    m('form.errors.birthDate'),
  );
  const oneTimePassword = z
    .string({ error: m('form.required.oneTimePassword') })
    .min(1, { error: m('form.required.oneTimePassword'), abort: true })
    .regex(new RegExp(`^\\d{${ONE_TIME_PASSWORD_LENGTH}}$`, 'u'), m('form.errors.oneTimePassword'));
  const recaptchaData = z
    .string({ error: m('form.errors.captcha') })
    .min(1, m('form.errors.captcha'))
    .max(20_000, m('form.errors.captcha'));
  const locale = z.enum(SUPPORTED_LOCALES, { error: m('form.errors.locale') });
  const gender = z.enum(GENDERS, { error: m('form.errors.gender') });
  const country = z
    .string({ error: m('form.required.country') })
    .min(1, { error: m('form.required.country'), abort: true })
    .refine((value) => (ADDRESS_COUNTRIES as readonly string[]).includes(value), m('form.errors.country'))
    .transform((value) => value as (typeof ADDRESS_COUNTRIES)[number]);

  /** An address as typed; the phone comes out in international (E.164) form. */
  const address = z
    .object({
      name: z.string().regex(ADDRESS_NAME_PATTERN, m('form.errors.addressName')).optional(),
      company: optionalText(100, 'form.errors.company'),
      firstName,
      lastName,
      street: required('form.required.street', 200).min(NAME_MIN_LENGTH, m('form.errors.street')),
      city: required('form.required.city', 100).min(NAME_MIN_LENGTH, m('form.errors.city')),
      postCode: required('form.required.postCode', 20),
      country,
      phone: required('form.required.phone', 30),
      email: required('form.required.email', 254).refine(isEmail, m('form.errors.email')).optional(),
      website: optionalText(200, 'form.errors.website').refine(
        (value) => value === undefined || /^https?:\/\/[^\s]+$/u.test(value),
        m('form.errors.website'),
      ),
      latitude: z.number().min(-90).max(90).optional(),
      longitude: z.number().min(-180).max(180).optional(),
    })
    .transform((value, context) => {
      if (!isValidPostCode(value.postCode, value.country)) {
        context.addIssue({ code: 'custom', path: ['postCode'], message: m('form.errors.postCode') });
      }
      const phone = checkPhone(value.phone, value.country);
      if (!phone.valid) {
        context.addIssue({ code: 'custom', path: ['phone'], message: m(`form.errors.phone.${phone.error}`) });
        return z.NEVER;
      }
      return { ...value, phone: phone.international };
    });

  const registration = z.object({
    email,
    firstName,
    lastName,
    password,
    twoFactorAuthenticationEnabled: z.boolean().default(false),
    newsLetterSubscribed: z.boolean().default(false),
    recaptchaData,
    locale: locale.optional(),
  });
  const login = z.object({ email, password: currentPassword, recaptchaData });
  const oneTimePasswordCheck = z.object({ email, password: currentPassword, oneTimePassword });
  const resetRequest = z.object({ email, recaptchaData });
  const resetPassword = z.object({ newPassword: password, recaptchaData });
  const changePassword = z.object({ currentPassword, newPassword: password });
  const profile = z
    .object({
      gender: gender.nullable(),
      firstName,
      lastName,
      birthDate: birthDate.nullable(),
      locale,
      twoFactorAuthenticationEnabled: z.boolean(),
      newsLetterSubscribed: z.boolean(),
      /** Needed to switch two-factor off: a stolen session may not lower the account's guard. */
      currentPassword,
    })
    .partial();
  const newsletter = z.object({
    customerEmail: z
      .string({ error: m('form.errors.newsletterEmail') })
      .trim()
      .refine(isEmail, m('form.errors.newsletterEmail')),
  });

  /** Spec 5: the contact form's message holds 10 to 400 characters (counted after trimming). */
  const contactMessage = z.object({
    name: required('form.required.contactName', 100).min(NAME_MIN_LENGTH, m('form.errors.contactName')),
    email,
    subject: z.enum(CONTACT_SUBJECTS, { error: m('form.errors.contactSubject') }),
    orderReference: optionalText(40, 'form.errors.orderReference').refine(
      (value) => value === undefined || /^[A-Za-z0-9_-]+$/u.test(value),
      m('form.errors.orderReference'),
    ),
    message: required('form.required.contactMessage', 10_000)
      .min(CONTACT_MESSAGE_MIN_LENGTH, m('form.errors.contactMessage'))
      .max(CONTACT_MESSAGE_MAX_LENGTH, m('form.errors.contactMessage')),
    recaptchaData,
  });

  /** Spec 5: the restock e-mail is required and passes the shared e-mail check (`form.errors.email`). */
  const restockAlert = z.object({
    // No control character either: the address goes into a mail header, sent later by a timer.
    email: email.refine(isPlainText, m('form.errors.email')),
    offerId: z.string({ error: m('form.errors.offerId') }).regex(OFFER_ID_PATTERN, m('form.errors.offerId')),
  });

  /** A new password typed twice (register, reset, change): the repeat must match. */
  const withRepeat = <S extends z.ZodObject>(schema: S, field: string) =>
    schema
      .extend({
        repeatPassword: z
          .string({ error: m('form.required.repeatPassword') })
          .min(1, m('form.required.repeatPassword')),
      })
      .refine((value: Record<string, unknown>) => value[field] === value.repeatPassword, {
        path: ['repeatPassword'],
        message: m('form.errors.repeatPassword'),
      });

  return {
    email,
    password,
    currentPassword,
    firstName,
    lastName,
    birthDate,
    oneTimePassword,
    recaptchaData,
    country,
    address,
    registration,
    login,
    oneTimePasswordCheck,
    resetRequest,
    resetPassword,
    changePassword,
    profile,
    newsletter,
    contactMessage,
    restockAlert,
    withRepeat,
  };
}

export type CustomerSchemas = ReturnType<typeof customerSchemas>;
export type AddressInput = z.input<CustomerSchemas['address']>;
export type ValidAddress = z.output<CustomerSchemas['address']>;
export type RegistrationInput = z.output<CustomerSchemas['registration']>;
export type ProfileInput = z.output<CustomerSchemas['profile']>;
export type ContactMessageInput = z.output<CustomerSchemas['contactMessage']>;
export type RestockAlertInput = z.output<CustomerSchemas['restockAlert']>;
