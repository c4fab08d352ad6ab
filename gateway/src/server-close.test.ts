import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, expect, it } from 'vitest';
import type { Logger } from './logger.js';
import { createGateway } from './server.js';

/**
 * A stop while a shopper's request still runs, its client gone: the gateway's `close()` waits for
 * the handler, whose next upstream call then still goes out (it failed with ClientClosedError once
 * the pool was closed under it).
 */
const seen: string[] = [];
const MAISON = {
  id: '1',
  label: 'Maison',
  path: 'martinique/maison',
  slug: 'maison',
  parentSlugs: [],
  level: 1,
  productCount: 0,
  optionalAttributes: [],
  requiredAttributes: [],
  additionalAttributes: [],
  children: [],
};
const EMPTY_PAGE = {
  products: [],
  total: 0,
  page: 0,
  size: 20,
  totalPages: 0,
  sort: 'score,desc',
  filters: [],
};
const upstream = createServer((req, res) => {
  const path = req.url?.split('?')[0] ?? '';
  seen.push(path);
  const body = path === '/categories' ? [MAISON] : EMPTY_PAGE;
  // The tree is slow: the client gives up and the stop begins meanwhile.
  const delay = path === '/categories' ? 300 : 0;
  setTimeout(
    () => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body)),
    delay,
  );
});

afterAll(() => new Promise((resolve) => upstream.close(resolve)));

it('closes the upstream pool only after the running handlers, those whose client went away included', async () => {
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const { port } = upstream.address() as AddressInfo;
  const problems: string[] = [];
  const logger: Logger = {
    debug: () => undefined,
    info: () => undefined,
    warn: (message) => problems.push(message),
    error: (message) => problems.push(message),
  };
  const gateway = createGateway({
    storefrontApiUrl: `http://127.0.0.1:${port}`,
    logger,
    operations: { operations: new Map(), allowArbitraryOperations: true, apiKeys: [] },
  });
  const { url } = await gateway.listen(0);
  // The category from the tree (GET /categories), then its products (GET /products/category).
  await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-catalog': 'martinique' },
    body: JSON.stringify({ query: '{ category(path: "martinique/maison") { products { totalCount } } }' }),
    signal: AbortSignal.timeout(100),
  }).catch(() => undefined);
  await gateway.close();
  expect(seen).toEqual(['/categories', '/products/category']);
  expect(problems).toEqual([]);
});
