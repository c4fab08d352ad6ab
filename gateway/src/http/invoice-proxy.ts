import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { Logger } from '../logger.js';
import { readCookie, SESSION_COOKIE } from '../session/cookies.js';
import type { StorefrontClient } from '../upstream/storefront-client.js';

/** `Order.invoicePath`: where the web app links the PDF invoice of an order. */
export const INVOICE_PATH_PREFIX = '/factures/';
export const invoicePath = (orderId: string): string => `${INVOICE_PATH_PREFIX}${orderId}`;
/** `CreditNote.pdfPath`: a credit note (« facture d'avoir ») of a refund, under the invoices. */
const CREDIT_NOTE_PATH_PREFIX = `${INVOICE_PATH_PREFIX}avoirs/`;
export const creditNotePath = (number: string): string => `${CREDIT_NOTE_PATH_PREFIX}${number}`;

/** A PDF of the customer's own: how its id looks, where the storefront-api serves it, its wording. */
interface Document {
  id: RegExp;
  upstream: (id: string) => string;
  messages: Record<number, string>;
}

const INVOICE: Document = {
  id: /^[1-9][0-9]{0,17}$/u,
  upstream: (id) => `/order-invoices/pdf/order/${id}`,
  messages: { 401: 'Connectez-vous pour télécharger cette facture.', 404: 'Facture introuvable.' },
};

const CREDIT_NOTE: Document = {
  id: /^AV-[0-9]{4}-[0-9]{6,9}$/u,
  upstream: (number) => `/order-credit-notes/pdf/${number}`,
  messages: {
    401: 'Connectez-vous pour télécharger cette facture d’avoir.',
    404: 'Facture d’avoir introuvable.',
  },
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
 * `/factures/{orderId}` and `/factures/avoirs/{number}`: the PDF invoice of one of the signed-in
 * customer's orders, or a credit note of its refunds, fetched with the session cookie (the token
 * never appears in a URL) and streamed from the storefront-api, which answers 404 for anyone else's.
 */
export function createInvoiceProxy(client: StorefrontClient, logger: Logger) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'GET') {
      res.writeHead(405, { allow: 'GET' }).end();
      return;
    }
    const path = (req.url ?? '').split('?', 1)[0]!;
    const creditNote = path.startsWith(CREDIT_NOTE_PATH_PREFIX);
    const document = creditNote ? CREDIT_NOTE : INVOICE;
    const messages = document.messages;
    const id = path.slice((creditNote ? CREDIT_NOTE_PATH_PREFIX : INVOICE_PATH_PREFIX).length);
    const token = readCookie(req.headers.cookie, SESSION_COOKIE);
    if (!document.id.test(id)) return sendText(res, 404, messages[404]!);
    if (token === undefined) return sendText(res, 401, messages[401]!);
    try {
      const upstream = await client.passThrough(document.upstream(id), {
        authorization: `Bearer ${token}`,
      });
      if (upstream.statusCode !== 200) {
        upstream.body.resume();
        const status = upstream.statusCode === 401 || upstream.statusCode === 404 ? upstream.statusCode : 502;
        return sendText(
          res,
          status,
          messages[status] ?? 'Une erreur est survenue. Veuillez réessayer plus tard.',
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
