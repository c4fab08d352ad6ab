import { graphql } from 'graphql';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { describe, expect, it } from 'vitest';
import { selectsOnly } from './selection.js';

const BADGE = new Set(['id', 'lineCount']);
let answer: boolean | undefined;
const schema = makeExecutableSchema({
  typeDefs: `type Query { cart: Cart } type Cart { id: ID lineCount: Int lines: [String] }`,
  resolvers: {
    Query: {
      cart: (_: unknown, __: unknown, ___: unknown, info: Parameters<typeof selectsOnly>[0]) => {
        answer = selectsOnly(info, BADGE);
        return {};
      },
    },
  },
});

async function asks(query: string): Promise<boolean | undefined> {
  answer = undefined;
  const result = await graphql({ schema, source: query });
  expect(result.errors).toBeUndefined();
  return answer;
}

describe('selectsOnly', () => {
  it('tells a badge from a cart page, through fragments', async () => {
    expect(await asks('{ cart { id lineCount __typename } }')).toBe(true);
    expect(await asks('{ cart { ...Badge } } fragment Badge on Cart { lineCount ... on Cart { id } }')).toBe(
      true,
    );
    expect(await asks('{ cart { id lines } }')).toBe(false);
    expect(await asks('{ cart { id ...Page } } fragment Page on Cart { ... on Cart { lines } }')).toBe(false);
  });

  it('counts every occurrence of the field', async () => {
    expect(await asks('{ cart { id } cart { lines } }')).toBe(false);
  });
});

describe('selectsOnly under a path', () => {
  const CARD = new Set(['name', 'price']);
  let nodes: boolean | undefined;
  const listSchema = makeExecutableSchema({
    typeDefs: `type Query { list: List } type List { total: Int edges: [Edge] } type Edge { cursor: String node: Item }
      type Item { name: String price: Int text: String }`,
    resolvers: {
      Query: {
        list: (_: unknown, __: unknown, ___: unknown, info: Parameters<typeof selectsOnly>[0]) => {
          nodes = selectsOnly(info, CARD, ['edges', 'node']);
          return { total: 0, edges: [] };
        },
      },
    },
  });
  async function cardsOnly(query: string): Promise<boolean | undefined> {
    nodes = undefined;
    const result = await graphql({ schema: listSchema, source: query });
    expect(result.errors).toBeUndefined();
    return nodes;
  }

  it('reads the nodes of a connection, through fragments at every level', async () => {
    expect(await cardsOnly('{ list { total edges { cursor node { name price } } } }')).toBe(true);
    expect(await cardsOnly('{ list { total } }')).toBe(true);
    expect(
      await cardsOnly(
        '{ list { ...L } } fragment L on List { edges { ... on Edge { node { ...Card } } } } fragment Card on Item { name }',
      ),
    ).toBe(true);
    expect(await cardsOnly('{ list { edges { node { name text } } } }')).toBe(false);
    expect(await cardsOnly('{ list { edges { node { name } } a: edges { node { t: text } } } }')).toBe(false);
    expect(
      await cardsOnly(
        '{ list { edges { node { name } } ...L } } fragment L on List { edges { node { ... on Item { text } } } }',
      ),
    ).toBe(false);
  });
});
