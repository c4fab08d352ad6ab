/**
 * `POST /events`: the batches of marketing events the shop's pages send (spec 7 "Tracking"), by
 * `navigator.sendBeacon` when the shopper leaves or by `fetch` every few seconds, only after the
 * shopper accepted audience measurement. Checked here with the domain's schema (known names, bounded
 * plain data, personal data dropped), then stored by the storefront API's `POST marketing-event`.
 *
 * A beacon's body is `text/plain` (a string) — a type any other site's form may send too — so the
 * body's type proves nothing: the request must say it comes from the shop's own pages (`Origin` or
 * `Sec-Fetch-Site`, which browsers always send with a POST). It carries no cookie and changes no
 * shopper's data; nothing of the session is read or forwarded.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GraphQLError } from 'graphql';
import { MARKETING_EVENT_BATCH_MAX_BYTES, marketingEventBatchSchema } from '@shop/domain';
import type { Logger } from '../logger.js';
import { originOf, requestSite } from '../session/csrf.js';
import type { StorefrontClient } from '../upstream/storefront-client.js';
import { readBody, sendJson } from './pages.js';

export const EVENTS_PATH = '/events';

/** `text/plain` of a beacon's string, `application/json` of `fetch`. */
const BODY_TYPES = new Set(['text/plain', 'application/json']);

function refuse(res: ServerResponse, status: number, error: string, message: string): void {
  sendJson(res, status, { error, message });
}

/**
 * `addressOf` names the shopper's address (the socket's, or the trusted proxy's word), which the
 * storefront-api limits the batches of.
 */
export function createEventsEndpoint(
  client: StorefrontClient,
  logger: Logger,
  addressOf: (req: IncomingMessage) => string | undefined,
  publicUrl?: string,
) {
  const publicOrigin = publicUrl === undefined ? null : originOf(publicUrl);
  const publicOrigins = publicOrigin === null ? [] : [publicOrigin];
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'POST') {
      res.writeHead(405, { allow: 'POST' }).end();
      return;
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers))
      if (typeof value === 'string') headers.set(name, value);
    if (requestSite(headers, publicOrigins) !== 'same-origin')
      return refuse(res, 403, 'cross-site', 'Événements acceptés depuis les pages de la boutique seulement.');
    const type = headers.get('content-type')?.split(';', 1)[0]?.trim().toLowerCase() ?? '';
    if (!BODY_TYPES.has(type))
      return refuse(res, 415, 'unsupported-type', 'Corps attendu : JSON (text/plain ou application/json).');
    const length = Number(headers.get('content-length'));
    if (!headers.has('content-length') || !Number.isInteger(length))
      return refuse(res, 411, 'length-required', 'La longueur de la requête (Content-Length) est requise.');
    if (length > MARKETING_EVENT_BATCH_MAX_BYTES) {
      res.setHeader('connection', 'close');
      req.resume();
      return refuse(res, 413, 'too-large', `${MARKETING_EVENT_BATCH_MAX_BYTES} octets au plus.`);
    }
    const body = await readBody(req, MARKETING_EVENT_BATCH_MAX_BYTES);
    if (body === 'aborted') return;
    if (body === 'too-large')
      return refuse(res, 413, 'too-large', `${MARKETING_EVENT_BATCH_MAX_BYTES} octets au plus.`);
    let json: unknown;
    try {
      json = JSON.parse(body.toString('utf8'));
    } catch {
      return refuse(res, 400, 'invalid-events', 'Corps JSON invalide.');
    }
    const parsed = marketingEventBatchSchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return refuse(res, 400, 'invalid-events', `${issue.path.join('.') || 'événements'} : ${issue.message}`);
    }
    try {
      const clientIp = addressOf(req);
      await client.scope(clientIp === undefined ? {} : { clientIp }).marketingEvents.record(parsed.data);
      res.writeHead(204, { 'cache-control': 'no-store' }).end();
    } catch (error) {
      if ((error as GraphQLError).extensions?.status === 429)
        return refuse(res, 429, 'too-many-requests', 'Trop d’événements : réessayez dans quelques minutes.');
      // The events are lost, not the page: a beacon's answer is read by nobody.
      logger.warn('marketing events not stored', { count: parsed.data.length, error });
      refuse(res, 502, 'upstream-unavailable', 'Événements non enregistrés.');
    }
  };
}
