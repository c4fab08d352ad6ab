import type { MutationResolvers, UserError } from '../__generated__/resolvers-types.js';
import { attempt, check, inputFields, schemasFor } from '../user-errors.js';
import { messagesFor, VIEWER } from './shared.js';

/** Where the fields of each upstream body sit in the GraphQL inputs. */
const FIELDS = {
  register: inputFields({ recaptchaData: 'captcha', newsLetterSubscribed: 'newsletterSubscribed' }),
  resetRequest: inputFields({ recaptchaData: 'captcha' }),
  reset: inputFields({ recaptchaData: 'captcha', resetToken: 'token' }),
};

/** Reset tokens as the upstream issues them (base64url); anything else is a damaged link. */
const RESET_TOKEN = /^[A-Za-z0-9_-]{20,100}$/u;

/** A new account, and a forgotten password reset through an e-mailed link. */
export const registrationMutations: MutationResolvers = {
  register: async (_, { input }, ctx) => {
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

  requestPasswordReset: async (_, { input }, ctx) => {
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

  resetPassword: async (_, { input }, ctx) => {
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
    return attempt(withToken, FIELDS.reset, ctx.language, { success: false as boolean }, async (data) => {
      await ctx.customers().resetPassword(input.token, data);
      return { success: true };
    });
  },
};
