import { useState } from 'react';
import type { MouseEvent } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { MerchantProductsDialogQuery } from '../../__generated__/MerchantProductsDialogQuery.graphql.js';
import { ProductCard } from '../../components/ProductCard.js';
import { useT } from '../../i18n/index.js';
import { LoadFailure } from '../../routing/LoadFailure.js';
import { PageBoundary } from '../../routing/PageBoundary.js';
import { Dialog } from '../../shell/Dialog.js';

function MerchantProducts({ id, fetchKey, onOpen }: { id: string; fetchKey: number; onOpen: () => void }) {
  const t = useT();
  const data = useLazyLoadQuery<MerchantProductsDialogQuery>(
    graphql`
      query MerchantProductsDialogQuery($id: ID!) {
        merchant(id: $id) @catch(to: RESULT) {
          products {
            id
            ...ProductCard_product
          }
        }
      }
    `,
    { id },
    { fetchPolicy: fetchKey === 0 ? 'store-or-network' : 'network-only', fetchKey },
  );
  const result = data.merchant;
  // A merchant that is gone since the product page was read is information that cannot be had either.
  if (!result.ok || result.value == null) return <LoadFailure message="merchant" />;
  const { products } = result.value;
  if (products.length === 0) {
    return (
      <p className="merchant-products__none" role="status">
        {t('productPage.localStores.none')}
      </p>
    );
  }
  // Opening a product leaves the dialog behind it.
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) onOpen();
  };
  return (
    <ul className="merchant-products__list" onClickCapture={closeOnLink}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} layout="small" />
        </li>
      ))}
    </ul>
  );
}

/**
 * A merchant's products that the shopper's region sells (spec 7 `locations/merchants/{id}`), read
 * when the dialog opens; spec 8's « merchant info or products cannot be retrieved » when they
 * cannot be.
 */
export default function MerchantProductsDialog({
  merchant,
  onClose,
}: {
  merchant: { id: string; name: string };
  onClose: () => void;
}) {
  const t = useT();
  const [attempt, setAttempt] = useState(0);
  return (
    <Dialog
      title={t('productPage.localStores.productsOf', { name: merchant.name })}
      onClose={onClose}
      closeLabel={t('productPage.localStores.close')}
      className="merchant-products"
    >
      {/* Spec 8's message with a retry when the products fail or stall, as a page's. */}
      <PageBoundary
        resetKey={merchant.id}
        failure="merchant"
        onRetry={() => setAttempt((n) => n + 1)}
        skeleton={
          <p className="merchant-products__loading" role="status">
            {t('productPage.localStores.loading')}
          </p>
        }
      >
        <MerchantProducts id={merchant.id} fetchKey={attempt} onOpen={onClose} />
      </PageBoundary>
    </Dialog>
  );
}
