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
