/**
 * The response cache of what is the same for everyone: the catalogue's reads (regions, categories,
 * listings, products, search, content, configuration), kept by Yoga's response cache plugin and
 * dropped when the storefront-api says what changed (`catalogue-changes.ts`). A short TTL bounds
 * what an event lost on the way could leave stale.
 *
 * Nothing that reads the shopper is ever stored. Catalogue calls carry no session upstream (only
 * customer calls do, `upstream/request.ts`), so a catalogue reply is the same for every shopper of
 * a region, language and price mode, which the key holds. What reads the session — the viewer, the
 * cart, orders, `node` (it answers a customer's objects to that customer only), a product's
 * `inWishlist` — sets the operation's TTL to 0, and a reply holding a shopper's object is skipped.
 */
import { createHash } from 'node:crypto';
import type { ShopConfig } from '@shop/domain';
import { useResponseCache } from '@graphql-yoga/plugin-response-cache';
import type { Plugin } from 'graphql-yoga';
import { CATALOG_HEADER, LOCALE_HEADER } from '../context.js';
import type { ResponseStore } from './store.js';

/**
 * Fields whose answer depends on the shopper's session: an operation selecting one is not stored.
 * Introspection neither: it is answered to keyed channels only, a check a reply from the cache skips.
 */
export const PRIVATE_FIELDS = [
  'Query.__type',
  'Query.viewer',
  'Query.node',
  'Query.nodes',
  'Query.captchaChallenge',
  'Query.relayPoints',
  'Product.inWishlist',
] as const;

/** A shopper's own objects: a reply holding one is never stored, whatever asked for it. */
export const PRIVATE_TYPES = [
  'Viewer',
  'Customer',
  'Address',
  'Cart',
  'CartLine',
  'Shipment',
  'Order',
  'Wishlist',
] as const;

export interface CatalogueCacheOptions {
  store: ResponseStore;
  /** Longest life of a reply, in milliseconds: the bound on staleness if an event is lost. */
  ttlMs: number;
  shop: ShopConfig;
  /** False while the cache cannot be trusted (the change stream is down): neither read nor written. */
  enabled: () => boolean;
  /** Told of each lookup: the metrics count hits and misses. */
  onLookup?: (hit: boolean) => void;
}

export function useCatalogueCache(options: CatalogueCacheOptions): Plugin {
  // Gateways of different shop configurations may share one Redis: their replies differ.
  const shopKey = createHash('sha256').update(JSON.stringify(options.shop)).digest('base64url');
  const { store, onLookup } = options;
  const cache = onLookup
    ? {
        ...store.cache,
        get: async (key: string) => {
          const found = await store.cache.get(key);
          onLookup(found != null);
          return found;
        },
      }
    : store.cache;
  return useResponseCache({
    cache,
    ttl: options.ttlMs,
    // One shared copy for everyone: what could differ by shopper is never stored (see above).
    session: () => null,
    enabled: () => options.enabled(),
    ttlPerSchemaCoordinate: Object.fromEntries(PRIVATE_FIELDS.map((field) => [field, 0])),
    ignoredTypes: [...PRIVATE_TYPES],
    includeExtensionMetadata: false,
    buildResponseCacheKey: ({ documentString, variableValues, operationName, request, context }) => {
      const params = variableValues ?? {};
      // The web sends persisted ids (`doc_id`) and no text: the id names the operation then.
      const docId = (context as { params?: { doc_id?: unknown } }).params?.doc_id;
      return createHash('sha256')
        .update(
          JSON.stringify([
            documentString || (typeof docId === 'string' ? docId : ''),
            operationName ?? '',
            params,
            request.headers.get(CATALOG_HEADER) ?? '',
            request.headers.get(LOCALE_HEADER) ?? '',
            options.shop.priceMode,
            shopKey,
          ]),
        )
        .digest('base64url');
    },
  });
}
