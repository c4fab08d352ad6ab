/** The shape of a listing while its query runs: title, toolbar, a grid of cards. */
export function ListingSkeleton() {
  return (
    <div className="page" aria-busy="true">
      <div className="skeleton skeleton--title" />
      <div className="listing-skeleton">
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i} className="skeleton" />
        ))}
      </div>
    </div>
  );
}
