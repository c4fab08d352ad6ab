import '../../cart/page/CartPage.css';

/** The cart page's shape while its query and chunk arrive: title, lines on the left, summary on the right. */
export function CartSkeleton() {
  return (
    <div className="page cart-page" aria-busy="true">
      <div className="skeleton skeleton--title" />
      <div className="cart-page__grid">
        <div className="cart-page__lines">
          <div className="skeleton cart-skeleton__line" />
          <div className="skeleton cart-skeleton__line" />
          <div className="skeleton cart-skeleton__line" />
        </div>
        <div className="skeleton cart-skeleton__summary" />
      </div>
    </div>
  );
}
