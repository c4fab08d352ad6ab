import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  res.end(text);
}

/**
 * The web package's placeholder home (`web/index.html`), read once, until the storefront's build is
 * served from here.
 */
const PLACEHOLDER_HTML = readFileSync(
  fileURLToPath(new URL('../../../web/index.html', import.meta.url)),
  'utf8',
);

export function sendPlaceholder(res: ServerResponse): void {
  res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(PLACEHOLDER_HTML),
    'x-content-type-options': 'nosniff',
  });
  res.end(PLACEHOLDER_HTML);
}
