import { useEffect, useState } from 'react';
import { useT } from '../i18n/index.js';
import { Icon } from '../shell/Icon.js';
import './BackToTop.css';

/** Spec 9: shown after scrolling more than 300 px, the position sampled every 100 ms. */
export const BACK_TO_TOP_AFTER_PX = 300;
export const SCROLL_SAMPLE_MS = 100;

export function BackToTop() {
  const t = useT();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const sample = () => {
      timer = undefined;
      setShown(window.scrollY > BACK_TO_TOP_AFTER_PX);
    };
    const onScroll = () => {
      timer ??= setTimeout(sample, SCROLL_SAMPLE_MS);
    };
    sample();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(timer);
    };
  }, []);
  if (!shown) return null;
  return (
    <button
      type="button"
      className="back-to-top"
      aria-label={t('shell.backToTop')}
      onClick={() => {
        const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
    >
      <Icon name="arrowUp" />
    </button>
  );
}
