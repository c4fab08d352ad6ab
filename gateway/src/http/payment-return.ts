/**
 * `POST /{region}/{language}/commande/paiement/retour`: where the card provider sends the shopper
 * back. Lyra/PayZen POST the signed answer there as a form (kr-answer, kr-hash…) from their own
 * site, and the shop's session cookie (SameSite) is not sent on such a cross-site POST, so the page
 * could not be rendered for the shopper. The gateway answers `303 See Other` to the same path with
 * those fields in the query: the top-level GET that follows carries the cookie, and the web page
 * reads the answer from the query (then replaces the address, so it stays out of the history).
 *
 * Nothing is changed here and no cookie is read: the answer is checked by the storefront API when
 * the page hands it over. Any site could link to the GET with a made-up query just as well.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SUPPORTED_LOCALES } from '@shop/domain';
import type { Logger } from '../logger.js';
import { isRootPath } from '../region-path.js';
import { readBody } from './pages.js';

/** The fields of the provider's answer the page reads, with their longest accepted length. */
const FIELDS: Record<string, number> = {
  'kr-answer': 16_000,
  'kr-hash': 128,
  'kr-hash-algorithm': 32,
  'kr-hash-key': 32,
  'kr-answer-type': 64,
};

/** Largest body read: the fields above, URL-encoded (up to 3 bytes a character) with their names. */
export const PAYMENT_RETURN_MAX_BYTES = 64 * 1024;

const RETURN_SUFFIX = '/commande/paiement/retour';

/** True for the payment return page of a region and language the shop could have (`/martinique/fr/…`). */
export function isPaymentReturnPath(path: string): boolean {
  if (!path.endsWith(RETURN_SUFFIX)) return false;
  const [empty, region, language, ...rest] = path.slice(0, -RETURN_SUFFIX.length).split('/');
  return (
    empty === '' &&
    rest.length === 0 &&
    isRootPath(region ?? '') &&
    (SUPPORTED_LOCALES as readonly string[]).includes(language ?? '')
  );
}

/**
 * The answer's fields as a query, or null when the body is not the provider's form: another type,
 * too large, a field twice or too long. Other fields are left out.
 */
export function returnQuery(type: string, body: string): URLSearchParams | null {
  if (type !== 'application/x-www-form-urlencoded') return null;
  const form = new URLSearchParams(body);
  const query = new URLSearchParams();
  for (const [name, limit] of Object.entries(FIELDS)) {
    const values = form.getAll(name);
    if (values.length > 1 || (values[0]?.length ?? 0) > limit) return null;
    if (values[0] !== undefined) query.set(name, values[0]);
  }
  return query;
}

export function createPaymentReturn(logger: Logger) {
  return async (req: IncomingMessage, res: ServerResponse, path: string): Promise<void> => {
    const type = (req.headers['content-type'] ?? '').split(';', 1)[0]!.trim().toLowerCase();
    const length = Number(req.headers['content-length'] ?? 0);
    let query: URLSearchParams | null = null;
    if (Number.isInteger(length) && length <= PAYMENT_RETURN_MAX_BYTES) {
      const body = await readBody(req, PAYMENT_RETURN_MAX_BYTES);
      if (body === 'aborted') return;
      if (body !== 'too-large') query = returnQuery(type, body.toString('utf8'));
    }
    if (query === null) {
      // The shopper still lands on the page, which says the outcome is unknown and where to check
      // it; the provider's notification makes the order anyway.
      logger.warn('payment return not read', { type, length });
      res.setHeader('connection', 'close');
      req.resume();
    }
    const search = query?.toString() ?? '';
    res
      .writeHead(303, {
        location: search === '' ? path : `${path}?${search}`,
        'cache-control': 'no-store',
        'referrer-policy': 'no-referrer',
        'content-length': '0',
      })
      .end();
  };
}
