import { fetchQuery, graphql } from 'react-relay/hooks';
import type { IEnvironment, Observable } from 'relay-runtime';
import type { SearchBarQuery } from '../__generated__/SearchBarQuery.graphql.js';
import { suggestionPath } from './searchLinks.js';

/**
 * The search bar's suggestions (spec 2.4, 9): its query and what the panel shows of each answer.
 * A chunk of its own, loaded when the shopper first reaches the search field: the home page's first
 * JavaScript (its budget, `scripts/check-bundle.mjs`) does not carry the query's documents.
 */

/** A suggestion as the panel shows it, its page's path (below /{catalog}/{locale}/) worked out. */
export interface Suggestion {
  type: string;
  label: string;
  slug: string;
  path: string;
  image: string | null;
  price: string | null;
}

export interface Answer {
  searchTerm: string;
  total: number;
  suggestions: Suggestion[];
}

/** The suggestions for a term: from the store when asked before, else from the gateway. */
export function suggestionsFor(
  environment: IEnvironment,
  term: string,
  size: number,
): Observable<Answer | null> {
  return fetchQuery<SearchBarQuery>(
    environment,
    graphql`
      query SearchBarQuery($term: String!, $size: Int!) {
        autocomplete(term: $term, size: $size) {
          searchTerm
          total
          suggestions {
            type
            label
            slug
            path
            image {
              srcThumb
            }
            price {
              amount
            }
          }
        }
      }
    `,
    { term, size },
    { fetchPolicy: 'store-or-network' },
  ).map(({ autocomplete }) =>
    autocomplete
      ? {
          searchTerm: autocomplete.searchTerm,
          total: autocomplete.total,
          suggestions: autocomplete.suggestions.map((s) => ({
            type: s.type,
            label: s.label,
            slug: s.slug,
            path: suggestionPath({ type: s.type, slug: s.slug, path: s.path }),
            image: s.image?.srcThumb ?? null,
            price: s.price?.amount ?? null,
          })),
        }
      : null,
  );
}
