import { lazy, startTransition, useState } from 'react';
import { Suspense } from '../routing/hydration.js';
import { graphql, useFragment } from 'react-relay/hooks';
import type { Gallery_product$key } from '../__generated__/Gallery_product.graphql.js';
import { useT } from '../i18n/index.js';
import { Lightbox } from './Lightbox.js';

const GallerySlider = lazy(() => import('./GallerySlider.js'));

const PLACEHOLDER = {
  title: '',
  src: '/media/placeholder/large.svg',
  srcMedium: '/media/placeholder/medium.svg',
  srcThumb: '/media/placeholder/thumb.svg',
};

/** Spec 2.4 product gallery: one image alone, several in the slider with thumbnails; a placeholder without. */
export function Gallery({ product }: { product: Gallery_product$key }) {
  const t = useT();
  const data = useFragment(
    graphql`
      fragment Gallery_product on Product {
        name
        gallery {
          title
          # The lightbox's full-size picture (Lightbox.tsx): it takes plain images, the placeholder too.
          # eslint-disable-next-line relay/unused-fields
          src
          srcMedium
          srcThumb
        }
      }
    `,
    product,
  );
  const [open, setOpen] = useState<number | null>(null);
  // The slide the slider starts on, once the shopper reaches for the gallery: swiper (its code and
  // its measuring of the page) stays out of the page's load. Until then, and while its code loads,
  // the first image and the thumbnails stand where the slider will.
  const [slider, setSlider] = useState<number | null>(null);
  const startSlider = () => startTransition(() => setSlider((current) => current ?? 0));
  // A thumbnail pressed while swiper's code loads (the pointer on its way there already asked for it).
  // Taken at the press, not the click: the slider may replace the still thumbnails between the press
  // and the release, and a click whose press and release land on different elements is lost.
  const startSliderAt = (index: number) => startTransition(() => setSlider(index));
  const images =
    data.gallery.length > 0
      ? data.gallery.map((i) => ({ ...i, title: i.title || data.name }))
      : [{ ...PLACEHOLDER, title: data.name }];
  const first = images[0]!;
  const still = (
    <div className="gallery__main gallery__main--still">
      <button
        type="button"
        className="gallery__open"
        onClick={() => setOpen(0)}
        aria-label={t('product.gallery.zoom', { index: 1 })}
      >
        <img src={first.srcMedium} alt={first.title} width={480} height={480} />
      </button>
    </div>
  );
  if (images.length === 1)
    return (
      <div className="gallery">
        {still}
        {open !== null ? <Lightbox images={images} start={open} onClose={() => setOpen(null)} /> : null}
      </div>
    );
  return (
    <div className="gallery" onPointerEnter={startSlider} onTouchStart={startSlider} onFocus={startSlider}>
      <Suspense fallback={null}>
        {slider === null ? (
          <>
            {still}
            <ul className="gallery__thumbs gallery__thumbs--still">
              {images.map((image, index) => (
                <li key={image.srcThumb}>
                  <button
                    type="button"
                    className="gallery__thumb"
                    aria-label={t('product.gallery.goTo', { index: index + 1 })}
                    onPointerDown={() => startSliderAt(index)}
                    onClick={() => startSliderAt(index)}
                  >
                    <img src={image.srcThumb} alt="" width={130} height={95} />
                  </button>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <GallerySlider images={images} slide={slider} onOpen={setOpen} />
        )}
      </Suspense>
      {open !== null ? <Lightbox images={images} start={open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
