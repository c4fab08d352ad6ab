import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import type { ShopsPageQuery } from '../../__generated__/ShopsPageQuery.graphql.js';
import { useHref } from '../../routing/catalog.js';
import type { PageProps } from '../../routing/page.js';
import { useI18n } from '../../i18n/index.js';
import { countMessage } from '../../listing/plural.js';
import { Breadcrumbs } from '../../listing/Breadcrumbs.js';
import { usePageMeta } from '../../shell/usePageMeta.js';
import './Shops.css';

/** `prestataires`: the sellers of the region, each linked to its page. */
export default function ShopsPage({ queryRef }: PageProps<ShopsPageQuery>) {
  const { t, locale } = useI18n();
  const href = useHref();
  const data = usePreloadedQuery<ShopsPageQuery>(
    graphql`
      query ShopsPageQuery @preloadable {
        shops {
          id
          shopId
          name
          city
          productCount
          logo {
            srcThumb
          }
        }
      }
    `,
    queryRef,
  );
  usePageMeta({ title: t('catalog.shops.title'), description: t('catalog.shops.intro') });
  const shops = [...(data.shops ?? [])].sort((a, b) => a.name.localeCompare(b.name, 'fr'));
  return (
    <section className="page shops-page">
      <Breadcrumbs items={[{ label: t('catalog.shops.title') }]} />
      <h1>{t('catalog.shops.title')}</h1>
      <p className="shops-page__intro">{t('catalog.shops.intro')}</p>
      {shops.length === 0 ? (
        <p className="shops-page__empty">{t('catalog.shops.none')}</p>
      ) : (
        <ul className="shops-page__list">
          {shops.map((shop) => (
            <li key={shop.id} className="shop-card">
              <img
                className="shop-card__logo"
                src={shop.logo?.srcThumb ?? '/media/placeholder/thumb.svg'}
                alt=""
                width={65}
                height={48}
                loading="lazy"
              />
              <div className="shop-card__body">
                <h2 className="shop-card__name">
                  <Link to={href(`prestataires/${encodeURIComponent(shop.shopId)}`)}>{shop.name}</Link>
                </h2>
                <p className="shop-card__meta">
                  {shop.city ? <span>{shop.city}</span> : null}
                  <span>{countMessage(t, locale, 'catalog.productCount', shop.productCount)}</span>
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <p className="shops-page__seller">
        <Link to={href('devenir-vendeur')}>{t('catalog.shops.becomeSeller')}</Link>
      </p>
    </section>
  );
}
