import { MAX_PAGE_SIZE, offersOnSale, stockState } from '@shop/domain';
import type { Product } from '@shop/domain';
import { focusBlocksOf } from '@shop/domain/focus-blocks';
import { sanitizeRichText } from '@shop/domain/rich-text';
import type { GatewayContext } from '../context.js';
import { badUserInput, nullIfNotFound } from '../errors.js';
import { offerModel, productModel } from '../models.js';
import type { ProductModel } from '../models.js';
import { regionOfPath } from '../region-path.js';
import { toGlobalId } from '../relay/global-id.js';
import { attributeValuesByName } from './attribute-values.js';
import { productPrice } from './prices.js';
import type { Resolvers } from './__generated__/resolvers-types.js';
import { productConnection } from './product-connection.js';
import { selectsField } from './selection.js';

/**
 * Listings leave the variants of configurable products out (a page of cards needs none): when a
 * query asks for them, the full products come through the batched references loader.
 */
async function withVariants(p: ProductModel, ctx: GatewayContext): Promise<Product> {
  if (!p.isConfigurable || p.children.length > 0) return p;
  return (await ctx.loaders.productByReference.load({ region: p.region, key: p.reference })) ?? p;
}

export const productResolvers: Resolvers = {
  Query: {
    product: async (_, { slug }, ctx, info) => {
      const region = await ctx.currentRegion();
      const related = selectsField(info, 'relatedProducts');
      const product = await ctx.loaders.productBySlug.load({ region, key: slug, related });
      return product && productModel(product, region);
    },
    productsByReferences: async (_, { references }, ctx) => {
      if (references.length > MAX_PAGE_SIZE) {
        throw badUserInput(`Au plus ${MAX_PAGE_SIZE} références par requête.`, 'too-many-references');
      }
      const region = await ctx.currentRegion();
      const products = await Promise.all(
        references.map((key) => ctx.loaders.productByReference.load({ region, key })),
      );
      return products.map((product) => product && productModel(product, region));
    },
    products: (_, args, ctx, info) => {
      const region = regionOfPath(args.categoryPath);
      return nullIfNotFound(
        productConnection(args, region, info, (listing) =>
          ctx.api(region).productsByCategory(args.categoryPath, listing),
        ),
      );
    },
  },
  Product: {
    id: (p) => toGlobalId({ type: 'Product', region: p.region, reference: p.reference }),
    attributes: (p) =>
      Object.entries(p.attributeValuesByAttributeName).map(([name, attribute]) => ({
        name,
        label: attribute.label,
        value: attribute.value,
        unit: attribute.unit,
        type: attribute.attributeType,
        // Spec 3: a value equal to the text `true` flags a picture icon.
        isPictureIcon: attribute.value === 'true',
      })),
    customAttributeValuesByName: (p, { names }) =>
      attributeValuesByName(p.attributeValuesByAttributeName, names),
    focusBlocks: (p) => focusBlocksOf(p.attributeValuesByAttributeName),
    selectedAttributes: (p) =>
      Object.entries(p.selectedAttributes).map(([name, value]) => {
        const attribute = p.attributeValuesByAttributeName[name];
        return { name, value, label: attribute?.label ?? name, unit: attribute?.unit ?? null };
      }),
    variants: async (p, _, ctx) =>
      (await withVariants(p, ctx)).children.map((child) => productModel(child, p.region)),
    defaultVariant: async (p, _, ctx) => {
      const child = (await withVariants(p, ctx)).children.find((c) => c.slug === p.defaultChildSlug);
      return child === undefined ? null : productModel(child, p.region);
    },
    offers: (p, _, ctx) =>
      offersOnSale(p.offers, p.defaultOffer, ctx.shop.marketplace).map((offer) => offerModel(offer, p)),
    defaultOffer: (p) => p.defaultOffer && offerModel(p.defaultOffer, p),
    relatedProducts: async (p, _, ctx) => {
      const related = await Promise.all(
        p.relatedProduct.map((key) => ctx.loaders.productByReference.load({ region: p.region, key })),
      );
      return related.flatMap((product) => (product ? [productModel(product, p.region)] : []));
    },
    price: (p) => productPrice(p.defaultOffer),
    // Sellers write it: cleaned here by the shop's one rule (spec 2.4), so that every channel, and
    // the server's HTML of the product page, may insert it as it is (issue 34).
    descriptionLong: (p) => sanitizeRichText(p.descriptionLong),
    seo: (p) => ({ title: p.seoTitle, description: p.seoDescription }),
    stockState: (p) => stockState(p.stockQuantity),
  },
};
