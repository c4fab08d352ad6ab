import { returnRequestSchema, withdrawalRequestSchema, type ReturnRequestReply } from '@shop/domain';
import type { GatewayContext } from '../../context.js';
import type { OrderModel } from '../../models.js';
import { fromGlobalId } from '../../relay/global-id.js';
import { isNotLoggedIn } from '../../session/session.js';
import type { MutationResolvers, UserError } from '../__generated__/resolvers-types.js';
import { orderModel } from '../orders/fields.js';
import { attempt, check, failureOf, inputFields } from '../user-errors.js';
import { afterSalesOf, primeAfterSales } from './fields.js';
import { orderNames, returnModel, type OrderReturnModel } from './models.js';

/** The upstream's `lines` are the mutations' `items`. */
const FIELDS = inputFields({ lines: 'items' });

function orderNotFound(ctx: GatewayContext): UserError[] {
  return [
    {
      code: 'ORDER_NOT_FOUND',
      field: ['input', 'orderId'],
      message: ctx.language === 'en' ? 'Order not found.' : 'Commande introuvable.',
    },
  ];
}

/** The order's reference from its global id; null for another kind of id. */
function referenceOf(orderId: string): string | null {
  const ref = fromGlobalId(orderId);
  return ref.type === 'Order' ? ref.reference : null;
}

/** The order as a change left it. */
async function orderAfter(ctx: GatewayContext, reference: string): Promise<OrderModel> {
  return orderModel(await ctx.orders().byReference(reference));
}

interface Recorded {
  return: OrderReturnModel | null;
  order: OrderModel | null;
}

/** A withdrawal or a return, recorded; the reply becomes the payload's return, with the order. */
async function recorded(
  ctx: GatewayContext,
  reference: string,
  record: () => Promise<ReturnRequestReply>,
): Promise<Recorded> {
  const reply = await record();
  const order = await orderAfter(ctx, reference);
  // A new return has no refund yet; a replayed one may, whose credit notes the order lists.
  const creditNotes = reply.refunds.length === 0 ? [] : (await afterSalesOf(ctx, reference)).creditNotes;
  return { return: returnModel(reply, orderNames(order), creditNotes), order };
}

export const afterSalesMutations: MutationResolvers = {
  cancelOrder: async (_, { input }, ctx) => {
    const reference = referenceOf(input.orderId);
    if (reference === null) return { order: null, userErrors: orderNotFound(ctx) };
    try {
      const body = input.shipmentId == null ? {} : { shipmentId: input.shipmentId };
      primeAfterSales(ctx, await ctx.afterSales().cancel(reference, body));
      return { order: await orderAfter(ctx, reference), userErrors: [] };
    } catch (error) {
      if (isNotLoggedIn(error)) throw error;
      return { order: null, userErrors: failureOf(error, FIELDS, ctx.language).userErrors };
    }
  },

  withdrawFromOrder: async (_, { input }, ctx) => {
    const empty: Recorded = { return: null, order: null };
    const reference = referenceOf(input.orderId);
    if (reference === null) return { ...empty, userErrors: orderNotFound(ctx) };
    // The mutation is the second step itself: « Confirmer la rétractation » was pressed.
    const body = { requestId: input.requestId, lines: input.items, confirmed: true };
    return attempt(check(withdrawalRequestSchema, body, FIELDS), FIELDS, ctx.language, empty, (data) =>
      recorded(ctx, reference, () => ctx.afterSales().withdraw(reference, data)),
    );
  },

  requestReturn: async (_, { input }, ctx) => {
    const empty: Recorded = { return: null, order: null };
    const reference = referenceOf(input.orderId);
    if (reference === null) return { ...empty, userErrors: orderNotFound(ctx) };
    const body = {
      requestId: input.requestId,
      lines: input.items,
      reason: input.reason,
      ...(input.comment == null || input.comment.trim() === '' ? {} : { comment: input.comment }),
    };
    return attempt(check(returnRequestSchema, body, FIELDS), FIELDS, ctx.language, empty, (data) =>
      recorded(ctx, reference, () => ctx.afterSales().requestReturn(reference, data)),
    );
  },
};
