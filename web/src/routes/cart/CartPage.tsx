import '../../cart/page/messages.js';
import { lazy, useEffect, useRef } from 'react';
import { Suspense } from '../../routing/hydration.js';
import { fetchQuery, graphql, useFragment, usePreloadedQuery, useRelayEnvironment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import type { CartPageQuery } from '../../__generated__/CartPageQuery.graphql.js';
import type { CartPage_cart$key } from '../../__generated__/CartPage_cart.graphql.js';
import { CartReminder } from '../../cart/page/CartReminder.js';
import { EmptyCart } from '../../cart/page/EmptyCart.js';
import { FrancoBar } from '../../cart/page/FrancoBar.js';
import { CartLines } from '../../cart/panel/CartLines.js';
import { OrderSummary } from '../../cart/summary/OrderSummary.js';
import { useShopSettings } from '../../config/shop.js';
import { useT } from '../../i18n/index.js';
import { Breadcrumbs } from '../../listing/Breadcrumbs.js';
import type { PageProps } from '../../routing/page.js';
import { useHref } from '../../routing/catalog.js';
import { useRoutes } from '../../routing/routes.js';
import { usePageMeta } from '../../shell/usePageMeta.js';
import '../../cart/page/CartPage.css';

// A shop without coupons never downloads the form nor the forms kit (spec 9 flags).
const CouponForm = lazy(() => import('../../cart/page/CouponForm.js'));

export const cartPageQuery = graphql`
  query CartPageQuery @preloadable {
    viewer {
      cart {
        ...CartPage_cart
      }
    }
  }
`;

/** `mon-panier` (spec 2.1, 2.4): the cart's lines, reminder, franco bar, coupon and summary, or its empty state. */
export default function CartPage({ queryRef }: PageProps<CartPageQuery>) {
  const t = useT();
  const data = usePreloadedQuery<CartPageQuery>(cartPageQuery, queryRef);
  useFreshCart(queryRef);
  const title = t('cartPage.title');
  usePageMeta({ title });
  return (
    <div className="page cart-page">
      <Breadcrumbs items={[{ label: title }]} />
      <h1 className="cart-page__title">{title}</h1>
      {data.viewer.cart ? <FilledCart cart={data.viewer.cart} /> : <EmptyCart />}
    </div>
  );
}

/** The page's queries already shown once: coming back to one (Back) shows the store, not the network. */
const shown = new WeakSet<object>();

/**
 * The page may open on what the store holds, which can be older than the cart: the add-to-cart
 * control's reply carries no totals, and another tab may have changed the cart. Unless its query
 * has just come from the network, the cart is read again once the page is shown, and the page
 * follows.
 */
function useFreshCart(queryRef: PageProps<CartPageQuery>['queryRef']): void {
  const environment = useRelayEnvironment();
  useEffect(() => {
    const fresh = Boolean(queryRef.source) && !shown.has(queryRef);
    shown.add(queryRef);
    if (fresh) return;
    const subscription = fetchQuery<CartPageQuery>(
      environment,
      cartPageQuery,
      {},
      { fetchPolicy: 'network-only' },
    ).subscribe({
      // A failure was told by the network layer; the page keeps what it shows.
      error: () => {},
    });
    return () => subscription.unsubscribe();
  }, [environment, queryRef]);
}

function FilledCart({ cart }: { cart: CartPage_cart$key }) {
  const t = useT();
  const href = useHref();
  const routes = useRoutes();
  const { features } = useShopSettings();
  const data = useFragment(
    graphql`
      fragment CartPage_cart on Cart {
        lineCount
        ...CartLines_cart
        ...FrancoBar_cart
        ...OrderSummary_cart
        ...CouponForm_cart
      }
    `,
    cart,
  );
  // The last line removed here: its button is gone, focus goes to the way on.
  const hadLines = useRef(data.lineCount > 0);
  if (data.lineCount === 0) return <EmptyCart focus={hadLines.current} />;
  return (
    <div className="cart-page__grid">
      <div className="cart-page__lines">
        <CartReminder />
        <FrancoBar cart={data} />
        <CartLines cart={data} />
        <Link to={routes.Home()} className="cart-page__continue">
          {t('cartPage.continue')}
        </Link>
      </div>
      <div className="cart-page__side">
        <OrderSummary cart={data} />
        {features.coupons ? (
          <Suspense fallback={null}>
            <CouponForm cart={data} />
          </Suspense>
        ) : null}
        <Link to={href('commande/')} className="button cart-page__checkout">
          {t('cartPage.checkout')}
        </Link>
      </div>
    </div>
  );
}
