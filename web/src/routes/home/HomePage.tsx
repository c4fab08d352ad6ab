import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import type { HomePageQuery } from '../../__generated__/HomePageQuery.graphql.js';
import type { ProductCard_product$key } from '../../__generated__/ProductCard_product.graphql.js';
import { useCatalog, useHref } from '../../routing/catalog.js';
import { useRoutes } from '../../routing/routes.js';
import type { PageProps } from '../../routing/page.js';
import { ProductCard } from '../../components/ProductCard.js';
import { useT } from '../../i18n/index.js';
import { PageMeta } from '../../shell/usePageMeta.js';
import { useShopSettings } from '../../config/shop.js';
import { useServerRender } from '../../routing/server-render.js';
import { addStructuredData, useOrigin } from '../../seo/JsonLd.js';
import { shopJsonLd } from '../../seo/structuredData.js';
import { countMessage } from '../../listing/plural.js';
import { Suspense } from '../../routing/hydration.js';
import { inRegionPhrase } from './regionPhrase.js';
import { preloadable } from '../../routing/lazy.js';
import type { HomeMarketingProps } from './HomeMarketing.js';
import './home.css';

/**
 * The home page's marketing content (slider, universes, featured blocks, category tiles, text
 * sections, SEO): a chunk and a query of their own, in a boundary of its own. The server renders it
 * in place (it loads the chunk and runs the query first: `entry-server.tsx`); the browser keeps
 * that HTML and hydrates it once the chunk has arrived, after the page. The home page's first
 * JavaScript carries only this loader, and the catalogue's rows never wait for the content.
 */
export const HomeMarketing = preloadable<HomeMarketingProps>(
  () => import('./HomeMarketing.js'),
  'src/routes/home/HomeMarketing.tsx',
);

/** Sub-categories linked from a category tile; the tile's title leads to all of them. */
const CHILD_LINKS = 4;

/**
 * A row of product cards scrolled sideways, 5, 4, 3 or 2 per view by screen width (spec 9), with CSS
 * scroll snapping and no script. Left out when the section is empty or could not be loaded. Laid out
 * with the page, not skipped off screen as list cards are (`content-visibility: auto`): skipped, a
 * row counted as an estimate (520 px) and grew to its real height (636-659 px on a desktop) once
 * scrolled near, and « Nos univers » below jumped 256 px down a tenth of a second after being
 * scrolled to, under the click of a shopper or a journey (issue 35).
 */
function ProductRow({
  id,
  title,
  products,
}: {
  id: string;
  title: string;
  products: readonly ({ readonly id: string } & ProductCard_product$key)[] | null | undefined;
}) {
  if (!products?.length) return null;
  return (
    <section className="home__section" aria-labelledby={id}>
      <h2 id={id} className="home__title">
        {title}
      </h2>
      <ul className="home__row">
        {products.map((product) => (
          <li key={product.id} className="home__slide">
            <ProductCard product={product} layout="large" />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Home (spec 2.1): the region's welcome, the marketing content (slider, universes, featured blocks,
 * category tiles, text sections, SEO: `HomeMarketing`), promotions, bestsellers and categories. When
 * the content source is down the catalogue's rows still show.
 */
export default function HomePage({ queryRef }: PageProps<HomePageQuery>) {
  const t = useT();
  const href = useHref();
  const routes = useRoutes();
  const { locale } = useCatalog();
  const origin = useOrigin();
  const server = useServerRender();
  const { customerServicePhone } = useShopSettings();
  const data = usePreloadedQuery<HomePageQuery>(
    graphql`
      query HomePageQuery @preloadable {
        region {
          label
          path
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
  const inRegion = inRegionPhrase(t, data.region?.path ?? '', region);
  const categories = data.categories ?? [];
  const total = categories.reduce((sum, category) => sum + category.productCount, 0);
  const meta: PageMeta = {
    title: t('home.title', { inRegion }),
    description: t('home.description', { region }),
  };
  if (import.meta.env.SSR) {
    const shop = shopJsonLd({
      name: t('shop.name'),
      origin,
      home: `${origin}${routes.Home()}`,
      searchTemplate: `${origin}${routes.Search()}?searchTerm={search_term_string}`,
      telephone: customerServicePhone?.e164 ?? null,
    });
    addStructuredData(server, ...shop);
  }
  return (
    <div className="page home">
      <section className="home__hero" aria-labelledby="home-welcome">
        <h1 id="home-welcome">{t('home.welcome', { region })}</h1>
        {total > 0 ? <p>{countMessage(t, locale, 'home.productTotal', total)}</p> : null}
      </section>
      {/* The content's SEO, when it has some, wins over the page's meta. */}
      <Suspense fallback={<PageMeta {...meta} />}>
        <HomeMarketing meta={meta} />
      </Suspense>
      <ProductRow id="home-promotions" title={t('home.promotions')} products={data.promotions} />
      <ProductRow id="home-bestsellers" title={t('home.bestsellers')} products={data.bestsellers} />
      {categories.length > 0 ? (
        <section className="home__section" aria-labelledby="home-categories">
          <h2 id="home-categories" className="home__title">
            {t('home.categories')}
          </h2>
          <ul className="home__categories">
            {categories.map((category) => (
              <li key={category.id} className="home__category">
                <h3 className="home__category-title">
                  <Link to={href(`categorie/${category.slug}`)}>{category.label}</Link>
                </h3>
                <p className="home__category-count">
                  {countMessage(t, locale, 'home.categoryProducts', category.productCount)}
                  {category.children.length > 0
                    ? ` · ${countMessage(t, locale, 'home.subcategories', category.children.length)}`
                    : null}
                </p>
                {category.children.length > 0 ? (
                  <ul className="home__children">
                    {category.children.slice(0, CHILD_LINKS).map((child) => (
                      <li key={child.id}>
                        <Link to={href(`categorie/${category.slug}/${child.slug}`)}>{child.label}</Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
                {category.children.length > CHILD_LINKS ? (
                  <Link to={href(`categorie/${category.slug}`)} className="home__see-all">
                    {t('home.seeAll', { category: category.label })}
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
