import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import type { ShopsPageQuery } from '../../__generated__/ShopsPageQuery.graphql.js';
import { useHref } from '../../app/catalog.js';
import type { PageProps } from '../../app/page.js';
import { useT } from '../../i18n/index.js';
import { Breadcrumbs } from '../../listing/Breadcrumbs.js';
import '../../listing/listing.css';
import { usePageMeta } from '../../shell/usePageMeta.js';

/** `prestataires`: the sellers delivering the region, each linked to its page. */
export default function ShopsPage({ queryRef }: PageProps<ShopsPageQuery>) {
  const t = useT();
  const href = useHref();
  const data = usePreloadedQuery<ShopsPageQuery>(
    graphql`
      query ShopsPageQuery {
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
  return (
    <section className="page">
      <Breadcrumbs items={[{ label: t('catalog.shops.title') }]} />
      <h1>{t('catalog.shops.title')}</h1>
      <p>{t('catalog.shops.intro')}</p>
      <ul className="shops">
        {(data.shops ?? []).map((shop) => (
          <li key={shop.id} className="shop-card">
            <img src={shop.logo?.srcThumb ?? '/media/placeholder/thumb.svg'} alt="" width={65} height={48} />
            <div>
              <Link to={href(`prestataires/${shop.shopId}`)}>{shop.name}</Link>
              <p>
                {shop.city} · {t('catalog.shops.products', { count: shop.productCount })}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <p>
        <Link to={href('devenir-vendeur')}>{t('catalog.shops.becomeSeller')}</Link>
      </p>
    </section>
  );
}
