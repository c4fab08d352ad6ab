import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../../context.js';
import { cartModel } from '../../models.js';
import type { CartModel } from '../../models.js';
import type { ViewerResolvers } from '../__generated__/resolvers-types.js';
import { notLoggedIn } from '../customers/shared.js';
import { selectsOnly } from '../selection.js';

/** What the header's badge asks: the customer summary (`customers/me`) answers it. */
const BADGE_FIELDS: ReadonlySet<string> = new Set(['id', 'lineCount']);

/** The session's whole cart, read once per request; an ended session has none. */
async function wholeCart(ctx: GatewayContext): Promise<CartModel | null> {
  const cart = await ctx.viewerCart.read();
  return cart && cartModel(cart);
}

/**
 * The viewer's cart: none without a session; after a cart mutation of the request, its reply. A
 * query asking only for the badge is answered from the customer the shell reads anyway (no cart
 * call); one asking for more reads the whole cart, which then gives the badge too, so a cart page
 * costs the cart, its products and its sellers and not the customer.
 */
export async function viewerCart(ctx: GatewayContext, badgeOnly: boolean): Promise<CartModel | null> {
  const latest = ctx.viewerCart.latest();
  if (latest !== undefined) return cartModel(latest);
  if (ctx.session.token() === undefined) return null;
  if (!badgeOnly) return wholeCart(ctx);
  const customer = await ctx.session.customer();
  if (customer === null) return null;
  const { id, cartItems } = customer.shoppingCart;
  // A customer without a cart row yet: the cart call makes one, and gives its id.
  if (id === '') return wholeCart(ctx);
  return {
    id,
    lineCount: cartItems.length,
    cart: async () => {
      const cart = await ctx.viewerCart.read();
      if (cart === null) throw notLoggedIn();
      return cart;
    },
  };
}

export const cartViewerFields: ViewerResolvers = {
  cart: (_, __, ctx, info: GraphQLResolveInfo) => viewerCart(ctx, selectsOnly(info, BADGE_FIELDS)),
};
