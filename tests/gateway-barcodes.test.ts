/**
 * The quick order's lookup through the gateway over HTTP against the real storefront-api (issue
 * 15): `productsByReferences` finds a product and a variant by barcode as by reference, in one
 * batched upstream call, and `Product.ean` is the storefront-api's.
 */
import type { Product } from '@shop/domain';
import { isValidGtin } from '@shop/domain/barcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, REGION_HEADERS, startStack } from './support/stack.js';
import type { Stack } from './support/stack.js';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});

afterAll(async () => {
  await stack?.close();
});

interface Found {
  reference: string;
  ean: string | null;
  isConfigurable: boolean;
  defaultOffer: { offerId: string } | null;
}

const QUERY = `query ($references: [String!]!) {
  productsByReferences(references: $references) { reference ean isConfigurable defaultOffer { offerId } }
}`;

async function lookUp(references: string[]): Promise<(Found | null)[]> {
  const reply = await stack.graphql<{ productsByReferences: (Found | null)[] }>(
    QUERY,
    { references },
    REGION_HEADERS,
  );
  return dataOf(reply).productsByReferences;
}

/** The first 40 demo products, straight from the storefront-api: simple ones and configurable ones. */
async function firstProducts() {
  const list = Array.from({ length: 40 }, (_, i) => `REF-${String(i + 1).padStart(6, '0')}`).join(',');
  const products = await stack.upstream<Product[]>(
    `/products/references?referenceList=${list}`,
    REGION_HEADERS,
  );
  const simple = products.find((p) => !p.isConfigurable);
  const parent = products.find((p) => p.isConfigurable);
  expect(simple?.ean).toBeTruthy();
  expect(parent?.children[0]?.ean).toBeTruthy();
  return { simple: simple!, parent: parent!, variant: parent!.children[0]! };
}

describe('productsByReferences by barcode', () => {
  it('finds a simple product and a variant by EAN as by reference, unknown codes null', async () => {
    const { simple, variant } = await firstProducts();
    expect(isValidGtin(simple.ean!)).toBe(true);
    stack.resetCalls();
    const found = await lookUp([simple.ean!, 'REF-INCONNUE', simple.reference, variant.ean!]);
    expect(found.map((p) => p && [p.reference, p.ean])).toEqual([
      [simple.reference, simple.ean],
      null,
      [simple.reference, simple.ean],
      [variant.reference, variant.ean],
    ]);
    expect(found[3]!.isConfigurable).toBe(false);
    expect(found[3]!.defaultOffer?.offerId).toBe(variant.defaultOffer?.id);
    // One batched call for the whole list.
    expect(stack.calls.filter((call) => call.path === '/products/references')).toHaveLength(1);
  });

  it('gives a configurable parent no barcode', async () => {
    const { parent } = await firstProducts();
    const [found] = await lookUp([parent.reference]);
    expect(found).toMatchObject({ reference: parent.reference, ean: null, isConfigurable: true });
  });
});
