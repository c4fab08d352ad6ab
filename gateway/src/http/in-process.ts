import { parse, specifiedRules, validate } from 'graphql';
import type { ExecutionResult, GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import type { CompiledQuery } from 'graphql-jit';
import type { GatewayContext } from '../context.js';
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
