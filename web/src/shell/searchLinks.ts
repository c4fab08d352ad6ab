import { routePaths } from '../routing/routes.js';

/** Where the search leads, as paths below /{catalog}/{locale}/. */

/**
 * A suggestion's page: a product by its slug; a category by its full path, whose root segment (the
 * region) is dropped for the route `categorie/{slugs}`.
 */
export function suggestionPath(suggestion: { type: string; slug: string; path?: string | null }): string {
  if (suggestion.type === 'CATEGORY') {
    const slugs = suggestion.path ? suggestion.path.split('/').slice(1).join('/') : suggestion.slug;
    return `categorie/${slugs}`;
  }
  return routePaths.Product(suggestion.slug);
}
