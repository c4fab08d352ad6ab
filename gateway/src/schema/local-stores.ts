import { MAX_PAGE_SIZE } from '@shop/domain';
import type { Location } from '@shop/domain';
import type { GatewayContext } from '../context.js';
import { nullIfNotFound } from '../errors.js';
import { productModel } from '../models.js';
import type { LocalStoreModule } from '../upstream/content.js';
import type { LocalStoreKind, Resolvers } from './__generated__/resolvers-types.js';

/**
 * The shops of the islands that sell some of the catalogue on the spot (spec 7 `locations/merchants`
 * and `locations/location_hotel`): a location record, its kind, and the region whose catalogue its
 * products are read in.
 */
export type LocalStoreModel = Location & { kind: LocalStoreKind; region: string };

const KIND_OF: Record<LocalStoreModule, LocalStoreKind> = { merchants: 'MERCHANT', location_hotel: 'HOTEL' };

/** What a location's id may be (the content's slugs): anything else names no merchant. */
const LOCATION_ID = /^[a-z0-9_-]{1,80}$/u;

const byName = (a: LocalStoreModel, b: LocalStoreModel) => a.name.localeCompare(b.name, 'fr');

function storeModel(location: Location, module: LocalStoreModule, region: string): LocalStoreModel {
  return { ...location, kind: KIND_OF[module], region };
}

/** A module's stores in the region's territory, by name (one upstream call per module and request). */
async function storesOf(
  module: LocalStoreModule,
  region: string,
  ctx: GatewayContext,
): Promise<LocalStoreModel[]> {
  const locations = await ctx.loaders.localStores.load({ region, key: module });
  return locations.map((location) => storeModel(location, module, region)).sort(byName);
}

export const localStoreResolvers: Resolvers = {
  Query: {
    merchants: async (_, __, ctx) => storesOf('merchants', await ctx.currentRegion(), ctx),
    hotelShops: async (_, __, ctx) => storesOf('location_hotel', await ctx.currentRegion(), ctx),
    merchant: async (_, { id }, ctx) => {
      if (!LOCATION_ID.test(id)) return null;
      const region = await ctx.currentRegion();
      const merchant = await nullIfNotFound(ctx.api(region).content.merchant(id));
      return merchant && storeModel(merchant, 'merchants', region);
    },
  },
  Product: {
    localStores: async (product, _, ctx) => {
      // A shop lists the references it sells: the parent's or a variant's.
      const references = new Set([product.reference, ...product.children.map((child) => child.reference)]);
      const [merchants, hotels] = await Promise.all([
        storesOf('merchants', product.region, ctx),
        storesOf('location_hotel', product.region, ctx),
      ]);
      return [...merchants, ...hotels].filter((store) => store.skus.some((sku) => references.has(sku)));
    },
  },
  LocalStore: {
    countryCode: (store) => store.territory,
    products: async (store, _, ctx) => {
      const products = await Promise.all(
        store.skus
          .slice(0, MAX_PAGE_SIZE)
          .map((key) => ctx.loaders.productByReference.load({ region: store.region, key })),
      );
      return products.flatMap((product) => (product ? [productModel(product, store.region)] : []));
    },
  },
};
