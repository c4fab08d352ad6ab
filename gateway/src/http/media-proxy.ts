import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { Logger } from '../logger.js';
import type { StorefrontClient } from '../upstream/storefront-client.js';
import { sendJson } from './pages.js';

const FORWARDED_REQUEST = ['if-none-match', 'if-modified-since', 'accept'];
const FORWARDED_REPLY = [
  'content-type',
  'content-length',
  'etag',
  'cache-control',
  'last-modified',
  'content-disposition',
];

const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * `/media/*` (product pictures, shop logos, notices) is the storefront-api's, served through the
 * gateway so the browser talks to one origin (and the shop's CSP allows images from 'self' only).
 */
export function createMediaProxy(client: StorefrontClient, logger: Logger) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const headers: Record<string, string> = {};
    for (const name of FORWARDED_REQUEST) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    try {
      const upstream = await client.passThrough(req.url ?? '/', headers);
      const replyHeaders: Record<string, string> = { 'x-content-type-options': 'nosniff' };
      for (const name of FORWARDED_REPLY) {
        const value = upstream.headers[name];
        if (typeof value === 'string') replyHeaders[name] = value;
      }
      // An SVG opened on its own is a document that could run script: it runs none, and loads nothing.
      if (replyHeaders['content-type']?.startsWith('image/svg+xml'))
        replyHeaders['content-security-policy'] = SVG_POLICY;
      res.writeHead(upstream.statusCode, replyHeaders);
      if (req.method === 'HEAD') {
        upstream.body.resume();
        res.end();
        return;
      }
      await pipeline(upstream.body, res);
    } catch (error) {
      logger.warn('media unavailable', { path: req.url, error });
      if (!res.headersSent) sendJson(res, 502, { error: 'upstream-unavailable' });
      else res.destroy();
    }
  };
}
