import './home.css';

const CARDS = 5;

/** The home page's shape while it loads: the welcome band, two rows of cards, the category tiles. */
export function HomeSkeleton() {
  const row = (
    <div className="home__section">
      <div className="skeleton skeleton--title" />
      <div className="home__row">
        {Array.from({ length: CARDS }, (_, i) => (
          <div key={i} className="home__slide skeleton home__skeleton-card" />
        ))}
      </div>
    </div>
  );
  return (
    <div className="page home" aria-busy="true">
      <div className="skeleton home__skeleton-hero" />
      {row}
      {row}
    </div>
  );
}
