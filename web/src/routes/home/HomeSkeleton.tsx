/** The home page's shape while it loads: the welcome band, then a row of cards. */
export function HomeSkeleton() {
  return (
    <div className="page" aria-busy="true">
      <div className="skeleton" style={{ height: 120 }} />
      <div className="skeleton skeleton--title" />
      <div className="skeleton" style={{ height: 320 }} />
    </div>
  );
}
