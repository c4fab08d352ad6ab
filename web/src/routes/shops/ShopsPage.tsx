import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { ShopsPageQuery } from '../../__generated__/ShopsPageQuery.graphql.js';
import type { PageProps } from '../../app/page.js';

export default function ShopsPage({ queryRef }: PageProps<ShopsPageQuery>) {
  const data = usePreloadedQuery<ShopsPageQuery>(
    graphql`
      query ShopsPageQuery { shops { id name } }
    `,
    queryRef,
  );
  return <pre>{JSON.stringify(data, null, 2)}</pre>;
}
