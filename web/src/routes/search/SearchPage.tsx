import { graphql, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import { useSearchParams } from 'react-router-dom';
import type { SearchPageQuery } from '../../__generated__/SearchPageQuery.graphql.js';
import type { SearchPage_results$key } from '../../__generated__/SearchPage_results.graphql.js';
import type { PageProps } from '../../app/page.js';
import { useT } from '../../i18n/index.js';
import { Breadcrumbs } from '../../listing/Breadcrumbs.js';
import { Listing } from '../../listing/Listing.js';
import { usePageMeta } from '../../shell/usePageMeta.js';

function Results({ query, term }: { query: SearchPage_results$key; term: string }) {
  const t = useT();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment SearchPage_results on Query
      @refetchable(queryName: "SearchPageResultsPaginationQuery")
      @argumentDefinitions(
        term: { type: "String!" }
        count: { type: "Int!" }
        cursor: { type: "String" }
        sort: { type: "ProductSort!" }
        filters: { type: "[FilterInput!]" }
      ) {
        search(term: $term, first: $count, after: $cursor, sort: $sort, filters: $filters)
          @connection(key: "SearchPage_search") {
          totalCount
          edges {
            node {
              ...ProductCard_product
            }
          }
          ...Listing_connection
        }
      }
    `,
    query,
  );
  const search = data.search;
  if (!search || (search.totalCount === 0 && search.edges.length === 0)) {
    return (
      <p className="search-page__none" role="status">
        {t('catalog.search.none', { term })}
      </p>
    );
  }
  return (
    <Listing
      connection={search}
      products={search.edges.map((e) => e.node)}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      loadNext={(count) => loadNext(count)}
    />
  );
}

/**
 * `recherche?searchTerm=`: start, results and no-result states (spec 2.4). The header search sends
 * only the term, so a new term starts without the previous filters.
 */
export default function SearchPage({ queryRef }: PageProps<SearchPageQuery>) {
  const t = useT();
  const [params] = useSearchParams();
  const data = usePreloadedQuery<SearchPageQuery>(
    graphql`
      query SearchPageQuery(
        $term: String!
        $hasTerm: Boolean!
        $count: Int!
        $sort: ProductSort!
        $filters: [FilterInput!]
      ) {
        ...SearchPage_results
          @include(if: $hasTerm)
          @alias(as: "results")
          @arguments(term: $term, count: $count, sort: $sort, filters: $filters)
      }
    `,
    queryRef,
  );
  const term = (params.get('searchTerm') ?? '').trim();
  const title = term ? t('catalog.search.resultsFor', { term }) : t('catalog.search.title');
  usePageMeta({ title });
  return (
    <section className="page search-page">
      <Breadcrumbs items={[{ label: t('catalog.search.title') }]} />
      <h1>{title}</h1>
      {term === '' ? (
        <p>{t('catalog.search.start')}</p>
      ) : data.results ? (
        <Results query={data.results} term={term} />
      ) : (
        <p role="status">{t('catalog.search.invalid')}</p>
      )}
    </section>
  );
}
