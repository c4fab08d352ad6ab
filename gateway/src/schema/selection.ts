import { Kind } from 'graphql';
import type { FieldNode, GraphQLResolveInfo, SelectionSetNode } from 'graphql';

/** The fields a selection set asks, through its inline fragments and fragment spreads. */
function fieldsOf(selectionSet: SelectionSetNode | undefined, info: GraphQLResolveInfo): FieldNode[] {
  const fields: FieldNode[] = [];
  const visited = new Set<string>();
  const collect = (set: SelectionSetNode | undefined): void => {
    for (const selection of set?.selections ?? []) {
      switch (selection.kind) {
        case Kind.FIELD:
          fields.push(selection);
          break;
        case Kind.INLINE_FRAGMENT:
          collect(selection.selectionSet);
          break;
        case Kind.FRAGMENT_SPREAD: {
          const name = selection.name.value;
          // A fragment spread twice is read once (validation already refused cycles).
          if (visited.has(name)) break;
          visited.add(name);
          collect(info.fragments[name]?.selectionSet);
          break;
        }
      }
    }
  };
  collect(selectionSet);
  return fields;
}

/**
 * True when the query asks nothing but `fields` (and `__typename`), through fragments too, of the
 * resolved field or, with `path`, of what lies under it (`['edges', 'node']`: a connection's nodes).
 * A resolver uses it to answer from what the request already holds (the header's badge from the
 * customer summary) and to make the bigger read only for the fields that need it. Fields under
 * `@include`/`@skip` count as asked: at worst the bigger read is made.
 */
export function selectsOnly(
  info: GraphQLResolveInfo,
  fields: ReadonlySet<string>,
  path: readonly string[] = [],
): boolean {
  let level: readonly FieldNode[] = info.fieldNodes;
  for (const step of path) {
    level = level.flatMap((node) => fieldsOf(node.selectionSet, info).filter((f) => f.name.value === step));
  }
  return level.every((node) =>
    fieldsOf(node.selectionSet, info).every(
      (field) => field.name.value === '__typename' || fields.has(field.name.value),
    ),
  );
}

/**
 * True when the query asks `field` of the resolved field, through fragments too: a resolver then
 * has the upstream send it in the same call (under `@include`/`@skip` it counts as asked).
 */
export function selectsField(info: GraphQLResolveInfo, field: string): boolean {
  return info.fieldNodes.some((node) =>
    fieldsOf(node.selectionSet, info).some((f) => f.name.value === field),
  );
}
