import { SLIDER_MOBILE_MAX_WIDTH_PX } from '@shop/domain/content';
import { ContentLink } from '../../components/ContentLink.js';
import type { ContentTarget } from '../../components/ContentLink.js';
import { useT } from '../../i18n/index.js';

interface SlideImage {
  readonly url: string;
  readonly alt: string;
  readonly width: number;
  readonly height: number;
}

/** A slide of the home slider, as `HomeSlider_slides` reads it. */
export interface SlideData {
  readonly id: string;
  readonly title: string | null | undefined;
  readonly descriptionHtml: string | null | undefined;
  readonly buttonLabel: string | null | undefined;
  readonly link: ContentTarget | null | undefined;
  readonly desktopImage: SlideImage;
  readonly mobileImage: SlideImage;
}

/**
 * One slide (spec 2.4): the mobile picture at 520 px or less, the desktop one otherwise; an
 * optional title, HTML description (sanitised by the gateway) and button; without a button the
 * picture itself is the link. The first slide is the page's largest paint: its picture loads first.
 */
export function HomeSlide({ slide, first }: { slide: SlideData; first: boolean }) {
  const t = useT();
  const { desktopImage: desktop, mobileImage: mobile, link } = slide;
  const picture = (
    <picture>
      <source
        media={`(max-width: ${SLIDER_MOBILE_MAX_WIDTH_PX}px)`}
        srcSet={mobile.url}
        width={mobile.width}
        height={mobile.height}
      />
      <img
        className="hero-slide__image"
        src={desktop.url}
        alt={desktop.alt}
        width={desktop.width}
        height={desktop.height}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : undefined}
        decoding={first ? undefined : 'async'}
      />
    </picture>
  );
  const button = slide.buttonLabel && link ? slide.buttonLabel : null;
  return (
    <div className="hero-slide">
      {link && !button ? (
        <ContentLink
          link={link}
          className="hero-slide__media"
          label={slide.title || desktop.alt || t('marketing.home.slider.label')}
        >
          {picture}
        </ContentLink>
      ) : (
        <div className="hero-slide__media">{picture}</div>
      )}
      {slide.title || slide.descriptionHtml || button ? (
        <div className="hero-slide__caption">
          {slide.title ? <p className="hero-slide__title">{slide.title}</p> : null}
          {slide.descriptionHtml ? (
            <div className="hero-slide__text" dangerouslySetInnerHTML={{ __html: slide.descriptionHtml }} />
          ) : null}
          {button && link ? (
            <ContentLink link={link} className="button hero-slide__button">
              {button}
            </ContentLink>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
