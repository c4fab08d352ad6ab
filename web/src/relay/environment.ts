import { Environment, RecordSource, Store } from 'relay-runtime';
import type { RecordMap } from 'relay-runtime/lib/store/RelayStoreTypes';
import { createNetwork } from './network.js';

const environments = new Map<string, Environment>();

/**
 * One Relay environment per region and language. Root fields such as `categories` or `search` take
 * their region from the `x-catalog` header, not from arguments, so one store shared by two regions
 * would serve Martinique's tree to a shopper who moved to Reunion.
 */
export function environmentFor(
  catalog: string,
  locale: string,
  /** The server's records, when hydrating its page: the store starts with them (nothing to publish). */
  records?: RecordMap,
): Environment {
  const key = `${catalog}/${locale}`;
  let environment = environments.get(key);
  if (!environment) {
    environment = new Environment({
      network: createNetwork({ catalog, locale }),
      // Keeps the last pages' data after they are left, so coming back is instant.
      store: new Store(new RecordSource(records), {
        gcReleaseBufferSize: 20,
        queryCacheExpirationTime: 5 * 60_000,
      }),
    });
    environments.set(key, environment);
  }
  return environment;
}
