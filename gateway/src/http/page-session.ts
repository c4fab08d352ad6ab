import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import type { GatewayContext } from '../context.js';
import type { Logger } from '../logger.js';
import { loadPersistedOperations } from '../persisted-operations.js';
import type { PersistedOperationsPolicy } from '../persisted-operations.js';
import { CookieJar, readCookie, SESSION_COOKIE, TWO_FACTOR_COOKIE } from '../session/cookies.js';
import type { PageOperation } from './in-process.js';
import type { PageSession } from './server-pages.js';

type Scope = { catalog: string; locale: string };

/**
 * The operations the server rendering runs: the web's persisted ones, from the gateway's policy or,
 * when it holds none (development, tests), from the web build beside `web/dist`.
 */
export function webOperations(
  policy: PersistedOperationsPolicy | undefined,
  webDistDir: string,
  logger: Logger,
): PersistedOperationsPolicy['operations'] {
  if (policy && policy.operations.size > 0) return policy.operations;
  return loadPersistedOperations(join(webDistDir, '..', 'persisted-operations.json'), logger);
}

/**
 * A page request's access to the graph: one GraphQL context per region and language it renders
 * (the boot query has none), sharing the request's cookies and the jar its queries write into.
 */
export function pageSession(
  executor: (contextFor: (scope: Scope) => GatewayContext) => PageOperation,
  context: (req: IncomingMessage, jar: CookieJar, scope: Scope) => GatewayContext,
  /** A page without a session: its operations through `/graphql` and its response cache. */
  shared?: (req: IncomingMessage, cookies: string[]) => PageOperation,
) {
  return (req: IncomingMessage): PageSession => {
    const personal =
      readCookie(req.headers.cookie, SESSION_COOKIE) !== undefined ||
      readCookie(req.headers.cookie, TWO_FACTOR_COOKIE) !== undefined;
    if (!personal && shared) {
      const written: string[] = [];
      return { execute: shared(req, written), cookies: () => written, personal };
    }
    const jar = new CookieJar();
    const contexts = new Map<string, GatewayContext>();
    const execute = executor((scope) => {
      const key = `${scope.catalog}/${scope.locale}`;
      let found = contexts.get(key);
      if (!found) {
        found = context(req, jar, scope);
        contexts.set(key, found);
      }
      return found;
    });
    return { execute, cookies: () => jar.headers(), personal };
  };
}
