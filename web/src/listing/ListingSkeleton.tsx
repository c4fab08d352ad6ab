import './ListingSkeleton.css';

/**
 * The shape of a listing page while its query runs (breadcrumbs, title, facets column, toolbar,
 * product rows), so nothing jumps when the products arrive.
 */
export function ListingSkeleton({ withFacets = true }: { withFacets?: boolean }) {
  return (
    <div className="page listing-skeleton" aria-busy="true">
      <div className="skeleton listing-skeleton__crumbs" />
      <div className="skeleton skeleton--title" />
      {withFacets ? <div className="skeleton listing-skeleton__chips" /> : null}
      <div className={`listing-skeleton__body${withFacets ? '' : ' listing-skeleton__body--full'}`}>
        {withFacets ? (
          <div className="listing-skeleton__facets">
            {Array.from({ length: 4 }, (_, i) => (
              <div key={i} className="skeleton listing-skeleton__facet" />
            ))}
          </div>
        ) : null}
        <div>
          <div className="skeleton listing-skeleton__toolbar" />
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className="skeleton listing-skeleton__row" />
          ))}
        </div>
      </div>
    </div>
  );
}

/** The seller list while it loads. */
export function ShopsSkeleton() {
  return (
    <div className="page listing-skeleton" aria-busy="true">
      <div className="skeleton listing-skeleton__crumbs" />
      <div className="skeleton skeleton--title" />
      <div className="listing-skeleton__shops">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="skeleton listing-skeleton__shop" />
        ))}
      </div>
    </div>
  );
}
