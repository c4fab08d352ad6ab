import { readFileSync } from 'node:fs';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import type { Plugin } from 'graphql-yoga';
import { API_KEY_HEADER, apiKeyChecker } from './api-keys.js';
import type { Logger } from './logger.js';

/** Operation texts by id, as relay-compiler writes them (`persistConfig.file` in relay.config.js). */
export type PersistedOperations = ReadonlyMap<string, string>;

export function loadPersistedOperations(file: string | undefined, logger: Logger): PersistedOperations {
  if (!file) return new Map();
  try {
    const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    const entries = Object.entries(json).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    );
    return new Map(entries);
  } catch (error) {
    logger.warn('no persisted operations: only arbitrary operations can run', { file, error });
    return new Map();
  }
}

export interface PersistedOperationsPolicy {
  operations: PersistedOperations;
  /** Development, or a deployment that opens the API to every client. */
  allowArbitraryOperations: boolean;
  /** Keys (sent as `x-api-key`) of the channels that may send their own operations: partners, GraphiQL. */
  apiKeys: readonly string[];
}

/**
 * The shop's web app sends only the ids of the operations relay-compiler persisted at build time
 * (`doc_id`); in production nothing else runs, except for the channels holding an API key. This
 * keeps the public endpoint to the queries the shop itself wrote and reviewed.
 */
export function usePersistedOperationsPolicy(policy: PersistedOperationsPolicy): Plugin {
  const isKey = apiKeyChecker(policy.apiKeys);
  const hasKey = (request: Request) => isKey(request.headers.get(API_KEY_HEADER));
  return usePersistedOperations({
    getPersistedOperation: (id) => policy.operations.get(id) ?? null,
    extractPersistedOperationId: (params) => {
      const id = (params as { doc_id?: unknown }).doc_id;
      return typeof id === 'string' ? id : null;
    },
    allowArbitraryOperations: (request) => policy.allowArbitraryOperations || hasKey(request),
    customErrors: {
      notFound: {
        message: 'Opération inconnue : la page a peut-être été mise à jour, rechargez-la.',
        extensions: { code: 'PERSISTED_QUERY_NOT_FOUND', http: { status: 400 } },
      },
      persistedQueryOnly: {
        message: 'Seules les opérations de la boutique sont acceptées (ou une clé x-api-key).',
        extensions: { code: 'PERSISTED_QUERY_ONLY', http: { status: 400 } },
      },
    },
  });
}
