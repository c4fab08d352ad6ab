import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import type { CollectionPageQuery } from '../../__generated__/CollectionPageQuery.graphql.js';
import type { CollectionPage_products$key } from '../../__generated__/CollectionPage_products.graphql.js';
import { useRoutes } from '../../routing/routes.js';
import type { PageProps } from '../../routing/page.js';
import { useT } from '../../i18n/index.js';
import { Breadcrumbs } from '../../listing/Breadcrumbs.js';
import { PagedListing } from '../../listing/PagedListing.js';
import { usePageMeta } from '../../shell/usePageMeta.js';
import './messages.js';
import './CollectionPage.css';

// A @connection selects its `edges` where it is declared (relay-compiler); PagedListing reads them.
/* eslint-disable relay/unused-fields */
const productsFragment = graphql`
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
      edges {
        cursor
      }
      ...PagedListing_connection
    }
  }
`;
/* eslint-enable relay/unused-fields */

/**
 * `promotions`, `meilleures-offres`, `fabrique-dans-les-iles` (spec 2.1): one screen for the three
 * listings that are not categories, with the listing screen's filters, sort, page size, display
 * modes and "show more" (spec 2.4), its state in the URL like every list.
 */
export default function CollectionPage({ queryRef }: PageProps<CollectionPageQuery>) {
  const t = useT();
  const routes = useRoutes();
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
      <PagedListing<CollectionPage_products$key>
        fragment={productsFragment}
        parent={data}
        connection={(query) => query.collection}
        label={title}
        failure="collection failed"
        empty={
          <div className="collection-page__empty" role="status">
            <p>{t(`collections.${name}.empty`)}</p>
            <Link className="button button--secondary" to={routes.Home()}>
              {t('collections.backHome')}
            </Link>
          </div>
        }
      />
    </section>
  );
}
