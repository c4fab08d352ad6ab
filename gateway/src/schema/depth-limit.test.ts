import { describe, expect, it } from 'vitest';
import { buildSchema, parse, validate } from 'graphql';
import { maxDepthRule } from './depth-limit.js';

const schema = buildSchema(`
  type Query { node: Node }
  type Node { id: ID! child: Node }
`);

function errorsOf(query: string, maxDepth: number) {
  return validate(schema, parse(query), [maxDepthRule(maxDepth)]).map((e) => e.extensions.code);
}

describe('maxDepthRule', () => {
  it('accepts a query at the limit and refuses one level more', () => {
    expect(errorsOf('{ node { child { id } } }', 3)).toEqual([]);
    expect(errorsOf('{ node { child { child { id } } } }', 3)).toEqual(['QUERY_TOO_DEEP']);
  });

  it('counts depth through fragments and inline fragments', () => {
    const query = `
      query { node { ...A } }
      fragment A on Node { child { ... on Node { child { ...B } } } }
      fragment B on Node { child { id } }
    `;
    expect(errorsOf(query, 5)).toEqual([]);
    expect(errorsOf(query, 4)).toEqual(['QUERY_TOO_DEEP']);
  });

  it('does not count introspection and survives fragment cycles', () => {
    expect(errorsOf('{ __schema { types { fields { type { ofType { name } } } } } }', 2)).toEqual([]);
    expect(errorsOf('{ node { ...A } } fragment A on Node { child { ...A } }', 10)).toEqual([]);
  });
});
