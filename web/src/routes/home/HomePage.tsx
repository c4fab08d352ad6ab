import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import type { HomePageQuery } from '../../__generated__/HomePageQuery.graphql.js';
import type { PageProps } from '../../app/page.js';
import { useHref } from '../../app/catalog.js';

export default function HomePage({ queryRef }: PageProps<HomePageQuery>) {
  const href = useHref();
  const data = usePreloadedQuery<HomePageQuery>(
    graphql`
      query HomePageQuery {
        categories {
          id
          label
          slug
          path
        }
      }
    `,
    queryRef,
  );
  return (
    <section>
      <ul>
        {data.categories?.map((c) => (
          <li key={c.id}>
            <Link to={href(`categorie/${c.slug}`)}>{c.label}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
