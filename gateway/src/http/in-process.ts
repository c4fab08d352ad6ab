import { parse, specifiedRules, validate } from 'graphql';
import type { ExecutionResult, GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import type { CompiledQuery } from 'graphql-jit';
import type { IncomingMessage } from 'node:http';
import { CATALOG_HEADER, LOCALE_HEADER, type GatewayContext } from '../context.js';
import type { PersistedOperations } from '../persisted-operations.js';

/** What the web's server rendering asks: one of its persisted operations, for a region and language. */
export type PageOperation = (
  operation: { id: string | null; text: string | null; name: string },
  variables: Record<string, unknown>,
  scope: { catalog: string; locale: string },
) => Promise<unknown>;

/**
 * Runs the web's persisted operations inside the gateway, against the same schema and resolvers as
 * `/graphql` but without the HTTP hop: the server rendering's Relay network. Only persisted ids
 * run (the production rule of `/graphql`); each document is parsed, validated and compiled (graphql-jit,
 * as `/graphql` does) once.
 */
export function createPageExecutor(schema: GraphQLSchema, operations: PersistedOperations) {
  const compiled = new Map<string, CompiledQuery>();
  const compiledOf = (id: string): CompiledQuery => {
    let query = compiled.get(id);
    if (!query) {
      const text = operations.get(id);
      if (text === undefined) throw new Error(`unknown persisted operation ${id}`);
      const document = parse(text);
      const errors = validate(schema, document, specifiedRules);
      if (errors.length > 0) throw new Error(`invalid persisted operation ${id}: ${errors[0]!.message}`);
      const result = compileQuery(schema, document);
      if (!isCompiledQuery(result))
        throw new Error(`persisted operation ${id} not compiled: ${result.errors?.[0]?.message}`);
      query = result;
      compiled.set(id, query);
    }
    return query;
  };
  /** One request's executor: `contextFor` gives the GraphQL context of each region and language. */
  return (contextFor: (scope: { catalog: string; locale: string }) => GatewayContext): PageOperation =>
    async (operation, variables, scope) => {
      if (!operation.id) throw new Error(`operation ${operation.name} is not persisted`);
      const result: ExecutionResult = await compiledOf(operation.id).query(
        undefined,
        contextFor(scope),
        variables,
      );
      // The shape `/graphql` answers, which Relay's network expects.
      return result.errors ? { data: result.data, errors: result.errors.map((e) => e.toJSON()) } : result;
    };
}

/** `/graphql`'s whole pipeline, called in process (Yoga's `fetch`, with the page request's socket). */
export type GraphqlFetch = (request: Request, req: IncomingMessage) => Promise<Response>;

/**
 * An anonymous page's operations through `/graphql`'s own pipeline, in process (no socket, no
 * HTTP parsing): the catalogue's response cache answers what it holds, as it does for the same
 * query from a browser, and the operation counts in the metrics and traces like any other. A page
 * with a session takes `createPageExecutor` (nothing personal is ever cached, and its queries share
 * one context). The `Set-Cookie` lines of the replies go to `cookies`.
 */
export function createSharedPageExecutor(
  fetchGraphql: GraphqlFetch,
  graphqlPath: string,
): (req: IncomingMessage, cookies: string[]) => PageOperation {
  return (req, cookies) => async (operation, variables, scope) => {
    if (!operation.id) throw new Error(`operation ${operation.name} is not persisted`);
    const response = await fetchGraphql(
      new Request(`http://in-process${graphqlPath}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(scope.catalog ? { [CATALOG_HEADER]: scope.catalog } : {}),
          [LOCALE_HEADER]: scope.locale,
        },
        body: JSON.stringify({ doc_id: operation.id, variables }),
      }),
      req,
    );
    cookies.push(...response.headers.getSetCookie());
    return response.json();
  };
}
