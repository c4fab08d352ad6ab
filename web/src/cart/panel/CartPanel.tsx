import '../page/messages.js';
import { useEffect, useRef } from 'react';
import { Suspense } from '../../routing/hydration.js';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import type { CartPanelQuery } from '../../__generated__/CartPanelQuery.graphql.js';
import type { CartPanel_cart$key } from '../../__generated__/CartPanel_cart.graphql.js';
import { useT } from '../../i18n/index.js';
import { notify } from '../../notifications/store.js';
import { useHref } from '../../routing/catalog.js';
import { useRoutes } from '../../routing/routes.js';
import { track } from '../../shell/analytics.js';
import { Dialog } from '../../shell/Dialog.js';
import { EmptyCart } from '../page/EmptyCart.js';
import { OrderSummary } from '../summary/OrderSummary.js';
import { CartLines } from './CartLines.js';
import { useClearCart } from './useClearCart.js';
import './CartPanel.css';

/**
 * Spec 2.4 cart side panel: the lines, clear cart, the order summary, "Voir mon panier" and
 * "Passer commande", or the empty state with "Commencer mes achats". A modal drawer on the right
 * (focus kept inside, Escape and the backdrop close it, focus back on the cart link).
 */
export default function CartPanel({ onClose }: { onClose: () => void }) {
  const t = useT();
  return (
    <Dialog
      variant="drawer"
      className="cart-panel"
      title={t('cartPage.panel.title')}
      onClose={onClose}
      closeLabel={t('cartPage.panel.close')}
    >
      <Suspense
        fallback={
          <p className="cart-panel__loading" role="status">
            {t('cartPage.panel.loading')}
          </p>
        }
      >
        <CartPanelContent />
      </Suspense>
    </Dialog>
  );
}

function CartPanelContent() {
  const data = useLazyLoadQuery<CartPanelQuery>(
    graphql`
      query CartPanelQuery {
        viewer {
          cart {
            ...CartPanel_cart
          }
        }
      }
    `,
    {},
    // What the store has shows at once; the cart is read again, another tab may have changed it.
    { fetchPolicy: 'store-and-network' },
  );
  // Spec 4: opening the panel is a view-cart marketing event.
  useEffect(() => track('view_cart', { from: 'panel' }), []);
  return data.viewer.cart ? <PanelCart cart={data.viewer.cart} /> : <EmptyCart headingLevel={3} />;
}

function PanelCart({ cart }: { cart: CartPanel_cart$key }) {
  const t = useT();
  const href = useHref();
  const routes = useRoutes();
  const data = useFragment(
    graphql`
      fragment CartPanel_cart on Cart {
        id
        lineCount
        ...CartLines_cart
        ...OrderSummary_cart
      }
    `,
    cart,
  );
  const { clear, clearing } = useClearCart(data.id);
  // Emptied here (clear cart, the last line removed): the button pressed is gone, focus follows.
  const hadLines = useRef(data.lineCount > 0);
  if (data.lineCount === 0) return <EmptyCart headingLevel={3} focus={hadLines.current} />;
  return (
    <div className="cart-panel__content">
      <CartLines cart={data} compact />
      <div className="cart-panel__toolbar">
        <button
          type="button"
          className="cart-danger-button"
          disabled={clearing}
          aria-busy={clearing}
          onClick={() => {
            void clear().then((done) => {
              if (done) notify('info', 'cartPage.panel.cleared');
            });
          }}
        >
          {clearing ? t('cartPage.panel.clearing') : t('cartPage.panel.clear')}
        </button>
      </div>
      <OrderSummary cart={data} headingLevel={3} />
      <div className="cart-panel__actions">
        <Link to={routes.Cart()} className="button button--secondary">
          {t('cartPage.panel.goToCart')}
        </Link>
        <Link to={href('commande/')} className="button">
          {t('cartPage.panel.checkout')}
        </Link>
      </div>
    </div>
  );
}
