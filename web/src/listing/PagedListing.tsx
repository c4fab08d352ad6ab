import type { ReactNode } from 'react';
import { graphql, useFragment, usePaginationFragment } from 'react-relay/hooks';
import { useLocation } from 'react-router-dom';
import type { FragmentType, GraphQLTaggedNode, OperationType } from 'relay-runtime';
import type { PagedListing_connection$key } from '../__generated__/PagedListing_connection.graphql.js';
import { useRoutes } from '../routing/routes.js';
import { Redirect } from '../routing/Redirect.js';
import { useServerRender } from '../routing/server-render.js';
import { addStructuredData, useOrigin } from '../seo/JsonLd.js';
import { itemListJsonLd } from '../seo/structuredData.js';
import { hasFilters } from './DropFilters.js';
import { Listing } from './Listing.js';
import { withoutFilters } from './state.js';

/** A fragment reference as relay-compiler types it (`X$key`). */
interface FragmentKey {
  readonly ' $data'?: unknown;
  readonly ' $fragmentSpreads': FragmentType;
}

export interface PagedListingProps<TKey extends FragmentKey> {
  /**
   * The page's `@refetchable` fragment: its one `@connection` field selects `edges { cursor }`
   * (relay-compiler requires the edges there) and spreads `...PagedListing_connection`.
   */
  fragment: GraphQLTaggedNode;
  /** The reference to that fragment (a category, a seller, the root query). */
  parent: TKey;
  /** The connection field in the fragment's data; null when the listing failed (nullable root fields). */
  connection: (data: NonNullable<TKey[' $data']>) => PagedListing_connection$key | null | undefined;
  /** Accessible name of the product list (e.g. the category's name). */
  label: string;
  /** Shown instead of the list when it has no product at all and the URL asks for no filter. */
  empty?: ReactNode;
  /** The error a failed listing throws when the URL asks for no filter. */
  failure?: string;
}

/**
 * The paged product list of the listing pages (categories, sellers, collections, search): pages the
 * page's own connection (`usePaginationFragment`), hands each product to the list and the rest to
 * `Listing` (facets, sort, sizes, display modes, "show more"; its state is the URL's).
 *
 * A listing whose root field failed (`collection`, `search`: null with the error) comes back without
 * its filters when the URL has some (an old link, an edited URL; other arguments, so the page query
 * asks the server again), and throws otherwise.
 */
export function PagedListing<TKey extends FragmentKey>({
  fragment,
  parent,
  connection: connectionOf,
  label,
  empty,
  failure = 'listing failed',
}: PagedListingProps<TKey>) {
  const location = useLocation();
  const routes = useRoutes();
  const origin = useOrigin();
  const server = useServerRender();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<OperationType, TKey>(
    fragment,
    parent,
  );
  const connection = useFragment(
    graphql`
      fragment PagedListing_connection on ProductConnection {
        totalCount
        edges {
          node {
            id
            # The listing's schema.org ItemList (issue 34).
            slug
            name
            # Each node goes to ProductCard through Listing and ProductList.
            # eslint-disable-next-line relay/must-colocate-fragment-spreads
            ...ProductCard_product
          }
        }
        ...Listing_connection
      }
    `,
    connectionOf(data as NonNullable<TKey[' $data']>) ?? null,
  );
  const filtered = hasFilters(location.search);
  if (!connection) {
    if (filtered) {
      const rest = withoutFilters(new URLSearchParams(location.search)).toString();
      return <Redirect to={{ pathname: location.pathname, search: rest ? `?${rest}` : '' }} />;
    }
    throw new Error(failure);
  }
  if (empty !== undefined && connection.totalCount === 0 && !filtered) return empty;
  if (import.meta.env.SSR) {
    const listed = connection.edges.map((e) => ({
      name: e.node.name,
      url: `${origin}${routes.Product(e.node.slug)}`,
    }));
    addStructuredData(server, itemListJsonLd(label, listed));
  }
  return (
    <Listing
      connection={connection}
      items={connection.edges.map((e) => ({ id: e.node.id, product: e.node }))}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      loadNext={(count) => loadNext(count)}
      label={label}
    />
  );
}
