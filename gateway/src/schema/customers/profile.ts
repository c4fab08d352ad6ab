import type { GatewayContext } from '../../context.js';
import type { MutationResolvers } from '../__generated__/resolvers-types.js';
import { attempt, check, inputFields, schemasFor } from '../user-errors.js';
import { customerPayload, NO_CUSTOMER, requireSession } from './shared.js';

/** Where the fields of each upstream body sit in the GraphQL inputs. */
const FIELDS = {
  profile: inputFields({ newsLetterSubscribed: 'newsletterSubscribed' }),
  changePassword: inputFields(),
};

/** The requests that already checked a current password. */
const passwordChecked = new WeakSet<GatewayContext>();
const ONCE_PER_REQUEST = {
  fr: 'Un seul changement de mot de passe par requête.',
  en: 'One password change per request.',
} as const;

/** The signed-in customer's own details and password. */
export const profileMutations: MutationResolvers = {
  updateProfile: async (_, { input }, ctx) => {
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

  changePassword: async (_, { input }, ctx) => {
    requireSession(ctx);
    // One current-password check per request: aliases made one request 12 argon2id checks.
    if (passwordChecked.has(ctx)) {
      return {
        ...NO_CUSTOMER,
        userErrors: [{ code: 'TOO_MANY_REQUESTS', field: null, message: ONCE_PER_REQUEST[ctx.language] }],
      };
    }
    passwordChecked.add(ctx);
    const checked = check(schemasFor(ctx.language).changePassword, input, FIELDS.changePassword);
    return attempt(checked, FIELDS.changePassword, ctx.language, NO_CUSTOMER, async (data) =>
      customerPayload(await ctx.customers().changePassword(data), ctx),
    );
  },
};
