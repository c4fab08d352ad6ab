import { Redirect } from '../../routing/Redirect.js';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { DropFilters, useDropFilters } from '../../listing/DropFilters.js';
import type { CategoryPageQuery } from '../../__generated__/CategoryPageQuery.graphql.js';
import type { CategoryPage_products$key } from '../../__generated__/CategoryPage_products.graphql.js';
import { useHref } from '../../routing/catalog.js';
import type { PageProps } from '../../routing/page.js';
import { useI18n } from '../../i18n/index.js';
import { countMessage } from '../../listing/plural.js';
import { CategoryBreadcrumbs } from '../../listing/Breadcrumbs.js';
import { PagedListing } from '../../listing/PagedListing.js';
import { GridView, GridViewSwitch } from '../../listing/grid/index.js';
import { usePageMeta } from '../../shell/usePageMeta.js';
import './CategoryPage.css';

// A @connection selects its `edges` where it is declared (relay-compiler); PagedListing reads them.
/* eslint-disable relay/unused-fields */
const productsFragment = graphql`
  fragment CategoryPage_products on Category
  @refetchable(queryName: "CategoryPageProductsPaginationQuery")
  @argumentDefinitions(
    count: { type: "Int!" }
    cursor: { type: "String" }
    sort: { type: "ProductSort!" }
    filters: { type: "[FilterInput!]" }
  ) {
    products(first: $count, after: $cursor, sort: $sort, filters: $filters)
      @connection(key: "CategoryPage_products") {
      edges {
        cursor
      }
      ...PagedListing_connection
    }
  }
`;
/* eslint-enable relay/unused-fields */

const pageQuery = graphql`
  query CategoryPageQuery(
    $path: String!
    $count: Int!
    $sort: ProductSort!
    $filters: [FilterInput!]
    $grid: Boolean!
  ) @preloadable {
    category(path: $path) @catch(to: RESULT) {
      label
      path
      slug
      parentSlugs
      productCount
      children {
        id
        label
        slug
        productCount
      }
      # The grid view reads its rows itself, in the browser (listing/grid).
      ...CategoryPage_products
        @arguments(count: $count, sort: $sort, filters: $filters)
        @skip(if: $grid)
        @alias(as: "listing")
    }
    ...Breadcrumbs_query
  }
`;

/** `categorie/{slugs+}`: the products of a category and its descendants (spec 2.1, 2.4). */
export default function CategoryPage({ queryRef }: PageProps<CategoryPageQuery>) {
  const { t, locale } = useI18n();
  const href = useHref();
  const data = usePreloadedQuery<CategoryPageQuery>(pageQuery, queryRef);
  const result = data.category;
  const category = result.ok ? result.value : null;
  const dropping = useDropFilters(!result.ok);
  usePageMeta({
    title: category?.label,
    description: category
      ? countMessage(t, locale, 'catalog.category.description', category.productCount, {
          label: category.label,
        })
      : null,
  });
  // The only request error a shopper's URL can cause is a filter this category does not know
  // (an old link, a hand-edited URL): the page comes back without the filters.
  if (dropping) return <DropFilters<CategoryPageQuery> query={pageQuery} variables={queryRef.variables} />;
  if (!result.ok) {
    throw new Error('category failed', { cause: result.errors });
  }
  if (!category) return <Redirect to={href('404')} />;

  const slugs = [...category.parentSlugs, category.slug];
  const base = slugs.join('/');
  return (
    <section className="page category-page">
      <CategoryBreadcrumbs query={data} path={category.path} />
      <h1 className="category-page__title">{category.label}</h1>
      {category.children.length > 0 ? (
        <nav className="category-page__children" aria-label={t('catalog.subcategories')}>
          <ul>
            {category.children.map((child) => (
              <li key={child.id}>
                <Link to={href(`categorie/${base}/${child.slug}`)}>
                  {child.label}
                  <span className="category-page__child-count">
                    ({countMessage(t, locale, 'catalog.productCount', child.productCount)})
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <GridViewSwitch grid={queryRef.variables.grid} />
      {category.listing ? (
        <PagedListing<CategoryPage_products$key>
          fragment={productsFragment}
          parent={category.listing}
          connection={(listing) => listing.products}
          label={category.label}
        />
      ) : (
        <GridView path={category.path} label={category.label} />
      )}
    </section>
  );
}
