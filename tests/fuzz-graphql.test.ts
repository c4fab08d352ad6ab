/**
 * Issue 16's fuzz suite for the graph: every argument of every root field and of every field that
 * takes arguments, generated from `schema.graphql` itself (a new field is fuzzed the day it is
 * added), with hostile text, extreme numbers and real values mixed in, sent anonymously and as a
 * signed-in shopper with a cart. Whatever is sent, the answer is data or a typed error: never an
 * HTTP 5xx, an error without a code, an internal error, or an upstream failure (the storefront-api
 * is up: bad input must be stopped or answered as such). Invariants: the shopper's cart lines
 * survive every request that did not target them, and no stock is negative.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
} from 'graphql';
import type { GraphQLField, GraphQLInputType, GraphQLNamedType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUZZ_SEED, float, integer, text } from './support/fuzz.js';
import { fillCart, signedUpShopper } from './support/shopper.js';
import type { Shopper } from './support/shopper.js';
import { REGION_HEADERS, startStack } from './support/stack.js';
import type { GraphQLErrorBody, Headers, Stack } from './support/stack.js';

const schema = buildSchema(readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8'));
/** Requests per field: about 45 fields, so some 700 requests in all. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 15);
/** Codes that mean the gateway or the storefront-api broke, not that the input was refused. */
const BROKEN = new Set(['INTERNAL_SERVER_ERROR', 'UPSTREAM_UNAVAILABLE']);

let stack: Stack;
let shopper: Shopper;
/** Real values of the demo data (paths, slugs, ids, the shopper's lines and addresses). */
let real: string[] = [];
/** A real product slug and seller id, to reach the fields below them. */
const anchor = { slug: 'x', shop: 'x' };

interface CartLine {
  offerId: string;
  quantity: number;
}

/** The shopper's cart lines, in a comparable form. */
async function cartLines(): Promise<CartLine[]> {
  const data = await shopper.ok<{
    viewer: { cart: { lines: { offer: { offerId: string }; quantity: number }[] } | null };
  }>('{ viewer { cart { lines { offer { offerId } quantity } } } }');
  return (data.viewer.cart?.lines ?? [])
    .map((line) => ({ offerId: line.offer.offerId, quantity: line.quantity }))
    .sort((a, b) => a.offerId.localeCompare(b.offerId));
}

beforeAll(async () => {
  stack = await startStack({ seedProducts: 120 });
  shopper = await signedUpShopper(stack);
  await fillCart(shopper, 0);
  await fillCart(shopper, 1);
  const { categories } = await shopper.ok<{ categories: { path: string }[] }>('{ categories { path } }');
  const { products } = await shopper.ok<{
    products: {
      edges: {
        node: {
          id: string;
          slug: string;
          reference: string;
          offers: { id: string; offerId: string; shop: { id: string } | null }[];
        };
      }[];
    };
  }>(
    `query ($p: String!) { products(categoryPath: $p, first: 5) { edges { node { id slug reference offers { id offerId shop { id } } } } } }`,
    { p: categories[0]!.path },
  );
  const nodes = products.edges.map((edge) => edge.node);
  anchor.slug = nodes[0]!.slug;
  anchor.shop = nodes.flatMap((n) => n.offers).find((o) => o.shop)?.shop?.id ?? 'x';
  real = [
    ...categories.slice(0, 3).map((c) => c.path),
    ...nodes.flatMap((n) => [n.id, n.slug, n.reference]),
    ...nodes.flatMap((n) => n.offers.flatMap((o) => [o.id, o.offerId, o.shop?.id ?? ''])),
    ...(await cartLines()).map((line) => line.offerId),
    'maison',
    'gwada',
    'martinique',
    'FR',
  ].filter((value) => value !== '');
}, 120_000);

afterAll(async () => {
  await stack?.close();
});

/** Values of an input type: nulls where allowed, lists short and now and then too long. */
function valueOf(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return nonNull(type.ofType, depth);
  return fc.option(nonNull(type, depth), { nil: null, freq: 6 });
}

function nonNull(type: GraphQLInputType, depth: number): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return nonNull(type.ofType, depth);
  if (isListType(type)) {
    const item = valueOf(type.ofType, depth + 1);
    return fc.oneof(
      { weight: 9, arbitrary: fc.array(item, { maxLength: 4 }) },
      { weight: 1, arbitrary: fc.array(item, { minLength: 101, maxLength: 110 }) },
    );
  }
  if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((value) => value.name));
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    return fc.record(
      Object.fromEntries(fields.map((field) => [field.name, valueOf(field.type, depth + 1)])),
      {
        requiredKeys: fields.filter((field) => isNonNullType(field.type)).map((field) => field.name),
      },
    );
  }
  switch (type.name) {
    case 'Int':
      return integer;
    case 'Float':
      return float;
    case 'Boolean':
      return fc.boolean();
    default:
      return text(real);
  }
}

/** The arguments of a field: required ones always, optional ones now and then. */
function argumentsOf(field: GraphQLField<unknown, unknown>): fc.Arbitrary<Record<string, unknown>> {
  return fc.record(Object.fromEntries(field.args.map((arg) => [arg.name, valueOf(arg.type)])), {
    requiredKeys: field.args.filter((arg) => isNonNullType(arg.type)).map((arg) => arg.name),
  });
}

/** `name(a: $a, …) { __typename }`: the resolver runs, its reply stays small. */
function call(field: GraphQLField<unknown, unknown>): string {
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  return `${field.name}${args ? `(${args})` : ''}${selection}`;
}

function variablesOf(field: GraphQLField<unknown, unknown>): string {
  const defs = field.args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  return defs ? `(${defs})` : '';
}

interface Target {
  name: string;
  field: GraphQLField<unknown, unknown>;
  document: string;
  /** Sent with the shopper's session (mutations, the viewer), or anonymously. */
  signedIn: boolean;
}

function rootTargets(kind: 'query' | 'mutation', type: GraphQLNamedType | null | undefined): Target[] {
  if (!type || !('getFields' in type)) return [];
  return Object.values(type.getFields()).map((field) => ({
    name: `${kind} ${field.name}`,
    field: field as GraphQLField<unknown, unknown>,
    document: `${kind}${variablesOf(field as GraphQLField<unknown, unknown>)} { ${call(field as GraphQLField<unknown, unknown>)} }`,
    signedIn: kind === 'mutation',
  }));
}

/**
 * Fields with arguments below the root, reached through a real parent. A field added with
 * arguments on another type fails the suite until it is reached here.
 */
const NESTED: Record<string, (inner: string) => { document: string; signedIn: boolean }> = {
  Category: (inner) => ({ document: `category(path: "martinique/maison") { ${inner} }`, signedIn: false }),
  Shop: (inner) => ({ document: `shop(id: "$SHOP") { ${inner} }`, signedIn: false }),
  ProductGrid: (inner) => ({
    document: `category(path: "martinique/maison") { grid { ${inner} } }`,
    signedIn: false,
  }),
  Viewer: (inner) => ({ document: `viewer { ${inner} }`, signedIn: true }),
  Product: (inner) => ({ document: `product(slug: "$SLUG") { ${inner} }`, signedIn: false }),
  Order: (inner) => ({
    document: `viewer { orders(first: 10) { edges { node { ${inner} } } } }`,
    signedIn: true,
  }),
  Price: (inner) => ({
    document: `product(slug: "$SLUG") { defaultOffer { price { ${inner} } } }`,
    signedIn: false,
  }),
};

function nestedTargets(): Target[] {
  const targets: Target[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || !('getFields' in type) || isInputObjectType(type)) continue;
    if (type === schema.getQueryType() || type === schema.getMutationType()) continue;
    for (const field of Object.values(type.getFields()) as GraphQLField<unknown, unknown>[]) {
      if (field.args.length === 0) continue;
      const reach = NESTED[type.name];
      if (!reach) throw new Error(`${type.name}.${field.name} takes arguments: reach it in NESTED`);
      const { document, signedIn } = reach(call(field));
      targets.push({
        name: `${type.name}.${field.name}`,
        field,
        document: `query${variablesOf(field)} { ${document} }`,
        signedIn,
      });
    }
  }
  return targets;
}

/**
 * Anonymous requests come from anywhere; the shopper's stay in their region (a cart call in
 * another region moves the cart there, which may rightly leave lines behind).
 */
const SIGNED_IN_HEADER_SETS: Headers[] = [
  REGION_HEADERS,
  { 'x-catalog': 'martinique', 'x-locale': 'en' },
  { 'x-catalog': 'martinique', 'x-locale': 'xx' },
];
const HEADER_SETS: Headers[] = [
  REGION_HEADERS,
  REGION_HEADERS,
  REGION_HEADERS,
  { 'x-catalog': 'guadeloupe', 'x-locale': 'en' },
  { 'x-catalog': 'atlantide', 'x-locale': 'xx' },
  { 'x-catalog': 'x'.repeat(300) },
  {},
];

async function send(target: Target, variables: Record<string, unknown>, headers: Headers) {
  const document = target.document.replace('$SHOP', anchor.shop).replace('$SLUG', anchor.slug);
  const response = await fetch(`${stack.gatewayUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: stack.gatewayUrl,
      ...headers,
      ...(target.signedIn && shopper.session ? { cookie: `__Host-shop_session=${shopper.session}` } : {}),
    },
    body: JSON.stringify({ query: document, variables }),
  });
  const body = (await response.json().catch(() => ({}))) as { errors?: GraphQLErrorBody[] };
  return { status: response.status, codes: (body.errors ?? []).map((error) => error.extensions?.code) };
}

describe('fuzzed graph', () => {
  const targets = [
    ...rootTargets('query', schema.getQueryType()),
    ...rootTargets('mutation', schema.getMutationType()),
    ...nestedTargets(),
  ];

  it('reaches every field that takes arguments', () => {
    const withArgs = targets.filter((target) => target.field.args.length > 0);
    expect(withArgs.length).toBeGreaterThan(40);
  });

  /**
   * Mutations that may rightly take lines away or change who the session is: run last, and the
   * cart is not compared around them. Every other request must leave each line there was.
   */
  const RESETTING = new Set(
    [
      'clearCart',
      'changeCartRegion',
      'register',
      'signIn',
      'verifyOneTimePassword',
      'signOut',
      'resetPassword',
      'changePassword',
    ].map((name) => `mutation ${name}`),
  );
  const ordered = [
    ...targets.filter((t) => !RESETTING.has(t.name)),
    ...targets.filter((t) => RESETTING.has(t.name)),
  ];

  /** Lines of `before` missing from `after` or with another quantity, but the one the request aimed at. */
  function lost(before: CartLine[], after: CartLine[], aimed?: unknown): CartLine[] {
    return before.filter(
      (line) =>
        line.offerId !== aimed &&
        !after.some((other) => other.offerId === line.offerId && other.quantity === line.quantity),
    );
  }

  it.each(ordered.map((target) => [target.name, target] as const))(
    '%s answers data or typed errors, and loses no cart line',
    async (_name, target) => {
      const guarded = target.signedIn && !RESETTING.has(target.name);
      // A line change is checked around each request: only the line it aimed at may change.
      const perRequest = target.name === 'mutation setCartLineQuantity';
      const cartBefore = guarded ? await cartLines() : [];
      const failures: string[] = [];
      await fc.assert(
        fc.asyncProperty(
          argumentsOf(target.field),
          fc.constantFrom(...(target.signedIn ? SIGNED_IN_HEADER_SETS : HEADER_SETS)),
          async (variables, headers) => {
            const before = perRequest ? await cartLines() : [];
            const { status, codes } = await send(target, variables, headers);
            if (status >= 500 || codes.some((code) => code === undefined || BROKEN.has(code))) {
              failures.push(`${status} ${JSON.stringify(codes)} ${JSON.stringify(variables).slice(0, 300)}`);
            }
            if (perRequest) {
              const aimed = (variables.input as { offerId?: unknown } | null)?.offerId;
              const missing = lost(before, await cartLines(), aimed);
              if (missing.length > 0)
                failures.push(
                  `lost ${JSON.stringify(missing)} after ${JSON.stringify(variables).slice(0, 300)}`,
                );
            }
          },
        ),
        { numRuns: RUNS, seed: FUZZ_SEED, endOnFailure: true },
      );
      expect(failures).toEqual([]);
      if (guarded && !perRequest) expect(lost(cartBefore, await cartLines())).toEqual([]);
    },
    60_000,
  );

  it('leaves no stock below zero', async () => {
    const { categories } = await shopper.ok<{ categories: { path: string }[] }>('{ categories { path } }');
    for (const { path } of categories.slice(0, 4)) {
      const data = await shopper.ok<{
        products: { edges: { node: { offers: { stockQuantity: number }[] } }[] } | null;
      }>(
        `query ($p: String!) { products(categoryPath: $p, first: 100) { edges { node { offers { stockQuantity } } } } }`,
        {
          p: path,
        },
      );
      const stocks = (data.products?.edges ?? []).flatMap((edge) =>
        edge.node.offers.map((o) => o.stockQuantity),
      );
      expect(stocks.every((stock) => stock >= 0)).toBe(true);
    }
  });
});
