import '../messages.js';
import { Link } from 'react-router-dom';
import { formatMoney } from '../../format/numbers.js';
import { useI18n } from '../../i18n/index.js';
import { useHref } from '../../routing/catalog.js';
import { useRoutes } from '../../routing/routes.js';
import { Dialog } from '../../shell/Dialog.js';
import type { AddedProduct, CartDialog, DialogProduct } from './state.js';
import './CartDialogs.css';

/** The open cart dialog (spec 2.4), loaded with the first one the shopper sees. */
export default function CartDialogs({ dialog, onClose }: { dialog: CartDialog; onClose: () => void }) {
  if (dialog.type === 'added') return <AddedDialog product={dialog.product} onClose={onClose} />;
  if (dialog.type === 'outOfStock') return <OutOfStockDialog products={dialog.products} onClose={onClose} />;
  return <ProductsActionDialog action={dialog.action} products={dialog.products} onClose={onClose} />;
}

/**
 * Spec 4: a successful add opens the confirmation: the product, its quantity and price, then
 * continue shopping (focused, it closes the dialog), the cart, or checkout.
 */
function AddedDialog({ product, onClose }: { product: AddedProduct; onClose: () => void }) {
  const { t, locale } = useI18n();
  const href = useHref();
  const routes = useRoutes();
  const total = (Number(product.unitPrice) * product.quantity).toFixed(2);
  return (
    <Dialog title={t('cartDialogs.added.title')} onClose={onClose} closeLabel={t('cartDialogs.close')}>
      <div className="cart-dialog__product">
        <img
          className="cart-dialog__image"
          src={product.image ?? '/media/placeholder/thumb.svg'}
          alt=""
          width="80"
          height="80"
        />
        <div>
          <p className="cart-dialog__name">{product.name}</p>
          <p>{t('cartDialogs.added.quantity', { count: product.quantity })}</p>
          <p>
            {formatMoney(product.unitPrice, locale)}
            {product.quantity > 1 ? (
              <>
                {' · '}
                {t('cartDialogs.added.total', { amount: formatMoney(total, locale) })}
              </>
            ) : null}
          </p>
        </div>
      </div>
      <div className="button-row cart-dialog__actions">
        <button type="button" className="button button--secondary" onClick={onClose} data-autofocus>
          {t('cartDialogs.added.continue')}
        </button>
        <Link to={routes.Cart()} className="button button--secondary" onClick={onClose}>
          {t('cartDialogs.added.viewCart')}
        </Link>
        <Link to={href('commande')} className="button" onClick={onClose}>
          {t('cartDialogs.added.checkout')}
        </Link>
      </div>
    </Dialog>
  );
}

function ProductList({ products }: { products: readonly DialogProduct[] }) {
  const t = useI18n().t;
  return (
    <ul className="cart-dialog__list">
      {products.map((product, index) => (
        <li key={`${product.reference ?? product.name}-${index}`}>
          {product.reference
            ? t('cartDialogs.outOfStock.line', {
                name: product.name,
                reference: product.reference,
                count: product.quantity,
              })
            : `${product.name} × ${product.quantity}`}
        </li>
      ))}
    </ul>
  );
}

/** Spec 2.4 out-of-stock dialog: the products that left the cart (a region change). */
function OutOfStockDialog({
  products,
  onClose,
}: {
  products: readonly DialogProduct[];
  onClose: () => void;
}) {
  const t = useI18n().t;
  return (
    <Dialog title={t('cartDialogs.outOfStock.title')} onClose={onClose} closeLabel={t('cartDialogs.close')}>
      <p>{t('cartDialogs.outOfStock.intro')}</p>
      <ProductList products={products} />
      <div className="button-row cart-dialog__actions">
        <button type="button" className="button" onClick={onClose} data-autofocus>
          {t('cartDialogs.outOfStock.ok')}
        </button>
      </div>
    </Dialog>
  );
}

/** Spec 2.4 products action dialog: products added to or removed from the cart at once. */
function ProductsActionDialog({
  action,
  products,
  onClose,
}: {
  action: 'add' | 'remove';
  products: readonly DialogProduct[];
  onClose: () => void;
}) {
  const t = useI18n().t;
  return (
    <Dialog
      title={t(
        action === 'add' ? 'cartDialogs.productsAction.addTitle' : 'cartDialogs.productsAction.removeTitle',
      )}
      onClose={onClose}
      closeLabel={t('cartDialogs.close')}
    >
      <p>
        {t(
          action === 'add' ? 'cartDialogs.productsAction.addIntro' : 'cartDialogs.productsAction.removeIntro',
        )}
      </p>
      <ProductList products={products} />
      <div className="button-row cart-dialog__actions">
        <button type="button" className="button" onClick={onClose} data-autofocus>
          {t('cartDialogs.productsAction.ok')}
        </button>
      </div>
    </Dialog>
  );
}
