import { graphql, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import { Link, Navigate } from 'react-router-dom';
import type { CategoryPageQuery } from '../../__generated__/CategoryPageQuery.graphql.js';
import type { CategoryPage_products$key } from '../../__generated__/CategoryPage_products.graphql.js';
import { useHref } from '../../app/catalog.js';
import type { PageProps } from '../../app/page.js';
import { useT } from '../../i18n/index.js';
import { Breadcrumbs, categoryCrumbs } from '../../listing/Breadcrumbs.js';
import { Listing } from '../../listing/Listing.js';
import { usePageMeta } from '../../shell/usePageMeta.js';

function Products({ category }: { category: CategoryPage_products$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
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
            node {
              ...ProductCard_product
            }
          }
          ...Listing_connection
        }
      }
    `,
    category,
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

/** `categorie/{slugs+}`: the products of a category and its descendants (spec 2.1, 2.4). */
export default function CategoryPage({ queryRef }: PageProps<CategoryPageQuery>) {
  const t = useT();
  const href = useHref();
  const data = usePreloadedQuery<CategoryPageQuery>(
    graphql`
      query CategoryPageQuery($path: String!, $count: Int!, $sort: ProductSort!, $filters: [FilterInput!]) {
        category(path: $path) {
          label
          path
          children {
            id
            label
            slug
          }
          ...CategoryPage_products @arguments(count: $count, sort: $sort, filters: $filters)
        }
        categories {
          slug
          label
          children {
            slug
            label
            children {
              slug
              label
            }
          }
        }
      }
    `,
    queryRef,
  );
  const category = data.category;
  usePageMeta({ title: category?.label });
  if (!category) return <Navigate to={href('404')} replace />;

  // Breadcrumb labels come from the category tree (already in the store for the menus).
  const crumbs = categoryCrumbs(data.categories ?? [], category.path, false);
  const slugs = category.path.split('/').slice(1);
  const base = slugs.join('/');
  return (
    <section className="page category-page">
      <Breadcrumbs items={crumbs} />
      <h1>{category.label}</h1>
      {category.children.length > 0 ? (
        <nav aria-label={t('catalog.subcategories')}>
          <ul className="subcategories">
            {category.children.map((child) => (
              <li key={child.id}>
                <Link to={href(`categorie/${base}/${child.slug}`)}>{child.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <Products category={category} />
    </section>
  );
}
