import { Suspense, lazy, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { Gallery_product$key } from '../__generated__/Gallery_product.graphql.js';
import { useT } from '../i18n/index.js';
import { BrowserOnly } from '../routing/server-render.js';
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
          src
          srcMedium
          srcThumb
        }
      }
    `,
    product,
  );
  const [open, setOpen] = useState<number | null>(null);
  const images =
    data.gallery.length > 0
      ? data.gallery.map((i) => ({ ...i, title: i.title || data.name }))
      : [{ ...PLACEHOLDER, title: data.name }];
  const first = images[0]!;
  const still = (
    <button
      type="button"
      className="gallery__open"
      onClick={() => setOpen(0)}
      aria-label={t('product.gallery.zoom', { index: 1 })}
    >
      <img src={first.srcMedium} alt={first.title} width={480} height={480} />
    </button>
  );
  return (
    <div className="gallery">
      {images.length > 1 ? (
        // Until swiper arrives the first image stands at its final size, so nothing moves; the
        // server sends that image (swiper is the browser's).
        <Suspense fallback={<div className="gallery__main gallery__main--still">{still}</div>}>
          <BrowserOnly>
            <GallerySlider images={images} onOpen={setOpen} />
          </BrowserOnly>
        </Suspense>
      ) : (
        <div className="gallery__main gallery__main--still">{still}</div>
      )}
      {open !== null ? <Lightbox images={images} start={open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
