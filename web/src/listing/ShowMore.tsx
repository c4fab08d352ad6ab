import { useEffect, useRef } from 'react';
import { useI18n } from '../i18n/index.js';
import './ShowMore.css';
import { formatNumber } from '../format/numbers.js';

/** Spec 9: infinite scroll on, loading when the end of the list comes within 64 px. */
export const INFINITE_SCROLL_OFFSET = 64;

/**
 * The next page of a list: loaded by infinite scroll when the end of the list comes near, and by the
 * "show more" button, which stays for the keyboard and when the scroll observer is unavailable.
 */
export function ShowMore({
  hasNext,
  loading,
  onMore,
  shown,
  total,
}: {
  hasNext: boolean;
  loading: boolean;
  onMore: (by: 'button' | 'scroll') => void;
  shown: number;
  total: number;
}) {
  const { t, locale } = useI18n();
  const sentinel = useRef<HTMLDivElement>(null);
  const onMoreRef = useRef(onMore);
  onMoreRef.current = onMore;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNext || loading || typeof IntersectionObserver === 'undefined') return;
    // A new observer after each page reports at once whether the end is still in view (a short page).
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) onMoreRef.current('scroll');
      },
      { rootMargin: `0px 0px ${INFINITE_SCROLL_OFFSET}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNext, loading]);

  if (total === 0) return null;
  return (
    <div className="show-more">
      <div ref={sentinel} className="show-more__sentinel" aria-hidden="true" />
      <p className="show-more__progress">
        {t('catalog.shown', {
          shown: formatNumber(shown, locale),
          total: formatNumber(total, locale),
        })}
      </p>
      {hasNext ? (
        <button
          type="button"
          className="button button--secondary show-more__button"
          // Not `disabled`: the focused button would drop the keyboard focus while the page loads.
          aria-disabled={loading}
          onClick={() => {
            if (!loading) onMore('button');
          }}
        >
          {loading ? t('catalog.loadingMore') : t('catalog.showMore')}
        </button>
      ) : null}
    </div>
  );
}
