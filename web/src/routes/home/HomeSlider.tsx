import { lazy, startTransition, useEffect, useState } from 'react';
import type { CSSProperties } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { HomeSlider_slides$key } from '../../__generated__/HomeSlider_slides.graphql.js';
import { useT } from '../../i18n/index.js';
import { Suspense } from '../../routing/hydration.js';
import { HomeSlide } from './HomeSlide.js';

// Swiper and the controls: a chunk of their own, asked for once the page is painted and hydrated.
const HomeSliderSwiper = lazy(() => import('./HomeSliderSwiper.js'));

/** After hydration, at the browser's next idle moment (at the latest 2 s after). */
function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 200);
  return () => clearTimeout(handle);
}

/**
 * The home slider (spec 2.4, 9: autoplay 5000 ms, looping, arrows and clickable pagination). The
 * server renders the first slide as a still picture, sized by its own width and height, and the
 * room for the controls: it is the page's largest paint, and nothing moves when the slider takes
 * its place. Swiper comes after the first paint and hydration, so it costs neither.
 */
export function HomeSlider({ slides: key }: { slides: HomeSlider_slides$key }) {
  const t = useT();
  // The slides' fields are read by HomeSlide (here and in the lazy swiper chunk), as plain data.
  /* eslint-disable relay/unused-fields */
  const slides = useFragment(
    graphql`
      fragment HomeSlider_slides on HomeSlide @relay(plural: true) {
        id
        title
        descriptionHtml
        buttonLabel
        link {
          url
          external
        }
        desktopImage {
          url
          alt
          width
          height
        }
        mobileImage {
          url
          alt
          width
          height
        }
      }
    `,
    key,
  );
  /* eslint-enable relay/unused-fields */
  const [animated, setAnimated] = useState(false);
  const several = slides.length > 1;
  useEffect(() => {
    if (!several) return;
    return whenIdle(() => startTransition(() => setAnimated(true)));
  }, [several]);
  const first = slides[0];
  if (!first) return null;
  // Every slide takes the first one's proportions (pictures are cropped to them), so the slider's
  // height is known before any picture arrives and never changes from one slide to the next.
  const ratios = {
    '--hero-ratio': `${first.desktopImage.width} / ${first.desktopImage.height}`,
    '--hero-ratio-mobile': `${first.mobileImage.width} / ${first.mobileImage.height}`,
  } as CSSProperties;
  const still = (
    <div className="hero-slider__frame">
      <HomeSlide slide={first} first />
      {several ? <div className="hero-slider__controls" /> : null}
    </div>
  );
  return (
    <section
      className="hero-slider"
      aria-roledescription={t('marketing.home.slider.carousel')}
      aria-label={t('marketing.home.slider.label')}
      style={ratios}
    >
      <Suspense fallback={still}>{animated ? <HomeSliderSwiper slides={slides} /> : still}</Suspense>
    </section>
  );
}
