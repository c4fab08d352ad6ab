import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { SearchPageQuery } from '../../__generated__/SearchPageQuery.graphql.js';
import type { PageProps } from '../../app/page.js';

export default function SearchPage({ queryRef }: PageProps<SearchPageQuery>) {
  const data = usePreloadedQuery<SearchPageQuery>(
    graphql`
      query SearchPageQuery($term: String!) { search(term: $term) { totalCount } }
    `,
    queryRef,
  );
  return <pre>{JSON.stringify(data, null, 2)}</pre>;
}
