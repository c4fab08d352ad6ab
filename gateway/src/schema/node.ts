import { MAX_PAGE_SIZE, offersOnSale } from '@shop/domain';
import type { GatewayContext } from '../context.js';
import { badUserInput } from '../errors.js';
import { isUnknownRegion } from '../region-path.js';
import { cartLineModel, cartModel, findAddress, offerModel, productModel } from '../models.js';
import type { ProductModel } from '../models.js';
import { fromGlobalId } from '../relay/global-id.js';
import type { NodeRef, NodeType } from '../relay/global-id.js';
import type { Resolvers, ResolversInterfaceTypes, ResolversTypes } from './__generated__/resolvers-types.js';
import { categoryByPath } from './categories.js';
import { shipmentModels } from './checkout/fields.js';
import { viewerOrder } from './orders/viewer.js';
import { findSeller } from './shops.js';

/** A node's model, tagged with its type for `__resolveType`. */
type Tagged = ResolversInterfaceTypes<ResolversTypes>['Node'] & { __typename: NodeType };

function tag<T extends object>(
  __typename: NodeType,
  value: T | null | undefined,
): (T & { __typename: NodeType }) | null {
  return value == null ? null : { ...value, __typename };
}

/** An offer of a product or of one of its variants (a variant's slug gives its parent). */
function findOffer(product: ProductModel, offerId: string, marketplace: boolean) {
  for (const holder of [product, ...product.children]) {
    const offer = offersOnSale(holder.offers, holder.defaultOffer, marketplace).find((o) => o.id === offerId);
    if (offer !== undefined) return offerModel(offer, product);
  }
  return null;
}

async function load(ref: NodeRef, ctx: GatewayContext): Promise<Tagged | null> {
  switch (ref.type) {
    case 'Region':
      return tag(
        ref.type,
        (await ctx.loaders.regions()).find((r) => r.path === ref.path),
      );
    case 'Category':
      return tag(ref.type, await categoryByPath(ref.path, ctx));
    case 'Product': {
      const product = await ctx.loaders.productByReference.load({ region: ref.region, key: ref.reference });
      return tag(ref.type, product && productModel(product, ref.region));
    }
    case 'Offer': {
      const product = await ctx.loaders.productBySlug.load({ region: ref.region, key: ref.productSlug });
      return tag(
        ref.type,
        product && findOffer(productModel(product, ref.region), ref.offerId, ctx.shop.marketplace),
      );
    }
    case 'Shop': {
      return tag(ref.type, await findSeller(ctx, { region: ref.region, key: ref.shopId }));
    }
    // Only the viewer's own objects: another customer's id is simply not found.
    case 'Customer': {
      const viewer = await ctx.session.customer();
      return tag(ref.type, viewer?.id === ref.customerId ? viewer : null);
    }
    case 'Address': {
      const viewer = await ctx.session.customer();
      return tag(ref.type, viewer?.id === ref.customerId ? findAddress(viewer, ref.name) : null);
    }
    // The session's own cart is the only one it reaches: another cart's id is not found.
    case 'Cart': {
      const cart = await ctx.viewerCart.read();
      return tag(ref.type, cart?.id === ref.cartId ? cartModel(cart) : null);
    }
    case 'CartLine': {
      const cart = await ctx.viewerCart.read();
      const item =
        cart?.id === ref.cartId ? cart.cartItems.find((i) => i.offer.id === ref.offerId) : undefined;
      return tag(ref.type, cart && item && cartLineModel(item, cart));
    }
    case 'Shipment': {
      const cart = await ctx.viewerCart.read();
      const shipment =
        cart?.id === ref.cartId ? shipmentModels(cart).find((s) => s.id === ref.shipmentId) : undefined;
      return tag(ref.type, shipment);
    }
    // Only its owner reaches an order: anyone else's reference is not found.
    case 'Order':
      return tag(ref.type, await viewerOrder(ctx, ref.reference));
  }
}

/** An object of a region that no longer exists (or never did: a forged id) is simply not found. */
async function resolveNode(id: string, ctx: GatewayContext): Promise<Tagged | null> {
  try {
    return await load(fromGlobalId(id), ctx);
  } catch (error) {
    if (isUnknownRegion(error)) return null;
    throw error;
  }
}

export const nodeResolvers: Resolvers = {
  Query: {
    node: (_, { id }, ctx) => resolveNode(id, ctx),
    nodes: (_, { ids }, ctx) => {
      if (ids.length > MAX_PAGE_SIZE)
        throw badUserInput(`Au plus ${MAX_PAGE_SIZE} identifiants.`, 'too-many-ids');
      // One promise per id: a malformed id fails its own entry (null plus an error), not the list.
      // The generated list type has no promise of null for an entry; GraphQL awaits each one.
      return ids.map((id) => resolveNode(id, ctx) as Promise<Tagged>);
    },
  },
  Node: {
    // Only `node` and `nodes` return the interface, and both tag what they return.
    __resolveType: (node) => (node as Tagged).__typename,
  },
};
