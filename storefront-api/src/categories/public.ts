/** What other modules may ask of categories and regions (categories alone writes them). */
import type { Remember } from '../catalogue-changes/memo.js';
import type { Queryable } from '../db/database.js';
import type { RegionLookup } from '../http/region.js';
import { regionRoots } from './repository.js';

export { findRegion, subtreeProductCountSql } from './repository.js';

/**
 * Every request names its region: the regions are read once and kept until the catalogue changes
 * (a request no longer waits for a round trip to the database before its own reads). A header that
 * names no region finds nothing and is not remembered on its own, whatever the client sends.
 */
export function regionLookup(db: Queryable, remember: Remember): RegionLookup {
  return async (rootPath) => {
    const regions = await remember('regions', () => regionRoots(db));
    const region = regions.find((r) => (rootPath ? r.root_path === rootPath : r.is_default));
    return region && { code: region.code, root_path: region.root_path };
  };
}
