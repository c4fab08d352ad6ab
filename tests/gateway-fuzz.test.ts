/**
 * Hundreds of deterministic random bad inputs through the public API: every one must end as a
 * typed error (bad input, not found as null) or data, never an HTTP 5xx, a masked internal error,
 * or an upstream failure (the upstream is up: bad input must be stopped or answered as such).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codesOf, startStack } from './support/stack.js';
import type { Headers, Stack } from './support/stack.js';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ seedProducts: 100 });
});

afterAll(async () => {
  await stack?.close();
});

/** mulberry32: the same sequence every run, so a failure is reproducible. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const rng = random(20261122);
const pick = <T>(items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;

const strings = [
  '',
  ' ',
  'a',
  'télé',
  'martinique',
  'martinique/mode',
  'martinique/../../etc/passwd',
  "' OR 1=1 --",
  '%00',
  '\u0000',
  '%E0%A4%A',
  '{"marque":',
  '🍍🍍🍍',
  'x'.repeat(300),
  'é'.repeat(2000),
  '<script>alert(1)</script>',
  'REF-000001,REF-000002',
  '\\',
  '%%',
  '_',
];
const ints = [-1, 0, 1, 20, 100, 101, 2 ** 31 - 1, -(2 ** 31)];
const filters = () =>
  pick([
    [],
    [{ name: pick(strings), values: [pick(strings)] }],
    [{ name: 'marque', values: [] }],
    [{ name: 'marque', values: Array.from({ length: 60 }, (_, i) => `v${i}`) }],
    [
      { name: 'couleur', values: ['Rouge'] },
      { name: 'couleur', values: ['Bleu'] },
    ],
  ]);
const sorts = ['SCORE_DESC', 'SCORE_ASC', 'PRICE_ASC', 'PRICE_DESC'];

const shapes: (() => { query: string; variables: Record<string, unknown> })[] = [
  () => ({
    query: `query ($p: String!, $f: Int, $a: String, $s: ProductSort, $x: [FilterInput!]) {
      products(categoryPath: $p, first: $f, after: $a, sort: $s, filters: $x) { totalCount edges { node { name } } }
    }`,
    variables: { p: pick(strings), f: pick(ints), a: pick([null, ...strings]), s: pick(sorts), x: filters() },
  }),
  () => ({
    query: `query ($t: String!, $f: Int, $x: [FilterInput!]) { search(term: $t, first: $f, filters: $x) { totalCount } }`,
    variables: { t: pick(strings), f: pick(ints), x: filters() },
  }),
  () => ({
    query: `query ($t: String!, $n: Int) { autocomplete(term: $t, size: $n) { total suggestions { label } } }`,
    variables: { t: pick(strings), n: pick(ints) },
  }),
  () => ({
    query: `query ($s: String!) { product(slug: $s) { name offers { shop { name } } } }`,
    variables: { s: pick(strings) },
  }),
  () => ({
    query: `query ($r: [String!]!) { productsByReferences(references: $r) { name } }`,
    variables: { r: Array.from({ length: pick([0, 1, 3, 101]) }, () => pick(strings)) },
  }),
  () => ({
    query: `query ($i: ID!) { node(id: $i) { id } }`,
    variables: {
      i: pick([...strings, Buffer.from(`Product:${pick(strings)}:${pick(strings)}`).toString('base64')]),
    },
  }),
  () => ({
    query: `query ($i: [ID!]!) { nodes(ids: $i) { id } }`,
    variables: { i: Array.from({ length: pick([0, 2, 101]) }, () => pick(strings)) },
  }),
  () => ({ query: `query ($i: ID!) { shop(id: $i) { name } }`, variables: { i: pick(strings) } }),
  () => ({ query: `query ($p: String!) { category(path: $p) { label } }`, variables: { p: pick(strings) } }),
];

const headerSets: Headers[] = [
  { 'x-catalog': 'martinique', 'x-locale': 'fr' },
  { 'x-catalog': 'atlantide' },
  { 'x-locale': 'xx' },
  { 'x-locale': 'en' },
  { 'x-catalog': 'x'.repeat(300) },
  {},
];

describe('fuzzed bad input', () => {
  it('answers 300 random requests with data or typed errors, never a 5xx or an internal error', async () => {
    const failures: string[] = [];
    const seen = { data: 0, badInput: 0 };
    for (let i = 0; i < 300; i++) {
      const { query, variables } = pick(shapes)();
      const headers = pick(headerSets);
      const reply = await stack.graphql(query, variables, headers);
      const codes = codesOf(reply);
      if (codes.includes('BAD_USER_INPUT')) seen.badInput++;
      if (reply.errors === undefined) seen.data++;
      if (
        reply.status >= 500 ||
        codes.some(
          (code) => code === undefined || code === 'INTERNAL_SERVER_ERROR' || code === 'UPSTREAM_UNAVAILABLE',
        )
      ) {
        failures.push(
          `${reply.status} ${JSON.stringify(codes)} ${query.slice(0, 60)} ${JSON.stringify(variables).slice(0, 200)} ${JSON.stringify(headers)}`,
        );
      }
    }
    expect(failures).toEqual([]);
    // The mix really exercised both paths.
    expect(seen.badInput).toBeGreaterThan(50);
    expect(seen.data).toBeGreaterThan(20);
  });
});
