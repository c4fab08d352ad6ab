import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { ShopPageQuery } from '../../__generated__/ShopPageQuery.graphql.js';
import type { PageProps } from '../../app/page.js';

export default function ShopPage({ queryRef }: PageProps<ShopPageQuery>) {
  const data = usePreloadedQuery<ShopPageQuery>(
    graphql`
      query ShopPageQuery($id: ID!) { shop(id: $id) { id name } }
    `,
    queryRef,
  );
  return <pre>{JSON.stringify(data, null, 2)}</pre>;
}
