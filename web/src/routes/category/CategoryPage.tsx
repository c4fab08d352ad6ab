import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { CategoryPageQuery } from '../../__generated__/CategoryPageQuery.graphql.js';
import type { PageProps } from '../../app/page.js';

export default function CategoryPage({ queryRef }: PageProps<CategoryPageQuery>) {
  const data = usePreloadedQuery<CategoryPageQuery>(
    graphql`
      query CategoryPageQuery($path: String!) { category(path: $path) { id label } }
    `,
    queryRef,
  );
  return <pre>{JSON.stringify(data, null, 2)}</pre>;
}
