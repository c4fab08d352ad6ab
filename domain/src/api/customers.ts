/**
 * Wire shapes of the storefront REST API's customer calls (spec 7 "Customers"), shared by the
 * storefront-api (replies, OpenAPI) and the gateway (typed client).
 *
 * Credentials: every call but register, sign-in, one-time-password, reset-password and the
 * newsletter carries `Authorization: Bearer <session token>`. A call that opens or replaces a
 * session (register, sign-in without two-factor, one-time-password, sign-out, guest) answers the new
 * token in the `x-session-token` header and its end in `x-session-expires-at` (ISO date). Sign-in
 * with two-factor answers a `x-two-factor-token` header: the one-time-password call must send it
 * back (same header), which binds the code to the browser that typed the password.
 */
import { z } from 'zod';
import { ADDRESS_COUNTRIES, SUPPORTED_LOCALES } from '../constants.js';
import { customerSchemas, GENDERS, type CustomerSchemas } from '../customer/validation.js';

export const SESSION_TOKEN_HEADER = 'x-session-token';
export const SESSION_EXPIRES_HEADER = 'x-session-expires-at';
export const TWO_FACTOR_TOKEN_HEADER = 'x-two-factor-token';

/** `errorCode` of the customer calls' failures (spec 8), with their HTTP status. */
export const CUSTOMER_ERRORS = {
  'customer-is-not-logged-in': 401,
  unauthorized: 401,
  'customer-not-found': 404,
  'customer-already-exists': 409,
  'recaptcha-low-score': 400,
  'one-time-password-mismatch': 401,
  'one-time-password-too-many-attempts': 401,
  'one-time-password-expired': 498,
  'one-time-password-not-found': 404,
  'reset-token-expired': 498,
  'wrong-password': 403,
  'too-many-requests': 429,
  'address-already-exists': 409,
  'address-not-found': 404,
  'newsletter-already-subscribed': 409,
  'newsletter-not-subscribed': 404,
} as const;
export type CustomerErrorCode = keyof typeof CUSTOMER_ERRORS;

export const addressSchema = z.object({
  name: z.string().describe('Identifier of the address among the customer’s; `relay_…` for a relay point.'),
  company: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  street: z.string(),
  city: z.string(),
  postCode: z.string(),
  country: z.enum(ADDRESS_COUNTRIES).describe('Spec country code (GY is French Guiana).'),
  phone: z.string().describe('International (E.164) form.'),
  email: z.string().nullable(),
  website: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  defaultShipping: z.boolean(),
  defaultBilling: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

export const cartSummarySchema = z.object({
  id: z.string(),
  cartItems: z.array(z.object({ offerId: z.string(), quantity: z.number().int() })),
});
export type CartSummary = z.infer<typeof cartSummarySchema>;

export const customerSchema = z.object({
  id: z.string(),
  isGuest: z.boolean().describe('True for a guest (no account); the customer is signed in when false.'),
  gender: z.enum(GENDERS).nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  birthDate: z.string().nullable().describe('YYYY-MM-DD'),
  locale: z.enum(SUPPORTED_LOCALES).describe('Language of the e-mails sent to the customer.'),
  customerGroup: z.object({ label: z.string() }),
  addresses: z.array(addressSchema).describe('Sorted by name.'),
  defaultShippingAddress: z.string().nullable().describe('Name of the default shipping address.'),
  defaultBillingAddress: z.string().nullable().describe('Name of the default billing address.'),
  newsLetterSubscribed: z.boolean(),
  twoFactorAuthenticationEnabled: z.boolean(),
  shoppingCart: cartSummarySchema,
});
export type Customer = z.infer<typeof customerSchema>;

/** Reply of `POST customers/sign-in`: the customer, or the news that an e-mailed code is needed. */
export const signInReplySchema = z.discriminatedUnion('twoFactorAuthenticationRequired', [
  z.object({ twoFactorAuthenticationRequired: z.literal(false), customer: customerSchema }),
  z.object({
    twoFactorAuthenticationRequired: z.literal(true),
    email: z.string(),
    remainingAttempts: z.number().int(),
    expiresAt: z.string().describe('End of the code’s validity (ISO date).'),
  }),
]);
export type SignInReply = z.infer<typeof signInReplySchema>;

export const resetRequestReplySchema = z.object({ email: z.string() });
export const newsletterReplySchema = z.object({ email: z.string(), subscribed: z.boolean() });
export type NewsletterReply = z.infer<typeof newsletterReplySchema>;

/** `errorData` of a wrong one-time code: tries left (0 once the code is dead). */
export const oneTimePasswordErrorDataSchema = z.object({ remainingAttempts: z.number().int() });

/** Reply of `GET captcha/challenge`: what the web's widget needs to obtain `recaptchaData`. */
export const captchaChallengeSchema = z.discriminatedUnion('provider', [
  z.object({
    provider: z.literal('altcha'),
    challenge: z.unknown().describe('ALTCHA v2 challenge (parameters and signature), to solve as is.'),
  }),
  z.object({ provider: z.literal('recaptcha'), siteKey: z.string() }),
  z.object({ provider: z.literal('none') }),
]);
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

/** Named reply shapes of the customer calls (OpenAPI components). */
export const customerApiSchemas = {
  Address: addressSchema,
  CartSummary: cartSummarySchema,
  Customer: customerSchema,
  SignInReply: signInReplySchema,
  ResetRequestReply: resetRequestReplySchema,
  NewsletterReply: newsletterReplySchema,
  CaptchaChallenge: captchaChallengeSchema,
};

/**
 * What the customer calls take (spec 5's rules, French messages): the bodies are those of
 * `customerSchemas()`, the same the web's forms check with; the storefront-api parses and documents
 * every call with these, the gateway types what it sends with them.
 */
export const customerRequestSchemas = /* @__PURE__ */ customerSchemas();

/** Path of `POST customers/reset-password/{resetToken}`: the e-mailed token. */
export const resetTokenParamsSchema = z.object({
  resetToken: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/u, 'jeton invalide'),
});
/** Path of `PUT` and `DELETE customers/address/{name}`. */
export const addressNameParamsSchema = z.object({ name: z.string().min(1).max(100) });

const defaultFlag = z
  .enum(['true', 'false'])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === 'true'));
/** Query of `POST customers/address` and `PUT customers/address/{name}`: true sets that default, false unsets it. */
export const addressDefaultsQuerySchema = z.object({
  defaultShipping: defaultFlag,
  defaultBilling: defaultFlag,
  locale: z.string().optional(),
});

/** Spec 7's query form of the newsletter calls (the JSON body `{ customerEmail }` is preferred). */
export const newsletterQuerySchema = customerRequestSchemas.newsletter.extend({
  locale: z.string().optional(),
});

export type AddressDefaultsQuery = z.input<typeof addressDefaultsQuerySchema>;
/** Body of `POST customers/register`. */
export type RegisterBody = z.input<CustomerSchemas['registration']>;
/** Body of `POST customers/sign-in`. */
export type SignInBody = z.input<CustomerSchemas['login']>;
/** Body of `POST customers/one-time-password`. */
export type OneTimePasswordBody = z.input<CustomerSchemas['oneTimePasswordCheck']>;
/** Body of `POST customers/reset-password`. */
export type ResetRequestBody = z.input<CustomerSchemas['resetRequest']>;
/** Body of `POST customers/reset-password/{resetToken}`. */
export type ResetPasswordBody = z.input<CustomerSchemas['resetPassword']>;
/** Body of `PATCH customers`: the fields sent change, the others stay. */
export type ProfileBody = z.input<CustomerSchemas['profile']>;
/** Body of `POST customers/change-password`. */
export type ChangePasswordBody = z.input<CustomerSchemas['changePassword']>;
/** An address as `POST customers/address` and `PUT customers/address/{name}` take it. */
export type AddressBody = z.input<CustomerSchemas['address']>;
/** Body of the newsletter calls. */
export type NewsletterBody = z.input<CustomerSchemas['newsletter']>;
