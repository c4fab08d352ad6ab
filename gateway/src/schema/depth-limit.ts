import { GraphQLError, Kind } from 'graphql';
import type { FragmentDefinitionNode, SelectionSetNode, ValidationRule } from 'graphql';

/** The deepest query the web makes (a listing's products' related products' offers' shop) is about 10. */
export const MAX_QUERY_DEPTH = 15;

/**
 * Validation rule refusing operations nested deeper than `maxDepth` fields, before any upstream
 * call is made. Introspection fields (`__schema`, `__type`) are not counted: GraphiQL's own
 * introspection query is deep by nature and costs no upstream call.
 */
export function maxDepthRule(maxDepth: number = MAX_QUERY_DEPTH): ValidationRule {
  return (context) => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
    // Depth of each fragment computed once: nested spreads stay linear, whatever their fan-out.
    const fragmentDepth = new Map<string, number>();
    const depthOf = (set: SelectionSetNode): number => {
      let deepest = 0;
      for (const selection of set.selections) {
        if (selection.kind === Kind.FIELD) {
          if (selection.name.value.startsWith('__')) continue;
          deepest = Math.max(deepest, 1 + (selection.selectionSet ? depthOf(selection.selectionSet) : 0));
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          deepest = Math.max(deepest, depthOf(selection.selectionSet));
        } else {
          const name = selection.name.value;
          const fragment = fragments.get(name);
          let depth = fragmentDepth.get(name);
          if (depth === undefined && fragment !== undefined) {
            // Marked before descending: a cycle (reported by graphql's own rules) then counts as 0.
            fragmentDepth.set(name, 0);
            depth = depthOf(fragment.selectionSet);
            fragmentDepth.set(name, depth);
          }
          deepest = Math.max(deepest, depth ?? 0);
        }
      }
      return deepest;
    };
    return {
      OperationDefinition(operation) {
        if (depthOf(operation.selectionSet) > maxDepth) {
          context.reportError(
            new GraphQLError(`Requête trop profonde : plus de ${maxDepth} niveaux de champs imbriqués.`, {
              nodes: [operation],
              extensions: { code: 'QUERY_TOO_DEEP' },
            }),
          );
        }
      },
    };
  };
}
