import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { MAX_GRAPHQL_BODY_BYTES } from '../server.js';
import { QUERY_LIMITS, QueryLimitCode } from '../query-limits.js';
import { MAX_REPLY_BYTES, REPLY_TOO_LARGE } from '../reply-size.js';
import { graphiqlOptions } from '../http/graphiql.js';
import { loadTypeDefs } from './index.js';

// Issue 34: a client developer reads the limits where they look (the schema's description, which
// introspection and editors show, and GraphiQL's first page), with the numbers the gateway enforces.
describe('the query limits, as documented', () => {
  const description = buildSchema(loadTypeDefs()).description ?? '';

  it.each(Object.keys(QueryLimitCode) as (keyof typeof QueryLimitCode)[])(
    'names the %s limit with its value and code in the schema and in GraphiQL',
    (limit) => {
      const line = description.split('\n').find((l) => l.startsWith(`- ${limit}: `)) ?? '';
      expect(line).toContain(`at most ${QUERY_LIMITS[limit]} `);
      expect(line).toContain(`(\`${QueryLimitCode[limit]}\``);
      const page = graphiqlOptions.defaultQuery ?? '';
      expect(page).toContain(`${QUERY_LIMITS[limit]}`);
      expect(page).toContain(QueryLimitCode[limit]);
    },
  );

  it('names the request and reply sizes', () => {
    expect(description).toContain(`at most ${MAX_GRAPHQL_BODY_BYTES} bytes (\`REQUEST_TOO_LARGE\`)`);
    expect(MAX_REPLY_BYTES).toBe(2 * 1024 * 1024);
    expect(description).toContain(`at most 2 MiB of JSON\n(\`${REPLY_TOO_LARGE}\`)`);
  });
});
