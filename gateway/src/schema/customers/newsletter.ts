import type { GatewayContext } from '../../context.js';
import type { MutationResolvers, NewsletterPayload } from '../__generated__/resolvers-types.js';
import { check, failureOf, inputFields, schemasFor } from '../user-errors.js';

const FIELDS = inputFields({ customerEmail: 'email' });

async function newsletter(
  email: string,
  subscribe: boolean,
  ctx: GatewayContext,
): Promise<NewsletterPayload> {
  const checked = check(schemasFor(ctx.language).newsletter, { customerEmail: email }, FIELDS);
  if (!checked.ok) return { email: null, subscribed: false, userErrors: checked.userErrors };
  try {
    const api = ctx.customers();
    const reply = subscribe
      ? await api.subscribeNewsletter(checked.data.customerEmail)
      : await api.unsubscribeNewsletter(checked.data.customerEmail);
    return { email: reply.email, subscribed: reply.subscribed, userErrors: [] };
  } catch (error) {
    const { userErrors } = failureOf(error, FIELDS, ctx.language);
    const subscribed = userErrors.some((e) => e.code === 'NEWSLETTER_ALREADY_SUBSCRIBED');
    return { email: null, subscribed, userErrors };
  }
}

/** Subscriptions by e-mail, for anyone (signed in or not). */
export const newsletterMutations: MutationResolvers = {
  subscribeNewsletter: (_, { input }, ctx) => newsletter(input.email, true, ctx),
  unsubscribeNewsletter: (_, { input }, ctx) => newsletter(input.email, false, ctx),
};
