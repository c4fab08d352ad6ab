import { lazy, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { LocalStores_product$key } from '../../__generated__/LocalStores_product.graphql.js';
import { telHref } from '../../format/phone.js';
import { useT } from '../../i18n/index.js';
import { LoadFailure } from '../../routing/LoadFailure.js';
import { Suspense } from '../../routing/hydration.js';
import '../messages.js';
import './LocalStores.css';

/** A merchant's products: their own chunk and query, fetched when the shopper asks for them. */
const MerchantProductsDialog = lazy(() => import('./MerchantProductsDialog.js'));

export interface LocalStoreItem {
  id: string;
  kind: 'MERCHANT' | 'HOTEL' | '%future added value';
  name: string;
  street: string;
  postCode: string;
  city: string;
  phone: string | null | undefined;
}

/**
 * The block itself: each shop's name, kind, address and phone, and for a merchant a button to its
 * products. `stores` null: they could not be read, and spec 8's message says so in place. Nothing
 * at all when no shop sells the product.
 */
export function LocalStoreList({
  stores,
  onProducts,
}: {
  stores: readonly LocalStoreItem[] | null;
  onProducts: (merchant: { id: string; name: string }) => void;
}) {
  const t = useT();
  if (stores?.length === 0) return null;
  return (
    <section className="product-page__section local-stores" aria-labelledby="local-stores-title">
      <h2 id="local-stores-title">{t('productPage.localStores.title')}</h2>
      {stores === null ? (
        <LoadFailure message="merchants" />
      ) : (
        <ul className="local-stores__list">
          {stores.map((store) => (
            <li key={`${store.kind}:${store.id}`} className="local-stores__item">
              <h3 className="local-stores__name">{store.name}</h3>
              <p className="local-stores__kind">{t(`productPage.localStores.kind.${store.kind}`)}</p>
              <address>
                {store.street}
                <br />
                {store.postCode} {store.city}
                {store.phone ? (
                  <>
                    <br />
                    <a href={telHref(store.phone)}>
                      {t('productPage.localStores.phone', { phone: store.phone })}
                    </a>
                  </>
                ) : null}
              </address>
              {store.kind === 'MERCHANT' ? (
                <button
                  type="button"
                  className="button button--secondary local-stores__products"
                  onClick={() => onProducts({ id: store.id, name: store.name })}
                >
                  {t('productPage.localStores.products')}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The merchants and hotel gift shops of the shopper's island that sell this product on the spot
 * (spec 7 `locations/merchants`, `locations/location_hotel`); a merchant's products open in a dialog.
 */
export function LocalStores({ product }: { product: LocalStores_product$key }) {
  const [open, setOpen] = useState<{ id: string; name: string } | null>(null);
  const data = useFragment(
    graphql`
      fragment LocalStores_product on Product {
        localStores @catch(to: RESULT) {
          id
          kind
          name
          street
          postCode
          city
          phone
        }
      }
    `,
    product,
  );
  const result = data.localStores;
  return (
    <>
      <LocalStoreList stores={result.ok ? (result.value ?? []) : null} onProducts={setOpen} />
      {open ? (
        <Suspense fallback={null}>
          <MerchantProductsDialog merchant={open} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
