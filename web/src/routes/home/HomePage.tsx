import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import type { HomePageQuery } from '../../__generated__/HomePageQuery.graphql.js';
import type { ProductCard_product$key } from '../../__generated__/ProductCard_product.graphql.js';
import { useHref } from '../../app/catalog.js';
import type { PageProps } from '../../app/page.js';
import { ProductCard } from '../../components/ProductCard.js';
import { useT } from '../../i18n/index.js';
import { usePageMeta } from '../../shell/usePageMeta.js';
import './home.css';

/** A row of product cards, scrolled sideways: 5, 4, 3 or 2 per view by screen width (spec 9), no script. */
function ProductRow({
  id,
  title,
  products,
}: {
  id: string;
  title: string;
  products: readonly ({ id: string } & ProductCard_product$key)[];
}) {
  if (products.length === 0) return null;
  return (
    <section className="home__section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="home__row">
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} layout="large" />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Home (spec 2.1): the region's categories, bestsellers and promotions; marketing blocks come later. */
export default function HomePage({ queryRef }: PageProps<HomePageQuery>) {
  const t = useT();
  const href = useHref();
  const data = usePreloadedQuery<HomePageQuery>(
    graphql`
      query HomePageQuery {
        region {
          label
        }
        categories {
          id
          label
          slug
          productCount
          children {
            id
            label
            slug
          }
        }
        bestsellers(first: 12) {
          id
          ...ProductCard_product
        }
        promotions(first: 12) {
          id
          ...ProductCard_product
        }
      }
    `,
    queryRef,
  );
  const region = data.region?.label ?? '';
  usePageMeta({ title: t('home.title', { region }), description: t('home.description', { region }) });
  return (
    <div className="page home">
      <section className="home__hero">
        <h1>{t('home.welcome', { region })}</h1>
        <p>{t('home.intro')}</p>
      </section>
      <ProductRow id="home-promotions" title={t('home.promotions')} products={data.promotions ?? []} />
      <section className="home__section" aria-labelledby="home-categories">
        <h2 id="home-categories">{t('home.categories')}</h2>
        <ul className="home__categories">
          {(data.categories ?? []).map((category) => (
            <li key={category.id} className="home__category">
              <Link to={href(`categorie/${category.slug}`)} className="home__category-title">
                {category.label}
              </Link>
              <p className="home__category-count">
                {t('home.productCount', { count: category.productCount })}
              </p>
              <ul>
                {category.children.slice(0, 4).map((child) => (
                  <li key={child.id}>
                    <Link to={href(`categorie/${category.slug}/${child.slug}`)}>{child.label}</Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>
      <ProductRow id="home-bestsellers" title={t('home.bestsellers')} products={data.bestsellers ?? []} />
    </div>
  );
}
