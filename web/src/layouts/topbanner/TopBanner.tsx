import { useEffect, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { isInDateWindow, TOP_BANNER_AUTOPLAY_MS } from '@shop/domain/content';
import { regionTimeZone } from '@shop/domain/territory-time';
import type { TopBannerQuery } from '../../__generated__/TopBannerQuery.graphql.js';
import { ContentLink } from '../../components/ContentLink.js';
import { useT } from '../../i18n/index.js';
import { useCatalog } from '../../routing/catalog.js';
import { useCarousel } from '../../shell/carousel.js';
import { CarouselControls } from '../../shell/CarouselControls.js';
import '../../shell/marketingMessages.js';
import './TopBanner.css';

/**
 * The top banner's own query (not the shell's: the shell does not wait for the content source).
 * The server runs it before rendering when the flag is on (`entry-server.tsx`): the banner is in the
 * first HTML, above the header, and nothing moves when the page hydrates.
 */
export const topBannerQuery = graphql`
  query TopBannerQuery {
    topBanner {
      id
      title
      buttonLabel
      # Read by ContentLink.
      # eslint-disable-next-line relay/unused-fields
      buttonLink {
        url
        external
      }
      isEvent
      startDate
      endDate
    }
  }
`;

type Item = NonNullable<TopBannerQuery['response']['topBanner']>[number];

/** The moment the items are checked against their window: none while hydrating, then each minute. */
function useNow(): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function Items({ items }: { items: readonly Item[] }) {
  const t = useT();
  const carousel = useCarousel(items.length, TOP_BANNER_AUTOPLAY_MS);
  return (
    <section className="top-banner" aria-label={t('marketing.topBanner.label')} {...carousel.pauseProps}>
      <div className="top-banner__inner">
        <ul className="top-banner__items">
          {items.map((item, index) => (
            // Every item takes the same cell, the hidden ones too: the banner is as tall as its
            // tallest item, so the header below it never moves as the items change.
            <li
              key={item.id}
              className={item.isEvent ? 'top-banner__item top-banner__item--event' : 'top-banner__item'}
              aria-hidden={index !== carousel.index || undefined}
              inert={index !== carousel.index}
            >
              {item.isEvent ? (
                <span className="top-banner__badge">{t('marketing.topBanner.event')}</span>
              ) : null}
              <span>{item.title}</span>
              {item.buttonLabel && item.buttonLink ? (
                <ContentLink link={item.buttonLink} className="top-banner__link">
                  {item.buttonLabel}
                </ContentLink>
              ) : null}
            </li>
          ))}
        </ul>
        <CarouselControls carousel={carousel} pagination={false} className="top-banner__controls" />
      </div>
    </section>
  );
}

/**
 * Spec 2.3 top promotional banner (flag `promotionalBar`, off by default: then neither this chunk
 * nor its query is asked for): the items of the content, already kept to their date window by the
 * gateway and checked again here each minute (a page left open past an item's end), one at a time,
 * the next every 8000 ms, looping, with a pause control; it stops while hovered or focused. Nothing
 * is shown when the content has no item or cannot be reached. A window's bare days are the region's
 * island days, whatever the zone of the shopper's device (as the gateway reads them).
 */
export default function TopBanner() {
  const { topBanner } = useLazyLoadQuery<TopBannerQuery>(
    topBannerQuery,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  const now = useNow();
  const timeZone = regionTimeZone(useCatalog().catalog);
  const items = (topBanner ?? []).filter(
    (item) =>
      now === null ||
      isInDateWindow({ startDate: item.startDate ?? null, endDate: item.endDate ?? null }, now, timeZone),
  );
  return items.length > 0 ? <Items items={items} /> : null;
}
