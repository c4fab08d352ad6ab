import type { ShopConfig } from '@shop/domain';
import type { Plugin } from 'graphql-yoga';
import type { Logger } from '../logger.js';
import type { GatewayMetrics } from '../telemetry/metrics.js';
import { followCatalogueChanges } from './catalogue-changes.js';
import { useCatalogueCache } from './response-cache.js';
import { createResponseStore } from './store.js';

/** The response cache's settings: `ttlMs` bounds a reply's life, `redisUrl` shares the replies. */
export interface ResponseCacheSettings {
  ttlMs: number;
  redisUrl?: string | undefined;
  /** Prefix of the Redis keys (tests give each run its own). */
  redisPrefix?: string;
}

export interface CatalogueCache {
  /** Yoga's plugin, to come after every plugin that may refuse the operation; none when off. */
  plugins: Plugin[];
  close(): Promise<void>;
}

/**
 * The catalogue's response cache with what keeps it true: its store, and the storefront-api's
 * change stream it follows. Off (no plugin) without settings or with a TTL of 0.
 */
export function createCatalogueCache(options: {
  settings: ResponseCacheSettings | undefined;
  storefrontApiUrl: string;
  logger: Logger;
  shop: ShopConfig;
  metrics: GatewayMetrics | undefined;
}): CatalogueCache {
  const { settings, logger, metrics } = options;
  if (settings === undefined || settings.ttlMs <= 0) return { plugins: [], close: async () => {} };
  const store = createResponseStore({
    ...settings,
    onError: (error) => logger.warn('response cache store failed', { error: (error as Error).message }),
  });
  const changes = followCatalogueChanges({
    apiUrl: options.storefrontApiUrl,
    logger,
    onChange: (change) => store.drop(change),
  });
  const plugin = useCatalogueCache({
    store,
    ttlMs: settings.ttlMs,
    shop: options.shop,
    enabled: changes.live,
    ...(metrics ? { onLookup: metrics.cacheLookup } : {}),
  });
  return {
    plugins: [plugin],
    close: async () => {
      changes.close();
      await store.close();
    },
  };
}
