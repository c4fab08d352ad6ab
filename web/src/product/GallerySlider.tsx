import { useEffect, useRef, useState } from 'react';
import { A11y, Keyboard, Navigation, Pagination, Thumbs } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperClass } from 'swiper';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import 'swiper/css/thumbs';
import './GallerySlider.css';
import { useT } from '../i18n/index.js';

export interface SlideImage {
  title: string;
  srcMedium: string;
  srcThumb: string;
}

/**
 * The gallery's slider, a lazy chunk (swiper stays out of the first pages' JavaScript): main image
 * 480x480 with arrows and clickable pagination, then a strip of 4 thumbnails 130x95, 20 apart.
 */
export default function GallerySlider({
  images,
  slide,
  onOpen,
}: {
  images: readonly SlideImage[];
  /**
   * The image asked for by a still thumbnail (`Gallery.tsx`), before the slider was there or while
   * it was replacing them: the slider starts on it, and moves to it if it changes after.
   */
  slide: number;
  onOpen: (index: number) => void;
}) {
  const t = useT();
  const [thumbs, setThumbs] = useState<SwiperClass | null>(null);
  const [main, setMain] = useState<SwiperClass | null>(null);
  // The strip's clicks move the main slider themselves: swiper's Thumbs module only links the two
  // once both are up, and a click in between (the slider had just replaced the still thumbnails
  // under the pointer) was lost. One made before the main slider is up is played when it is.
  const asked = useRef<number | null>(null);
  const show = (index: number) => {
    if (main && !main.destroyed) main.slideTo(index);
    else asked.current = index;
  };
  useEffect(() => {
    if (main && !main.destroyed && main.activeIndex !== slide) main.slideTo(slide);
  }, [main, slide]);
  return (
    <div className="gallery__slider">
      <Swiper
        onSwiper={(swiper) => {
          setMain(swiper);
          if (asked.current !== null) swiper.slideTo(asked.current, 0);
        }}
        modules={[Navigation, Pagination, Thumbs, Keyboard, A11y]}
        initialSlide={slide}
        navigation
        pagination={{ clickable: true }}
        keyboard={{ enabled: true }}
        thumbs={{ swiper: thumbs && !thumbs.destroyed ? thumbs : null }}
        a11y={{
          prevSlideMessage: t('product.gallery.previous'),
          nextSlideMessage: t('product.gallery.next'),
          paginationBulletMessage: t('product.gallery.goTo'),
        }}
        className="gallery__main"
      >
        {images.map((image, index) => (
          <SwiperSlide key={image.srcMedium}>
            <button
              type="button"
              className="gallery__open"
              onClick={() => onOpen(index)}
              aria-label={t('product.gallery.zoom', { index: index + 1 })}
            >
              <img src={image.srcMedium} alt={image.title} width={480} height={480} />
            </button>
          </SwiperSlide>
        ))}
      </Swiper>
      <Swiper
        modules={[Thumbs]}
        onSwiper={setThumbs}
        slidesPerView={4}
        spaceBetween={20}
        watchSlidesProgress
        className="gallery__thumbs"
      >
        {images.map((image, index) => (
          <SwiperSlide key={image.srcThumb} onClick={() => show(index)}>
            <img src={image.srcThumb} alt="" width={130} height={95} />
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
