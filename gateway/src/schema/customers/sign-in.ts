import type { MutationResolvers } from '../__generated__/resolvers-types.js';
import { attempt, check, inputFields, schemasFor } from '../user-errors.js';
import { VIEWER } from './shared.js';

/** Where the fields of each upstream body sit in the GraphQL inputs. */
const FIELDS = {
  signIn: inputFields({ recaptchaData: 'captcha' }),
  verify: inputFields({ oneTimePassword: 'code' }),
};

/** Sign-in with its e-mailed two-factor code, and sign-out. */
export const signInMutations: MutationResolvers = {
  signIn: async (_, { input }, ctx) => {
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

  verifyOneTimePassword: async (_, { input }, ctx) => {
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

  signOut: async (_, __, ctx) => {
    ctx.session.prime(await ctx.customers().signOut());
    ctx.session.endTwoFactor();
    return { viewer: VIEWER };
  },
};
