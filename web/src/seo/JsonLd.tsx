import { jsonLdText } from './structuredData.js';
import type { Thing } from './structuredData.js';
import { useServerRender } from '../routing/server-render.js';
import type { ServerRender } from '../routing/server-render.js';

/**
 * Adds structured data to the server's page: the gateway writes each block into the `<head>` as a
 * `<script type="application/ld+json">` (a data block: nothing runs, so the CSP has nothing to
 * allow). Search engines read the server's HTML; the browser needs none of it, so callers guard the
 * call with `import.meta.env.SSR` and the builders never reach the browser's bundle.
 */
export function addStructuredData(server: ServerRender | null, ...things: Thing[]): void {
  if (server) (server.structuredData ??= []).push(...things.map(jsonLdText));
}

/** The shop's public origin: the request's on the server, the page's in the browser. */
export function useOrigin(): string {
  const server = useServerRender();
  return server ? server.origin : window.location.origin;
}
