import { useT } from '../i18n/index.js';
import type { Carousel } from './carousel.js';
import { Icon } from './Icon.js';
import './marketingMessages.js';
import './CarouselControls.css';

/**
 * A carousel's controls: pause or play (WCAG 2.2.2), previous, one button per item (the shown one
 * marked `aria-current`) and next. Real buttons, 24 px at least (WCAG 2.5.8), usable by keyboard.
 */
export function CarouselControls({
  carousel,
  pagination = true,
  className = '',
}: {
  carousel: Carousel;
  /** One button per item (the home slider's clickable pagination). */
  pagination?: boolean;
  className?: string;
}) {
  const t = useT();
  const { count, index } = carousel;
  if (count < 2) return null;
  return (
    <div className={`carousel-controls ${className}`}>
      <button
        type="button"
        className="carousel-controls__button carousel-controls__play"
        onClick={carousel.togglePlay}
        aria-label={t(carousel.playing ? 'marketing.carousel.pause' : 'marketing.carousel.play')}
      >
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d={carousel.playing ? 'M7 5h4v14H7zM13 5h4v14h-4z' : 'M7 4.5v15l12-7.5z'}
            fill="currentColor"
          />
        </svg>
      </button>
      <button
        type="button"
        className="carousel-controls__button"
        onClick={carousel.previous}
        aria-label={t('marketing.carousel.previous')}
      >
        <Icon name="chevronLeft" size={20} />
      </button>
      {pagination ? (
        <div className="carousel-controls__dots" role="group" aria-label={t('marketing.carousel.choose')}>
          {Array.from({ length: count }, (_, i) => (
            <button
              key={i}
              type="button"
              className="carousel-controls__dot"
              aria-current={i === index ? 'true' : undefined}
              aria-label={t('marketing.carousel.goTo', { index: i + 1, count })}
              onClick={() => carousel.goTo(i)}
            />
          ))}
        </div>
      ) : null}
      <button
        type="button"
        className="carousel-controls__button"
        onClick={carousel.next}
        aria-label={t('marketing.carousel.next')}
      >
        <Icon name="chevronRight" size={20} />
      </button>
    </div>
  );
}
