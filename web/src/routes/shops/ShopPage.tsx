import { Redirect } from '../../routing/Redirect.js';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { DropFilters, useDropFilters } from '../../listing/DropFilters.js';
import type { ShopPageQuery } from '../../__generated__/ShopPageQuery.graphql.js';
import type { ShopPage_products$key } from '../../__generated__/ShopPage_products.graphql.js';
import { useHref } from '../../routing/catalog.js';
import type { PageProps } from '../../routing/page.js';
import { useI18n } from '../../i18n/index.js';
import { countMessage } from '../../listing/plural.js';
import { Breadcrumbs } from '../../listing/Breadcrumbs.js';
import { PagedListing } from '../../listing/PagedListing.js';
import { usePageMeta } from '../../shell/usePageMeta.js';
import './Shops.css';

// A @connection selects its `edges` where it is declared (relay-compiler); PagedListing reads them.
/* eslint-disable relay/unused-fields */
const productsFragment = graphql`
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
        cursor
      }
      ...PagedListing_connection
    }
  }
`;
/* eslint-enable relay/unused-fields */

const pageQuery = graphql`
  query ShopPageQuery($id: ID!, $count: Int!, $sort: ProductSort!, $filters: [FilterInput!]) @preloadable {
    shop(id: $id) @catch(to: RESULT) {
      name
      description
      city
      productCount
      generalSalesTermsAndConditions
      logo {
        srcMedium
      }
      ...ShopPage_products @arguments(count: $count, sort: $sort, filters: $filters)
    }
  }
`;

/** `prestataires/{shopId}`: a seller, its general terms of sale and its products. */
export default function ShopPage({ queryRef }: PageProps<ShopPageQuery>) {
  const { t, locale } = useI18n();
  const href = useHref();
  const data = usePreloadedQuery<ShopPageQuery>(pageQuery, queryRef);
  const result = data.shop;
  const shop = result.ok ? result.value : null;
  const dropping = useDropFilters(!result.ok);
  usePageMeta({ title: shop?.name, description: shop?.description });
  // A filter this seller's products do not know: the page comes back without the filters.
  if (dropping) return <DropFilters<ShopPageQuery> query={pageQuery} variables={queryRef.variables} />;
  if (!result.ok) {
    throw new Error('shop failed', { cause: result.errors });
  }
  if (!shop) return <Redirect to={href('404')} />;
  const productsTitle = t('catalog.shops.productsOf', { name: shop.name });
  return (
    <section className="page shop-page">
      <Breadcrumbs items={[{ label: t('catalog.shops.title'), to: 'prestataires' }, { label: shop.name }]} />
      <header className="shop-page__header">
        <img
          className="shop-page__logo"
          src={shop.logo?.srcMedium ?? '/media/placeholder/medium.svg'}
          alt=""
          width={120}
          height={120}
        />
        <div className="shop-page__intro">
          <h1 className="shop-page__name">{shop.name}</h1>
          <p className="shop-page__meta">
            {shop.city ? <span>{shop.city}</span> : null}
            <span>{countMessage(t, locale, 'catalog.productCount', shop.productCount)}</span>
          </p>
          {shop.description ? <p className="shop-page__description">{shop.description}</p> : null}
        </div>
      </header>
      <details className="shop-page__terms">
        <summary>{t('catalog.shops.terms')}</summary>
        <div className="shop-page__terms-text">
          {shop.generalSalesTermsAndConditions.trim() ? (
            shop.generalSalesTermsAndConditions
              .split(/\n{2,}/)
              .map((paragraph, index) => <p key={index}>{paragraph}</p>)
          ) : (
            <p>{t('catalog.shops.noTerms')}</p>
          )}
        </div>
      </details>
      <h2 className="shop-page__products-title">{productsTitle}</h2>
      <PagedListing<ShopPage_products$key>
        fragment={productsFragment}
        parent={shop}
        connection={(listing) => listing.products}
        label={productsTitle}
      />
    </section>
  );
}
