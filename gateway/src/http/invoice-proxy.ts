import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { Logger } from '../logger.js';
import { readCookie, SESSION_COOKIE } from '../session/cookies.js';
import type { StorefrontClient } from '../upstream/storefront-client.js';

/** `Order.invoicePath`: where the web app links the PDF invoice of an order. */
export const INVOICE_PATH_PREFIX = '/factures/';
export const invoicePath = (orderId: string): string => `${INVOICE_PATH_PREFIX}${orderId}`;

const MESSAGES: Record<number, string> = {
  401: 'Connectez-vous pour télécharger cette facture.',
  404: 'Facture introuvable.',
};

function sendText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  res.end(text);
}

/**
 * `/factures/{orderId}`: the PDF invoice of one of the signed-in customer's orders, fetched with the
 * session cookie (the token never appears in a URL) and streamed from the storefront-api, which
 * answers 404 for anyone else's order.
 */
export function createInvoiceProxy(client: StorefrontClient, logger: Logger) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'GET') {
      res.writeHead(405, { allow: 'GET' }).end();
      return;
    }
    const id = (req.url ?? '').split('?', 1)[0]!.slice(INVOICE_PATH_PREFIX.length);
    const token = readCookie(req.headers.cookie, SESSION_COOKIE);
    if (!/^[1-9][0-9]{0,17}$/u.test(id)) return sendText(res, 404, MESSAGES[404]!);
    if (token === undefined) return sendText(res, 401, MESSAGES[401]!);
    try {
      const upstream = await client.passThrough(`/order-invoices/pdf/order/${id}`, {
        authorization: `Bearer ${token}`,
      });
      if (upstream.statusCode !== 200) {
        upstream.body.resume();
        const status = upstream.statusCode === 401 || upstream.statusCode === 404 ? upstream.statusCode : 502;
        return sendText(
          res,
          status,
          MESSAGES[status] ?? 'Une erreur est survenue. Veuillez réessayer plus tard.',
        );
      }
      const headers: Record<string, string> = {
        'content-type': 'application/pdf',
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      };
      for (const name of ['content-length', 'content-disposition']) {
        const value = upstream.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      res.writeHead(200, headers);
      await pipeline(upstream.body, res);
    } catch (error) {
      logger.warn('invoice unavailable', { error });
      if (!res.headersSent) sendText(res, 502, 'Une erreur est survenue. Veuillez réessayer plus tard.');
      else res.destroy();
    }
  };
}
