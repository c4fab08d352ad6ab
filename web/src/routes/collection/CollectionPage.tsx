import { graphql, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useLocation } from 'react-router-dom';
import type { CollectionName, CollectionPageQuery } from '../../__generated__/CollectionPageQuery.graphql.js';
import type { CollectionPage_products$key } from '../../__generated__/CollectionPage_products.graphql.js';
import { useHref } from '../../routing/catalog.js';
import { Redirect } from '../../routing/Redirect.js';
import type { PageProps } from '../../routing/page.js';
import { useT } from '../../i18n/index.js';
import { Breadcrumbs } from '../../listing/Breadcrumbs.js';
import { hasFilters } from '../../listing/DropFilters.js';
import { Listing } from '../../listing/Listing.js';
import { withoutFilters } from '../../listing/state.js';
import { usePageMeta } from '../../shell/usePageMeta.js';
import './messages.js';
import './CollectionPage.css';

function Products({
  query,
  name,
  title,
}: {
  query: CollectionPage_products$key;
  name: CollectionName;
  title: string;
}) {
  const t = useT();
  const href = useHref();
  const location = useLocation();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment CollectionPage_products on Query
      @refetchable(queryName: "CollectionPageProductsPaginationQuery")
      @argumentDefinitions(
        name: { type: "CollectionName!" }
        count: { type: "Int!" }
        cursor: { type: "String" }
        sort: { type: "ProductSort!" }
        filters: { type: "[FilterInput!]" }
      ) {
        collection(name: $name, first: $count, after: $cursor, sort: $sort, filters: $filters)
          @connection(key: "CollectionPage_collection") {
          totalCount
          edges {
            node {
              id
              # The page owns the connection (it pages it); Listing hands each node to ProductCard.
              # eslint-disable-next-line relay/must-colocate-fragment-spreads
              ...ProductCard_product
            }
          }
          ...Listing_connection
        }
      }
    `,
    query,
  );
  const collection = data.collection;
  const filtered = hasFilters(location.search);
  if (!collection) {
    // A filter this listing does not know (an old link, an edited URL): the same page without
    // filters (other arguments, so the page query asks the server again).
    if (filtered) {
      const rest = withoutFilters(new URLSearchParams(location.search)).toString();
      return <Redirect to={{ pathname: location.pathname, search: rest ? `?${rest}` : '' }} />;
    }
    throw new Error('collection failed');
  }
  if (collection.totalCount === 0 && !filtered) {
    return (
      <div className="collection-page__empty" role="status">
        <p>{t(`collections.${name}.empty`)}</p>
        <Link className="button button--secondary" to={href()}>
          {t('collections.backHome')}
        </Link>
      </div>
    );
  }
  return (
    <Listing
      connection={collection}
      items={collection.edges.map((e) => ({ id: e.node.id, product: e.node }))}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      loadNext={(count) => loadNext(count)}
      label={title}
    />
  );
}

/**
 * `promotions`, `meilleures-offres`, `fabrique-dans-les-iles` (spec 2.1): one screen for the three
 * listings that are not categories, with the listing screen's filters, sort, page size, display
 * modes and "show more" (spec 2.4), its state in the URL like every list.
 */
export default function CollectionPage({ queryRef }: PageProps<CollectionPageQuery>) {
  const t = useT();
  const data = usePreloadedQuery<CollectionPageQuery>(
    graphql`
      query CollectionPageQuery(
        $name: CollectionName!
        $count: Int!
        $sort: ProductSort!
        $filters: [FilterInput!]
      ) @preloadable {
        ...CollectionPage_products @arguments(name: $name, count: $count, sort: $sort, filters: $filters)
      }
    `,
    queryRef,
  );
  const name = queryRef.variables.name;
  const title = t(`shell.collections.${name}`);
  usePageMeta({ title, description: t(`collections.${name}.description`) });
  return (
    <section className="page collection-page">
      <Breadcrumbs items={[{ label: title }]} />
      <h1 className="collection-page__title">{title}</h1>
      <p className="collection-page__intro">{t(`collections.${name}.intro`)}</p>
      <Products query={data} name={name} title={title} />
    </section>
  );
}
