import { graphql, useFragment } from 'react-relay/hooks';
import { useMemo } from 'react';
import type { categoryTree_categories$key } from '../__generated__/categoryTree_categories.graphql.js';

export interface MenuCategory {
  id: string;
  label: string;
  /** Path below /{catalog}/{locale}/: `categorie/{l1}/{l2}/{l3}` (spec 2.1 nested slug chains). */
  href: string;
  children: MenuCategory[];
}

interface Node {
  readonly id: string;
  readonly label: string;
  readonly slug: string;
  readonly parentSlugs: readonly string[];
  readonly children?: readonly Node[];
}

export function categoryHref(node: { slug: string; parentSlugs: readonly string[] }): string {
  return `categorie/${[...node.parentSlugs, node.slug].join('/')}`;
}

function toMenu(node: Node): MenuCategory {
  return {
    id: node.id,
    label: node.label,
    href: categoryHref(node),
    children: (node.children ?? []).map(toMenu),
  };
}

/** The category tree of the menus (three levels, sorted alphabetically by the gateway). */
export function useCategoryTree(key: categoryTree_categories$key | null | undefined): MenuCategory[] {
  const data = useFragment(
    graphql`
      fragment categoryTree_categories on Category @relay(plural: true) {
        id
        label
        slug
        parentSlugs
        children {
          id
          label
          slug
          parentSlugs
          children {
            id
            label
            slug
            parentSlugs
          }
        }
      }
    `,
    key,
  );
  return useMemo(() => (data ?? []).map(toMenu), [data]);
}
