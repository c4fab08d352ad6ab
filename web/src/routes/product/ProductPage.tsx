import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { ProductPageQuery } from '../../__generated__/ProductPageQuery.graphql.js';
import type { PageProps } from '../../app/page.js';

export default function ProductPage({ queryRef }: PageProps<ProductPageQuery>) {
  const data = usePreloadedQuery<ProductPageQuery>(
    graphql`
      query ProductPageQuery($slug: String!) { product(slug: $slug) { id name } }
    `,
    queryRef,
  );
  return <pre>{JSON.stringify(data, null, 2)}</pre>;
}
