/** The product page's shape while it loads: gallery square, title and price lines, offer box. */
export function ProductSkeleton() {
  return (
    <div className="page product-skeleton" aria-busy="true">
      <div className="skeleton product-skeleton__gallery" />
      <div className="product-skeleton__text">
        <div className="skeleton skeleton--title" />
        <div className="skeleton product-skeleton__line" />
        <div className="skeleton product-skeleton__line" />
        <div className="skeleton product-skeleton__offer" />
      </div>
    </div>
  );
}
