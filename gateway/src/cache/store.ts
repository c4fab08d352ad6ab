/**
 * Where the catalogue's cached replies live: this process's memory, or Redis when `REDIS_URL` is set
 * (every gateway then shares one copy, and one invalidation drops it for all).
 *
 * Each reply is filed under the entities it holds. The plugin files it under the graph's ids, but
 * those carry the region (a Product's global id is `Product:<region>:<reference>`) while the
 * storefront-api names a changed product by its reference and an offer by its id, whatever the
 * region: so each Product and Offer id is also filed under that name, and every reply under one
 * `Catalogue` tag, for the changes that may touch any page (a category, content, an import).
 */
import {
  createRedisCache,
  defaultBuildRedisEntityId,
  defaultBuildRedisOperationResultCacheKey,
} from '@envelop/response-cache-redis';
import { createInMemoryCache } from '@graphql-yoga/plugin-response-cache';
import type { Cache } from '@graphql-yoga/plugin-response-cache';
import { Redis } from 'ioredis';
import { fromGlobalId } from '../relay/global-id.js';
import { sweepSet } from './set-sweep.js';

/** What changed in the storefront-api's catalogue (the `catalogue-changes` stream's events). */
export interface CatalogueChange {
  /** Product references whose data, price or stock changed. */
  products?: readonly string[];
  /** Offer ids whose price or stock changed. */
  offers?: readonly string[];
  /** Something any page may show changed (a category, content, an import): drop every reply. */
  all?: boolean;
}

type EntityRecord = Parameters<Cache['set']>[2] extends Iterable<infer R> ? R : never;

export const PRODUCT_TAG = 'ProductReference';
export const OFFER_TAG = 'OfferId';
export const EVERYTHING: EntityRecord = { typename: 'Catalogue', id: 'all' };

/** The names the storefront-api uses for the entities a reply holds. */
function withUpstreamNames(entities: Iterable<EntityRecord>): EntityRecord[] {
  const named: EntityRecord[] = [EVERYTHING];
  for (const entity of entities) {
    named.push(entity);
    if (entity.id === undefined || (entity.typename !== 'Product' && entity.typename !== 'Offer')) continue;
    try {
      const ref = fromGlobalId(String(entity.id));
      if (ref.type === 'Product') named.push({ typename: PRODUCT_TAG, id: ref.reference });
      if (ref.type === 'Offer') named.push({ typename: OFFER_TAG, id: ref.offerId });
    } catch {
      // Not one of our ids: the reply stays filed under the graph's id and the Catalogue tag.
    }
  }
  return named;
}

/** The entities a change names, as `withUpstreamNames` filed them. */
export function entitiesOf(change: CatalogueChange): EntityRecord[] {
  if (change.all === true) return [EVERYTHING];
  return [
    ...(change.products ?? []).map((id) => ({ typename: PRODUCT_TAG, id })),
    ...(change.offers ?? []).map((id) => ({ typename: OFFER_TAG, id })),
  ];
}

/**
 * How much longer than the replies they file the Redis sets live. Each write gives every set it
 * touches the reply's TTL plus this, so a set outlives every reply it names (a drop still finds
 * them all), then goes once no reply is written under it: without it the sets grew forever.
 */
export const ENTITY_SET_MARGIN_MS = 60_000;

/**
 * The Redis store with a life for its sets. The plugin's store files each reply under sets (by
 * type, by entity, and the reply's own list of them) with no TTL and has no option for one (its
 * issue graphql-hive/envelop#2493): this gives them one after each write. Every stored reply has
 * the same TTL (`ttlMs`; private fields are 0, never stored), so a later write never shortens a
 * set below the life of a reply it already names.
 */
function redisCacheWithSetLife(redis: Redis, typenames: Set<string>): Cache {
  const inner = createRedisCache({ redis }) as Cache;
  return {
    ...inner,
    set: async (key, result, entities, ttl) => {
      const named = [...entities];
      await inner.set(key, result, named, ttl);
      if (!Number.isFinite(ttl)) return;
      const sets = new Set([defaultBuildRedisOperationResultCacheKey(key)]);
      for (const { typename, id } of named) {
        sets.add(typename);
        typenames.add(typename);
        if (id) sets.add(defaultBuildRedisEntityId(typename, id));
      }
      const pipeline = redis.pipeline();
      for (const set of sets) pipeline.pexpire(set, ttl + ENTITY_SET_MARGIN_MS);
      await pipeline.exec();
    },
  };
}

export interface ResponseStore {
  cache: Cache;
  /** Drops every reply holding what the change names. */
  drop(change: CatalogueChange): Promise<void>;
  /**
   * Takes out of the sets that live as long as writes go on (the `Catalogue:all` tag, the sets by
   * type) the replies they still name but that are gone; answers how many (0 in memory).
   */
  sweep(): Promise<number>;
  close(): Promise<void>;
}

export interface ResponseStoreOptions {
  /** Shared Redis store; the process's memory when unset. */
  redisUrl?: string | undefined;
  /** Prefix of every Redis key (tests give each run its own). Default `shop:response-cache:`. */
  redisPrefix?: string | undefined;
  /** Told when Redis fails (a read is then a miss, a failed drop stops the cache until one succeeds). */
  onError?: (error: unknown) => void;
  /** Replies kept in memory (least recently used go first). */
  maxEntries?: number;
  /** How often the Redis sets are swept of gone replies (`sweep`). Default a minute. */
  sweepEveryMs?: number;
}

export function createResponseStore(options: ResponseStoreOptions = {}): ResponseStore {
  let redis: Redis | undefined;
  /** The types this process filed replies under in Redis (their sets are swept). */
  const typenames = new Set<string>();
  let inner: Cache;
  if (options.redisUrl) {
    // Keys under one prefix: the Redis may serve other things. Sets of entities live a little longer
    // than the replies they name (`redisCacheWithSetLife`); an invalidation deletes those it reads.
    // No offline queue: while Redis is unreachable a command fails at once (a miss), it never waits.
    redis = new Redis(options.redisUrl, {
      keyPrefix: options.redisPrefix ?? 'shop:response-cache:',
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
    });
    redis.on('error', () => undefined);
    inner = redisCacheWithSetLife(redis, typenames);
  } else {
    inner = createInMemoryCache({ max: options.maxEntries ?? 2000 });
  }
  const onError = options.onError ?? (() => undefined);
  // A drop that failed may have left stale replies in Redis: none is read nor written until a
  // drop of everything succeeds (retried every second).
  let untrusted = false;
  let retry: NodeJS.Timeout | undefined;
  const distrust = () => {
    untrusted = true;
    retry ??= setInterval(() => {
      void Promise.resolve(inner.invalidate([EVERYTHING])).then(() => {
        untrusted = false;
        clearInterval(retry);
        retry = undefined;
      }, onError);
    }, 1000).unref();
  };
  const cache: Cache = {
    get: async (key) => {
      if (untrusted) return null;
      try {
        return await inner.get(key);
      } catch (error) {
        onError(error);
        return null;
      }
    },
    set: async (key, result, entities, ttl) => {
      if (untrusted) return;
      try {
        await inner.set(key, result, withUpstreamNames(entities), ttl);
      } catch (error) {
        onError(error);
      }
    },
    invalidate: async (entities) => {
      try {
        await inner.invalidate(entities);
      } catch (error) {
        onError(error);
        distrust();
      }
    },
  };
  const sweep = async (): Promise<number> => {
    if (!redis) return 0;
    const sets = [defaultBuildRedisEntityId(EVERYTHING.typename, String(EVERYTHING.id)), ...typenames];
    let removed = 0;
    for (const set of sets) removed += await sweepSet(redis, set);
    return removed;
  };
  const sweeper = redis
    ? setInterval(() => void sweep().catch(onError), options.sweepEveryMs ?? 60_000).unref()
    : undefined;
  return {
    cache,
    drop: async (change) => {
      const entities = entitiesOf(change);
      if (entities.length > 0) await cache.invalidate(entities);
    },
    sweep,
    close: async () => {
      clearInterval(retry);
      clearInterval(sweeper);
      await redis?.quit().catch(() => undefined);
    },
  };
}
