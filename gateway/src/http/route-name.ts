import type { IncomingMessage } from 'node:http';
import { INVOICE_PATH_PREFIX } from './invoice-proxy.js';
import { EVENTS_PATH } from './marketing-events.js';

export const GRAPHQL_PATH = '/graphql';

export const pathOf = (req: IncomingMessage): string => (req.url ?? '/').split('?', 1)[0] ?? '/';

/** The route a span and the metrics name a request by: a handful of values, never a full path. */
export function routeOf(req: IncomingMessage): string {
  const path = pathOf(req);
  if (path === GRAPHQL_PATH || path === '/health' || path === '/ready' || path === EVENTS_PATH) return path;
  if (path.startsWith('/media/')) return '/media/*';
  if (path.startsWith(INVOICE_PATH_PREFIX)) return `${INVOICE_PATH_PREFIX}*`;
  return 'page';
}
