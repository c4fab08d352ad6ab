/** The cart calls' HTTP side that checkout's calls share: the cart service, and a request's session and region. */
import { ROOT_CATEGORY_HEADER } from '@shop/domain';
import type { FastifyRequest } from 'fastify';
import { bearerToken } from '../customers/shared/http.js';
import type { ModuleDeps } from '../modules.js';
import { cartError } from './errors.js';
import * as repository from './repository.js';
import { CartService, type CartRequest } from './service.js';
import { cartSessions } from './sessions.js';

/** The cart service over the module's repository and the shoppers' sessions. */
export function cartServiceFor(deps: Pick<ModuleDeps, 'db' | 'customers' | 'priceMode'>): CartService {
  return new CartService({
    db: deps.db,
    repository,
    sessions: cartSessions(deps),
    priceMode: deps.priceMode,
  });
}

/** The request's session and region: an empty or unreadable header names no region. */
export function cartRequest(request: FastifyRequest): CartRequest {
  const header = request.headers[ROOT_CATEGORY_HEADER];
  const rootPath = Array.isArray(header) ? header[0] : header;
  if (rootPath !== undefined && (rootPath.length > 200 || rootPath.includes('\u0000')))
    throw cartError('unknown-root-category', 'Catégorie racine inconnue');
  return { token: bearerToken(request), rootPath: rootPath === '' ? undefined : rootPath };
}
