import { useEffect, useRef, useState } from 'react';
import { useT } from '../i18n/index.js';

export interface LightboxImage {
  src: string;
  title: string;
}

/** The image lightbox (spec 2.4): opens at the clicked image; arrows and keys go through them; Escape closes. */
export function Lightbox({
  images,
  start,
  onClose,
}: {
  images: readonly LightboxImage[];
  start: number;
  onClose: () => void;
}) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const [index, setIndex] = useState(start);
  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);
  const move = (step: number) => setIndex((i) => (i + step + images.length) % images.length);
  const image = images[index]!;
  return (
    <dialog
      ref={dialog}
      className="lightbox"
      aria-label={t('product.gallery.lightbox')}
      onClose={onClose}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') move(1);
        if (event.key === 'ArrowLeft') move(-1);
      }}
    >
      <button
        type="button"
        className="lightbox__close"
        onClick={onClose}
        aria-label={t('product.gallery.close')}
      >
        ×
      </button>
      <img src={image.src} alt={image.title} className="lightbox__image" />
      {images.length > 1 ? (
        <div className="lightbox__nav">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => move(-1)}
            aria-label={t('product.gallery.previous')}
          >
            ‹
          </button>
          <span aria-live="polite">
            {t('product.gallery.position', { index: index + 1, count: images.length })}
          </span>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => move(1)}
            aria-label={t('product.gallery.next')}
          >
            ›
          </button>
        </div>
      ) : null}
    </dialog>
  );
}
