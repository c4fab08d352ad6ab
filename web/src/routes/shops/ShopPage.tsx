import { graphql, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import { Navigate } from 'react-router-dom';
import type { ShopPageQuery } from '../../__generated__/ShopPageQuery.graphql.js';
import type { ShopPage_products$key } from '../../__generated__/ShopPage_products.graphql.js';
import { useHref } from '../../app/catalog.js';
import type { PageProps } from '../../app/page.js';
import { useT } from '../../i18n/index.js';
import { Breadcrumbs } from '../../listing/Breadcrumbs.js';
import { Listing } from '../../listing/Listing.js';
import { usePageMeta } from '../../shell/usePageMeta.js';

function Products({ shop }: { shop: ShopPage_products$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment ShopPage_products on Shop
      @refetchable(queryName: "ShopPageProductsPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int!" }
        cursor: { type: "String" }
        sort: { type: "ProductSort!" }
        filters: { type: "[FilterInput!]" }
      ) {
        products(first: $count, after: $cursor, sort: $sort, filters: $filters)
          @connection(key: "ShopPage_products") {
          edges {
            node {
              ...ProductCard_product
            }
          }
          ...Listing_connection
        }
      }
    `,
    shop,
  );
  return (
    <Listing
      connection={data.products}
      products={data.products.edges.map((e) => e.node)}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      loadNext={(count) => loadNext(count)}
    />
  );
}

/** `prestataires/{shopId}`: a seller, its terms of sale and its products. */
export default function ShopPage({ queryRef }: PageProps<ShopPageQuery>) {
  const t = useT();
  const href = useHref();
  const data = usePreloadedQuery<ShopPageQuery>(
    graphql`
      query ShopPageQuery($id: ID!, $count: Int!, $sort: ProductSort!, $filters: [FilterInput!]) {
        shop(id: $id) {
          name
          description
          city
          generalSalesTermsAndConditions
          logo {
            srcMedium
          }
          ...ShopPage_products @arguments(count: $count, sort: $sort, filters: $filters)
        }
      }
    `,
    queryRef,
  );
  const shop = data.shop;
  usePageMeta({ title: shop?.name, description: shop?.description });
  if (!shop) return <Navigate to={href('404')} replace />;
  return (
    <section className="page">
      <Breadcrumbs items={[{ label: t('catalog.shops.title'), to: 'prestataires' }, { label: shop.name }]} />
      <div className="shop-header">
        <img src={shop.logo?.srcMedium ?? '/media/placeholder/medium.svg'} alt="" width={120} height={120} />
        <div>
          <h1>{shop.name}</h1>
          <p>{shop.city}</p>
        </div>
      </div>
      <p>{shop.description}</p>
      <details>
        <summary>{t('catalog.shops.terms')}</summary>
        <p>{shop.generalSalesTermsAndConditions || t('catalog.shops.noTerms')}</p>
      </details>
      <h2>{t('catalog.shops.productsOf', { name: shop.name })}</h2>
      <Products shop={shop} />
    </section>
  );
}
