import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { isValidSearchTerm } from '@shop/domain/search';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { SearchPageQuery } from '../../__generated__/SearchPageQuery.graphql.js';
import type { SearchPage_results$key } from '../../__generated__/SearchPage_results.graphql.js';
import { useRoutes } from '../../routing/routes.js';
import type { PageProps } from '../../routing/page.js';
import { useT } from '../../i18n/index.js';
import { Breadcrumbs } from '../../listing/Breadcrumbs.js';
import { PagedListing } from '../../listing/PagedListing.js';
import { track } from '../../shell/analytics.js';
import { usePageMeta } from '../../shell/usePageMeta.js';
import './SearchPage.css';

// A @connection selects its `edges` where it is declared (relay-compiler); PagedListing reads them.
/* eslint-disable relay/unused-fields */
const resultsFragment = graphql`
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
      edges {
        cursor
      }
      ...PagedListing_connection
    }
  }
`;
/* eslint-enable relay/unused-fields */

/** The start state's own search field, for shoppers who land here without a term. */
function SearchForm({ initial }: { initial: string }) {
  const t = useT();
  const routes = useRoutes();
  const navigate = useNavigate();
  const [term, setTerm] = useState(initial);
  const valid = isValidSearchTerm(term.trim());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    navigate(routes.Search(term));
  };
  return (
    <form role="search" className="search-page__form" onSubmit={submit}>
      <label htmlFor="search-page-term" className="visually-hidden">
        {t('catalog.search.label')}
      </label>
      <input
        id="search-page-term"
        type="search"
        value={term}
        maxLength={200}
        onChange={(e) => setTerm(e.target.value)}
        placeholder={t('catalog.search.placeholder')}
      />
      <button type="submit" className="button" disabled={!valid}>
        {t('catalog.search.submit')}
      </button>
    </form>
  );
}

/**
 * `recherche?searchTerm=`: start, results and no-result states (spec 2.4). The header search sends
 * only the term, so a new term comes without the previous filters; a term without a word of two
 * letters (spec 5) asks nothing of the server and shows the start state with a hint.
 */
export default function SearchPage({ queryRef }: PageProps<SearchPageQuery>) {
  const t = useT();
  const routes = useRoutes();
  const [params] = useSearchParams();
  const data = usePreloadedQuery<SearchPageQuery>(
    graphql`
      query SearchPageQuery(
        $term: String!
        $hasTerm: Boolean!
        $count: Int!
        $sort: ProductSort!
        $filters: [FilterInput!]
      ) @preloadable {
        ...SearchPage_results
          @include(if: $hasTerm)
          @alias(as: "results")
          @arguments(term: $term, count: $count, sort: $sort, filters: $filters)
      }
    `,
    queryRef,
  );
  const term = (params.get('searchTerm') ?? '').trim();
  const title = data.results ? t('catalog.search.resultsFor', { term }) : t('catalog.search.title');
  usePageMeta({ title });
  // Spec 7: a search event for each term searched (a term too short to search is not one).
  const searched = data.results != null;
  useEffect(() => {
    if (searched) track('search', { search_term: term });
  }, [term, searched]);
  return (
    <section className="page search-page">
      <Breadcrumbs items={[{ label: t('catalog.search.title') }]} />
      <h1 className="search-page__title">{title}</h1>
      {data.results ? (
        <PagedListing<SearchPage_results$key>
          fragment={resultsFragment}
          parent={data.results}
          connection={(query) => query.search}
          label={t('catalog.search.resultsFor', { term })}
          failure="search failed"
          empty={
            <div className="search-page__state" role="status">
              <p className="search-page__state-title">{t('catalog.search.none', { term })}</p>
              <p>{t('catalog.search.noneHint')}</p>
              <Link className="button button--secondary" to={routes.Home()}>
                {t('catalog.search.backHome')}
              </Link>
            </div>
          }
        />
      ) : (
        <div className="search-page__state">
          <p className="search-page__state-title">{t('catalog.search.start')}</p>
          {term !== '' ? (
            <p className="search-page__invalid" role="alert">
              {t('catalog.search.invalid')}
            </p>
          ) : null}
          <SearchForm key={term} initial={term} />
        </div>
      )}
    </section>
  );
}
