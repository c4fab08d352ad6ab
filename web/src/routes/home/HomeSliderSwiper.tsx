import { useEffect, useState } from 'react';
import type { Swiper as SwiperClass } from 'swiper';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { HOME_SLIDER_AUTOPLAY_MS } from '@shop/domain/content';
import { useT } from '../../i18n/index.js';
import { useCarousel } from '../../shell/carousel.js';
import { CarouselControls } from '../../shell/CarouselControls.js';
import { HomeSlide } from './HomeSlide.js';
import type { SlideData } from './HomeSlide.js';

/** How long a slide takes to slide in (none for a shopper who asked for less motion). */
const SPEED_MS = 500;

/**
 * The home slider once animated (a lazy chunk: swiper stays out of the first page's JavaScript):
 * autoplay every 5000 ms, looping, swiping, previous and next, one button per slide and the pause
 * control; it stops while hovered or focused. Only the slide shown can take the focus, and a slide
 * shown by the shopper is announced (not those the autoplay shows).
 */
export default function HomeSliderSwiper({ slides }: { slides: readonly SlideData[] }) {
  const t = useT();
  const carousel = useCarousel(slides.length, HOME_SLIDER_AUTOPLAY_MS);
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);
  const { index, reducedMotion } = carousel;

  useEffect(() => {
    if (swiper && !swiper.destroyed && swiper.realIndex !== index)
      swiper.slideToLoop(index, reducedMotion ? 0 : SPEED_MS);
  }, [swiper, index, reducedMotion]);

  return (
    <div className="hero-slider__frame" {...carousel.pauseProps}>
      <Swiper
        loop
        speed={reducedMotion ? 0 : SPEED_MS}
        onSwiper={setSwiper}
        onSlideChange={(instance) => carousel.goTo(instance.realIndex)}
        className="hero-slider__swiper"
      >
        {slides.map((slide, i) => (
          <SwiperSlide
            key={slide.id}
            role="group"
            aria-roledescription={t('marketing.home.slider.slide')}
            aria-label={t('marketing.carousel.item', { index: i + 1, count: slides.length })}
          >
            {/* The other slides are off screen: out of the focus order and of the reading. */}
            <div inert={i !== index} className="hero-slider__slide">
              <HomeSlide slide={slide} first={i === 0} />
            </div>
          </SwiperSlide>
        ))}
      </Swiper>
      {/* What the shopper's own move shows, said by screen readers (the autoplay's moves are not). */}
      <p className="visually-hidden" aria-live="polite">
        {carousel.running
          ? ''
          : `${t('marketing.carousel.item', { index: index + 1, count: slides.length })}${slides[index]?.title ? ` : ${slides[index].title}` : ''}`}
      </p>
      <CarouselControls carousel={carousel} className="hero-slider__controls" />
    </div>
  );
}
