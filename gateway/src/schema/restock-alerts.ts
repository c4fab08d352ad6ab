import { RESTOCK_UNSUBSCRIBE_TOKEN } from '@shop/domain';
import type { GatewayContext } from '../context.js';
import { ErrorCode, gatewayError } from '../errors.js';
import type { Resolvers } from './__generated__/resolvers-types.js';
import { attempt, check, inputFields, schemasFor, type Parser } from './user-errors.js';

/**
 * Restock alerts (spec 2.4 stock block, 7, 8; issue 15): a shopper's e-mail on an out-of-stock
 * offer of the request's region, kept in the request's language; the unsubscribe link of its e-mail.
 */
const FIELDS = inputFields();

/** The e-mail's token, checked here so that a mangled link costs no upstream call. */
const tokenInput: Parser<{ token: string }> = {
  safeParse: (value) => {
    const token = (value as { token: string }).token;
    return RESTOCK_UNSUBSCRIBE_TOKEN.test(token)
      ? { success: true, data: { token } }
      : {
          success: false,
          error: { issues: [{ path: ['token'], message: 'Lien de désinscription invalide' }] },
        };
  },
};

async function restockAlerts(ctx: GatewayContext) {
  return ctx.api(await ctx.currentRegion()).restockAlerts;
}

export const restockAlertResolvers: Resolvers = {
  Mutation: {
    subscribeRestockAlert: async (_, { input }, ctx) => {
      // A flag that is off means the feature is not there (spec 9): not even through the graph.
      if (!ctx.shop.features.stockAlert)
        throw gatewayError(ErrorCode.FORBIDDEN, 'Les alertes de retour en stock ne sont pas proposées.', {
          errorCode: 'feature-disabled',
        });
      const checked = check(schemasFor(ctx.language).restockAlert, input, FIELDS);
      return attempt(
        checked,
        FIELDS,
        ctx.language,
        { subscribed: false as boolean, email: null as string | null },
        async (data) => {
          const reply = await (await restockAlerts(ctx)).subscribe(data);
          return { subscribed: true, email: reply.email };
        },
      );
    },
    unsubscribeRestockAlerts: async (_, { input }, ctx) =>
      attempt(
        check(tokenInput, input, FIELDS),
        FIELDS,
        ctx.language,
        { unsubscribed: false as boolean, removed: 0 },
        async ({ token }) => {
          const reply = await (await restockAlerts(ctx)).unsubscribe(token);
          return { unsubscribed: true, removed: reply.removed };
        },
      ),
  },
};
