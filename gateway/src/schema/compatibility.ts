/**
 * The check that keeps `schema.graphql` from breaking the channels built on it (issue 34): the
 * current schema against the last released one (`schema/released.graphql`), with graphql-js's own
 * comparison. A removed field, a narrowed argument or a changed type is breaking; a field marked
 * `@deprecated` is not, which is the path to a removal (see `schema/CHANGELOG.md`).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSchema, findBreakingChanges, findDangerousChanges } from 'graphql';
import { SCHEMA_PATH } from './index.js';

/** The schema of the last release: copied from `schema.graphql` when a release ships. */
export const RELEASED_SCHEMA_PATH = fileURLToPath(
  new URL('../../../schema/released.graphql', import.meta.url),
);

export interface SchemaChanges {
  /** Changes that fail a client written against the released schema: refused. */
  breaking: string[];
  /** Changes that may surprise one (a new enum value, a new optional argument): written in the changelog. */
  dangerous: string[];
}

export function compareSchemas(releasedSdl: string, currentSdl: string): SchemaChanges {
  const released = buildSchema(releasedSdl);
  const current = buildSchema(currentSdl);
  return {
    breaking: findBreakingChanges(released, current).map((c) => `${c.type}: ${c.description}`),
    dangerous: findDangerousChanges(released, current).map((c) => `${c.type}: ${c.description}`),
  };
}

export function compareWithRelease(
  currentPath = SCHEMA_PATH,
  releasedPath = RELEASED_SCHEMA_PATH,
): SchemaChanges {
  return compareSchemas(readFileSync(releasedPath, 'utf8'), readFileSync(currentPath, 'utf8'));
}
