import { randomInt } from 'node:crypto';
import { FORM_MESSAGES_EN, FORM_MESSAGES_FR, generateAddressName, RELAY_NAME_PREFIX } from '@shop/domain';
import type { CaptchaChallenge, Customer } from '@shop/domain';
import type { GatewayContext } from '../context.js';
import { ErrorCode, gatewayError } from '../errors.js';
import { addressModel, findAddress } from '../models.js';
import type { AddressModel } from '../models.js';
import { toGlobalId } from '../relay/global-id.js';
import { NOT_LOGGED_IN } from '../session/session.js';
import type { AddressDefaults } from '../upstream/customers.js';
import { attempt, check, failureOf, inputFields, schemasFor } from './user-errors.js';
import type { FieldMap, UserError } from './user-errors.js';

/** The `Viewer` object: its fields read the request's session, as it is when they resolve. */
const VIEWER = {};
/**
 * One id for every viewer: a client store (Relay) then keeps a single viewer record, which the
 * `viewer` of each mutation payload updates in place (anonymous to signed in, and back).
 */
export const VIEWER_ID = 'viewer';

type Maybe<T> = T | null | undefined;

interface RegisterInput {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  twoFactorAuthenticationEnabled?: Maybe<boolean>;
  newsletterSubscribed?: Maybe<boolean>;
  captcha: string;
}

interface AddressInput {
  company?: Maybe<string>;
  firstName: string;
  lastName: string;
  street: string;
  city: string;
  postCode: string;
  country: string;
  phone: string;
  email?: Maybe<string>;
  website?: Maybe<string>;
  latitude?: Maybe<number>;
  longitude?: Maybe<number>;
}

interface ProfileInput {
  gender?: Maybe<'MR' | 'MRS'>;
  firstName?: Maybe<string>;
  lastName?: Maybe<string>;
  birthDate?: Maybe<string>;
  locale?: Maybe<string>;
  twoFactorAuthenticationEnabled?: Maybe<boolean>;
  newsletterSubscribed?: Maybe<boolean>;
}

type Input<T> = { input: T };

/** Where the fields of each upstream body sit in the GraphQL inputs. */
const FIELDS = {
  register: inputFields({ recaptchaData: 'captcha', newsLetterSubscribed: 'newsletterSubscribed' }),
  signIn: inputFields({ recaptchaData: 'captcha' }),
  verify: inputFields({ oneTimePassword: 'code' }),
  resetRequest: inputFields({ recaptchaData: 'captcha' }),
  reset: inputFields({ recaptchaData: 'captcha', resetToken: 'token' }),
  profile: inputFields({ newsLetterSubscribed: 'newsletterSubscribed' }),
  changePassword: inputFields(),
  newsletter: inputFields({ customerEmail: 'email' }),
  /** The address's own fields are under `address`; its name beside it. */
  address: ((path) => {
    const [first, ...rest] = path;
    if (first === undefined) return null;
    return first === 'name' ? ['input', 'name'] : ['input', 'address', first, ...rest];
  }) satisfies FieldMap,
};

/** Reset tokens as the upstream issues them (base64url); anything else is a damaged link. */
const RESET_TOKEN = /^[A-Za-z0-9_-]{20,100}$/u;
const ADDRESS_NAME_MAX = 100;

const messagesFor = (ctx: GatewayContext) => (ctx.language === 'en' ? FORM_MESSAGES_EN : FORM_MESSAGES_FR);

function notLoggedIn() {
  return gatewayError(ErrorCode.UNAUTHENTICATED, 'Vous n’êtes pas connecté.', { errorCode: NOT_LOGGED_IN });
}

/** A call for a signed-in customer without any session fails at once, before the upstream. */
function requireSession(ctx: GatewayContext): void {
  if (ctx.session.token() === undefined) throw notLoggedIn();
}

/** GraphQL gives `null` for a field sent as null; the domain schemas take absent fields. */
function withoutNulls<T extends object>(value: T): { [K in keyof T]?: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== null)) as {
    [K in keyof T]?: Exclude<T[K], null>;
  };
}

/** The customer a mutation answers, kept as the request's viewer. */
function customerPayload(customer: Customer, ctx: GatewayContext) {
  ctx.session.prime(customer);
  return { customer };
}

function captchaModel(challenge: CaptchaChallenge) {
  switch (challenge.provider) {
    case 'altcha':
      return { provider: 'ALTCHA', challenge: JSON.stringify(challenge.challenge), siteKey: null };
    case 'recaptcha':
      return { provider: 'RECAPTCHA', challenge: null, siteKey: challenge.siteKey };
    case 'none':
      return { provider: 'NONE', challenge: null, siteKey: null };
  }
}

const NO_CUSTOMER = { customer: null as Customer | null };
const NO_ADDRESS = { address: null as AddressModel | null, customer: null as Customer | null };

async function createAddress(
  input: {
    name?: Maybe<string>;
    address: AddressInput;
    defaultShipping?: Maybe<boolean>;
    defaultBilling?: Maybe<boolean>;
  },
  ctx: GatewayContext,
) {
  requireSession(ctx);
  const checked = check(
    schemasFor(ctx.language).address,
    { ...withoutNulls(input.address), ...(input.name == null ? {} : { name: input.name }) },
    FIELDS.address,
  );
  // The upstream makes a first address the default of both kinds unless told false: only "yes" is sent.
  const defaults: AddressDefaults = {
    shipping: input.defaultShipping === true ? true : undefined,
    billing: input.defaultBilling === true ? true : undefined,
  };
  return attempt(checked, FIELDS.address, ctx.language, NO_ADDRESS, async (data) => {
    // Named here rather than upstream (same rule, same domain function) so the payload can name
    // the address it created.
    const name = data.name ?? generateAddressName(data.street, data.postCode, randomInt);
    const customer = await ctx.customers().createAddress({ ...data, name }, defaults);
    return { ...customerPayload(customer, ctx), address: findAddress(customer, name) };
  });
}

async function updateAddress(
  input: {
    name: string;
    address: AddressInput;
    defaultShipping?: Maybe<boolean>;
    defaultBilling?: Maybe<boolean>;
  },
  ctx: GatewayContext,
) {
  requireSession(ctx);
  const checked = check(
    schemasFor(ctx.language).address,
    { ...withoutNulls(input.address), name: input.name },
    FIELDS.address,
  );
  return attempt(checked, FIELDS.address, ctx.language, NO_ADDRESS, async ({ name, ...address }) => {
    const customer = await ctx.customers().updateAddress(input.name, address, {
      shipping: input.defaultShipping ?? undefined,
      billing: input.defaultBilling ?? undefined,
    });
    return { ...customerPayload(customer, ctx), address: findAddress(customer, name ?? input.name) };
  });
}

async function newsletter(email: string, subscribe: boolean, ctx: GatewayContext) {
  const checked = check(schemasFor(ctx.language).newsletter, { customerEmail: email }, FIELDS.newsletter);
  if (!checked.ok) return { email: null, subscribed: false, userErrors: checked.userErrors };
  try {
    const api = ctx.customers();
    const reply = subscribe
      ? await api.subscribeNewsletter(checked.data.customerEmail)
      : await api.unsubscribeNewsletter(checked.data.customerEmail);
    return { email: reply.email, subscribed: reply.subscribed, userErrors: [] };
  } catch (error) {
    const { userErrors } = failureOf(error, FIELDS.newsletter, ctx.language);
    const subscribed = userErrors.some((e) => e.code === 'NEWSLETTER_ALREADY_SUBSCRIBED');
    return { email: null, subscribed, userErrors };
  }
}

export const customerResolvers = {
  Query: {
    viewer: () => VIEWER,
    captchaChallenge: async (_: unknown, __: unknown, ctx: GatewayContext) =>
      captchaModel(await ctx.customers().captchaChallenge()),
  },
  Viewer: {
    id: () => VIEWER_ID,
    customer: (_: unknown, __: unknown, ctx: GatewayContext) => ctx.session.customer(),
    isAuthenticated: async (_: unknown, __: unknown, ctx: GatewayContext) => {
      const customer = await ctx.session.customer();
      return customer !== null && !customer.isGuest;
    },
  },
  Customer: {
    id: (c: Customer) => toGlobalId({ type: 'Customer', customerId: c.id }),
    addresses: (c: Customer) => c.addresses.map((address) => addressModel(address, c)),
    defaultShippingAddress: (c: Customer) => findAddress(c, c.defaultShippingAddress),
    defaultBillingAddress: (c: Customer) => findAddress(c, c.defaultBillingAddress),
    newsletterSubscribed: (c: Customer) => c.newsLetterSubscribed,
    cartLineCount: (c: Customer) => c.shoppingCart.cartItems.length,
  },
  Address: {
    id: (a: AddressModel) => toGlobalId({ type: 'Address', customerId: a.customerId, name: a.name }),
    isDefaultShipping: (a: AddressModel) => a.defaultShipping,
    isDefaultBilling: (a: AddressModel) => a.defaultBilling,
    isRelayPoint: (a: AddressModel) => a.name.startsWith(RELAY_NAME_PREFIX),
  },
  Mutation: {
    register: async (_: unknown, { input }: Input<RegisterInput>, ctx: GatewayContext) => {
      const checked = check(
        schemasFor(ctx.language).registration,
        {
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          password: input.password,
          twoFactorAuthenticationEnabled: input.twoFactorAuthenticationEnabled ?? false,
          newsLetterSubscribed: input.newsletterSubscribed ?? false,
          recaptchaData: input.captcha,
          locale: ctx.language,
        },
        FIELDS.register,
      );
      return attempt(checked, FIELDS.register, ctx.language, { viewer: VIEWER }, async (data) => {
        // A guest session goes as bearer: the guest (and its cart) becomes the account.
        ctx.session.prime(await ctx.customers().register(data));
        return {};
      });
    },

    signIn: async (
      _: unknown,
      { input }: Input<{ email: string; password: string; captcha: string }>,
      ctx: GatewayContext,
    ) => {
      const checked = check(
        schemasFor(ctx.language).login,
        { email: input.email, password: input.password, recaptchaData: input.captcha },
        FIELDS.signIn,
      );
      const empty = { viewer: VIEWER, twoFactorRequired: false, remainingAttempts: null as number | null };
      return attempt(checked, FIELDS.signIn, ctx.language, empty, async (data) => {
        // Never cached nor shared between aliases: each sign-in is an attempt the upstream counts.
        const reply = await ctx.customers().signIn(data);
        if (reply.twoFactorAuthenticationRequired) {
          return { twoFactorRequired: true, remainingAttempts: reply.remainingAttempts };
        }
        ctx.session.prime(reply.customer);
        ctx.session.endTwoFactor();
        return {};
      });
    },

    verifyOneTimePassword: async (
      _: unknown,
      { input }: Input<{ email: string; password: string; code: string }>,
      ctx: GatewayContext,
    ) => {
      const checked = check(
        schemasFor(ctx.language).oneTimePasswordCheck,
        { email: input.email, password: input.password, oneTimePassword: input.code },
        FIELDS.verify,
      );
      const empty = { viewer: VIEWER, remainingAttempts: null as number | null };
      return attempt(checked, FIELDS.verify, ctx.language, empty, async (data) => {
        ctx.session.prime(await ctx.customers().verifyOneTimePassword(data));
        ctx.session.endTwoFactor();
        return {};
      });
    },

    signOut: async (_: unknown, __: unknown, ctx: GatewayContext) => {
      ctx.session.prime(await ctx.customers().signOut());
      ctx.session.endTwoFactor();
      return { viewer: VIEWER };
    },

    requestPasswordReset: async (
      _: unknown,
      { input }: Input<{ email: string; captcha: string }>,
      ctx: GatewayContext,
    ) => {
      const checked = check(
        schemasFor(ctx.language).resetRequest,
        { email: input.email, recaptchaData: input.captcha },
        FIELDS.resetRequest,
      );
      return attempt(
        checked,
        FIELDS.resetRequest,
        ctx.language,
        { email: null as string | null },
        async (data) => ({
          email: (await ctx.customers().requestPasswordReset(data)).email,
        }),
      );
    },

    resetPassword: async (
      _: unknown,
      { input }: Input<{ token: string; newPassword: string; captcha: string }>,
      ctx: GatewayContext,
    ) => {
      const checked = check(
        schemasFor(ctx.language).resetPassword,
        { newPassword: input.newPassword, recaptchaData: input.captcha },
        FIELDS.reset,
      );
      const tokenError: UserError = {
        code: 'INVALID_INPUT',
        field: ['input', 'token'],
        message: messagesFor(ctx)['form.errors.resetToken'],
      };
      const withToken: typeof checked = RESET_TOKEN.test(input.token)
        ? checked
        : { ok: false, userErrors: [tokenError, ...(checked.ok ? [] : checked.userErrors)] };
      return attempt(withToken, FIELDS.reset, ctx.language, { success: false }, async (data) => {
        await ctx.customers().resetPassword(input.token, data);
        return { success: true };
      });
    },

    updateProfile: async (_: unknown, { input }: Input<ProfileInput>, ctx: GatewayContext) => {
      requireSession(ctx);
      const { newsletterSubscribed, ...fields } = input;
      const body = Object.fromEntries(
        Object.entries({ ...fields, newsLetterSubscribed: newsletterSubscribed }).filter(
          ([, value]) => value !== undefined,
        ),
      );
      const checked = check(schemasFor(ctx.language).profile, body, FIELDS.profile);
      return attempt(checked, FIELDS.profile, ctx.language, NO_CUSTOMER, async (data) =>
        customerPayload(await ctx.customers().updateProfile(data), ctx),
      );
    },

    changePassword: async (
      _: unknown,
      { input }: Input<{ currentPassword: string; newPassword: string }>,
      ctx: GatewayContext,
    ) => {
      requireSession(ctx);
      const checked = check(schemasFor(ctx.language).changePassword, input, FIELDS.changePassword);
      return attempt(checked, FIELDS.changePassword, ctx.language, NO_CUSTOMER, async (data) =>
        customerPayload(await ctx.customers().changePassword(data), ctx),
      );
    },

    createAddress: (_: unknown, { input }: Input<Parameters<typeof createAddress>[0]>, ctx: GatewayContext) =>
      createAddress(input, ctx),

    updateAddress: (_: unknown, { input }: Input<Parameters<typeof updateAddress>[0]>, ctx: GatewayContext) =>
      updateAddress(input, ctx),

    deleteAddress: async (_: unknown, { input }: Input<{ name: string }>, ctx: GatewayContext) => {
      requireSession(ctx);
      if (input.name.trim() === '' || input.name.length > ADDRESS_NAME_MAX) {
        return {
          deletedAddressId: null,
          customer: null,
          userErrors: [
            {
              code: 'INVALID_INPUT',
              field: ['input', 'name'],
              message: messagesFor(ctx)['form.errors.addressName'],
            },
          ],
        };
      }
      try {
        const customer = await ctx.customers().deleteAddress(input.name);
        return {
          ...customerPayload(customer, ctx),
          deletedAddressId: toGlobalId({ type: 'Address', customerId: customer.id, name: input.name }),
          userErrors: [],
        };
      } catch (error) {
        return {
          deletedAddressId: null,
          customer: null,
          ...failureOf(error, inputFields(), ctx.language),
        };
      }
    },

    subscribeNewsletter: (_: unknown, { input }: Input<{ email: string }>, ctx: GatewayContext) =>
      newsletter(input.email, true, ctx),
    unsubscribeNewsletter: (_: unknown, { input }: Input<{ email: string }>, ctx: GatewayContext) =>
      newsletter(input.email, false, ctx),
  },
};
