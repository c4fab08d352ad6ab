import { DEFAULT_ORDER_PAGE_SIZE, ORDER_PAGE_SIZES, type OrderSort as UpstreamSort } from '@shop/domain';
import type { GatewayContext } from '../../context.js';
import { badUserInput, nullIfNotFound } from '../../errors.js';
import type { OrderModel } from '../../models.js';
import { offsetCursor, offsetFromCursor } from '../../relay/cursor.js';
import { isNotLoggedIn } from '../../session/session.js';
import type { OrderSort, ViewerOrdersArgs, ViewerResolvers } from '../__generated__/resolvers-types.js';
import { orderModel } from './fields.js';

const REFERENCE = /^[A-Za-z0-9_-]{1,64}$/u;

/** The viewer's order of this reference; null for a visitor, a guest, or someone else's order. */
export async function viewerOrder(ctx: GatewayContext, reference: string): Promise<OrderModel | null> {
  if (ctx.session.token() === undefined || !REFERENCE.test(reference)) return null;
  try {
    const order = await nullIfNotFound(ctx.orders().byReference(reference));
    return order && orderModel(order);
  } catch (error) {
    // A guest's session has no account: it owns no order.
    if (isNotLoggedIn(error)) return null;
    throw error;
  }
}

const UPSTREAM_SORT: Record<OrderSort, UpstreamSort> = {
  PAYMENT_DATE_DESC: 'paymentDate,desc',
  PAYMENT_DATE_ASC: 'paymentDate,asc',
  REFERENCE_ASC: 'reference,asc',
  ORDER_STATE_ASC: 'orderState,asc',
};

/** The upstream page a window asks for: `page` (from 1) or `after`, which must start a page of this size. */
function pageOf(args: ViewerOrdersArgs): { page: number; size: number } {
  const size = args.first ?? DEFAULT_ORDER_PAGE_SIZE;
  if (!(ORDER_PAGE_SIZES as readonly number[]).includes(size))
    throw badUserInput(`first vaut ${ORDER_PAGE_SIZES.join(', ')}.`, 'invalid-first');
  if (args.page != null) {
    if (!Number.isInteger(args.page) || args.page < 1 || args.page > 10_000)
      throw badUserInput('page est un entier de 1 à 10000.', 'invalid-page');
    return { page: args.page - 1, size };
  }
  const start = args.after == null ? 0 : offsetFromCursor(args.after) + 1;
  if (start % size !== 0)
    throw badUserInput('Ce curseur ne commence pas une page de cette taille.', 'invalid-cursor');
  return { page: start / size, size };
}

export const orderViewerFields: ViewerResolvers = {
  order: (_, { reference }, ctx) => viewerOrder(ctx, reference),
  orders: async (_, args, ctx) => {
    const { page, size } = pageOf(args);
    const empty = {
      edges: [],
      pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
      totalCount: 0,
      pageCount: 0,
    };
    if (ctx.session.token() === undefined) return empty;
    let reply;
    try {
      reply = await ctx.orders().list({ page, size, sort: UPSTREAM_SORT[args.sort ?? 'PAYMENT_DATE_DESC'] });
    } catch (error) {
      if (isNotLoggedIn(error)) return empty;
      throw error;
    }
    const offset = page * size;
    const edges = reply.orders.map((order, index) => ({
      cursor: offsetCursor(offset + index),
      node: orderModel(order),
    }));
    return {
      edges,
      pageInfo: {
        hasNextPage: offset + edges.length < reply.total,
        hasPreviousPage: offset > 0,
        startCursor: edges[0]?.cursor ?? null,
        endCursor: edges.at(-1)?.cursor ?? null,
      },
      totalCount: reply.total,
      pageCount: reply.totalPages,
    };
  },
};
