/**
 * The shops of the islands that sell the catalogue on the spot (issue 35, spec 7
 * `locations/merchants[/{id}]` and `locations/location_hotel`), through the gateway against the
 * real storefront-api and its demo content: the region's merchants and hotel gift shops, a merchant
 * by id, the shops that sell a product, and the product page still rendering when the content
 * source is down.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codesOf,
  dataOf,
  graphqlAt,
  REGION_HEADERS,
  startGatewayWithoutContent,
  startStack,
} from './support/stack.js';
import type { Stack } from './support/stack.js';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ seedProducts: 200 });
});

afterAll(async () => {
  await stack.close();
});

interface Store {
  id: string;
  kind: 'MERCHANT' | 'HOTEL';
  name: string;
  countryCode: string;
  phone: string | null;
  products: { reference: string }[];
}

const STORE = 'id kind name street postCode city countryCode phone latitude longitude products { reference }';

const callsTo = (path: string) => stack.calls.filter((call) => call.path === path);

describe('local stores', () => {
  it('lists the merchants and hotel gift shops of the region’s territory, with the products they sell', async () => {
    stack.resetCalls();
    const { merchants, hotelShops } = dataOf(
      await stack.graphql<{ merchants: Store[]; hotelShops: Store[] }>(
        `{ merchants { ${STORE} } hotelShops { ${STORE} } }`,
      ),
    );
    // The demo content: one merchant and one hotel in Martinique, the others elsewhere.
    expect(merchants.map((store) => [store.id, store.kind, store.countryCode])).toEqual([
      ['ti-kaz-maison', 'MERCHANT', 'MQ'],
    ]);
    expect(merchants[0]?.phone).toBe('+596 596 50 12 34');
    expect(merchants[0]?.products.map((product) => product.reference)).toEqual([
      'REF-000002',
      'REF-000003',
      'REF-000011',
      'REF-000013',
      'REF-000031',
      'REF-000034',
    ]);
    expect(hotelShops.map((store) => [store.id, store.kind])).toEqual([['hotel-mq-trois-ilets', 'HOTEL']]);
    for (const path of ['/locations/merchants', '/locations/location_hotel']) {
      const [call, ...more] = callsTo(path);
      expect(more).toEqual([]);
      expect(call?.query.get('attrRef')).toBe('sku');
      expect(JSON.parse(call?.query.get('columnFilters') ?? '{}')).toEqual({ territory: 'MQ' });
    }
  });

  it('gives a merchant by id, and null for an unknown or malformed id', async () => {
    stack.resetCalls();
    const data = dataOf(
      await stack.graphql<{ known: Store | null; unknown: Store | null; malformed: Store | null }>(
        `{ known: merchant(id: "pei-saveurs") { ${STORE} } unknown: merchant(id: "inconnu") { id }
           malformed: merchant(id: "../shops/1") { id } }`,
      ),
    );
    expect(data.known).toMatchObject({
      id: 'pei-saveurs',
      kind: 'MERCHANT',
      name: 'Péi Saveurs',
      city: 'Saint-Denis',
    });
    expect(data.unknown).toBeNull();
    expect(data.malformed).toBeNull();
    // The malformed id never reaches the upstream.
    expect(callsTo('/locations/merchants/pei-saveurs')).toHaveLength(1);
    expect(stack.calls.filter((call) => call.path.startsWith('/locations/merchants/'))).toHaveLength(2);
  });

  it('names the shops that sell a product, one call per kind of shop for a whole list', async () => {
    stack.resetCalls();
    const { productsByReferences } = dataOf(
      await stack.graphql<{
        productsByReferences: ({ reference: string; localStores: { id: string; kind: string }[] } | null)[];
      }>(
        `{ productsByReferences(references: ["REF-000002", "REF-000050", "REF-000001"]) {
             reference localStores { id kind } } }`,
      ),
    );
    expect(productsByReferences.map((product) => [product?.reference, product?.localStores])).toEqual([
      ['REF-000002', [{ id: 'ti-kaz-maison', kind: 'MERCHANT' }]],
      ['REF-000050', [{ id: 'hotel-mq-trois-ilets', kind: 'HOTEL' }]],
      ['REF-000001', []],
    ]);
    expect(callsTo('/locations/merchants')).toHaveLength(1);
    expect(callsTo('/locations/location_hotel')).toHaveLength(1);
  });

  it('leaves a product whole when the content source is down: its shops are null with their error', async () => {
    const down = await startGatewayWithoutContent(stack.apiUrl);
    try {
      const reply = await graphqlAt<{
        productsByReferences: { reference: string; localStores: null }[];
      }>(
        down.url,
        `{ productsByReferences(references: ["REF-000002"]) { reference localStores { id } } }`,
        {},
        REGION_HEADERS,
      );
      expect(reply.data?.productsByReferences).toEqual([{ reference: 'REF-000002', localStores: null }]);
      expect(codesOf(reply)).toEqual(['UPSTREAM_UNAVAILABLE']);
    } finally {
      await down.gateway.close();
    }
  });
});
