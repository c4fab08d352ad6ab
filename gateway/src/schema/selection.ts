import { Kind } from 'graphql';
import type { GraphQLResolveInfo, SelectionSetNode } from 'graphql';

/**
 * True when the query asks the resolved field for nothing but `fields` (and `__typename`), through
 * fragments too. A resolver uses it to answer from what the request already holds (the header's
 * badge from the customer summary) and to make the bigger read only for the fields that need it.
 * Fields under `@include`/`@skip` count as asked: at worst the bigger read is made.
 */
export function selectsOnly(info: GraphQLResolveInfo, fields: ReadonlySet<string>): boolean {
  const visited = new Set<string>();
  const only = (selectionSet: SelectionSetNode | undefined): boolean =>
    selectionSet === undefined ||
    selectionSet.selections.every((selection) => {
      switch (selection.kind) {
        case Kind.FIELD:
          return selection.name.value === '__typename' || fields.has(selection.name.value);
        case Kind.INLINE_FRAGMENT:
          return only(selection.selectionSet);
        case Kind.FRAGMENT_SPREAD: {
          const name = selection.name.value;
          // A fragment spread twice is read once (validation already refused cycles).
          if (visited.has(name)) return true;
          visited.add(name);
          return only(info.fragments[name]?.selectionSet);
        }
      }
    });
  return info.fieldNodes.every((node) => only(node.selectionSet));
}
