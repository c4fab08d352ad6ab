import { ORDER_LABEL_MAX_LENGTH } from '@shop/domain';
import { fromGlobalId } from '../../relay/global-id.js';
import { isNotLoggedIn } from '../../session/session.js';
import type { MutationResolvers } from '../__generated__/resolvers-types.js';
import { failureOf, inputFields } from '../user-errors.js';
import { orderModel } from './fields.js';

const RENAME_FIELDS = inputFields({ newName: 'name' });

export const orderMutations: MutationResolvers = {
  renameOrder: async (_, { input }, ctx) => {
    const notFound = (message: string) => ({
      order: null,
      userErrors: [{ code: 'ORDER_NOT_FOUND' as const, field: ['input', 'orderId'], message }],
    });
    const ref = fromGlobalId(input.orderId);
    if (ref.type !== 'Order')
      return notFound(ctx.language === 'en' ? 'Order not found.' : 'Commande introuvable.');
    if (input.name.length > ORDER_LABEL_MAX_LENGTH * 4)
      // A huge name is refused here, before it costs an upstream call.
      return {
        order: null,
        userErrors: [
          {
            code: 'INVALID_INPUT' as const,
            field: ['input', 'name'],
            message: `Le nom fait au plus ${ORDER_LABEL_MAX_LENGTH} caractères.`,
          },
        ],
      };
    try {
      return { order: orderModel(await ctx.orders().rename(ref.reference, input.name)), userErrors: [] };
    } catch (error) {
      if (isNotLoggedIn(error)) throw error;
      return { order: null, userErrors: failureOf(error, RENAME_FIELDS, ctx.language).userErrors };
    }
  },
};
