import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { onLocationChange } from '../routing/history.js';
import { isPageView, track } from './analytics.js';
import type { VisitedLocation } from './analytics.js';
import { placeOf, restoreTarget, scrollAction } from './scroll.js';
import type { AnchorBox, SavedPlace, ScrollLocation } from './scroll.js';
import { urlWithoutPrivateParams, withoutPrivateParams } from './privateParams.js';

/** Place of each history entry, saved as the shopper leaves it. */
const positions = new Map<string, SavedPlace>();
const KEEP_POSITIONS = 50;
let shown: ScrollLocation | null = null;
let tracked: (VisitedLocation & { key: string }) | null = null;

// Runs before React renders the next location, while the page being left is still on screen.
onLocationChange(() => {
  if (!shown) return;
  positions.delete(shown.key);
  positions.set(shown.key, placeOf(window.scrollY, anchorBoxes(), window.innerHeight));
  while (positions.size > KEEP_POSITIONS) positions.delete(positions.keys().next().value!);
});

const ANCHOR = 'data-scroll-anchor';

function* anchorBoxes(): Generator<AnchorBox> {
  for (const element of document.querySelectorAll<HTMLElement>(`[${ANCHOR}]`)) {
    const { top, bottom } = element.getBoundingClientRect();
    yield { key: element.getAttribute(ANCHOR)!, top, bottom };
  }
}

/** The anchor's distance from the top of the page now, null while the page does not have it. */
function anchorTop(key: string): number | null {
  const element = document.querySelector(`[${ANCHOR}="${CSS.escape(key)}"]`);
  return element ? element.getBoundingClientRect().top + window.scrollY : null;
}

function smooth(): ScrollBehavior {
  return matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/** Retries for a few frames: the page's content (and so its height) may arrive just after. */
function untilReady(attempt: () => boolean, frames = 60, onEnd = () => {}): () => void {
  let handle = 0;
  let left = frames;
  const step = () => {
    if (attempt() || --left <= 0) {
      onEnd();
      return;
    }
    handle = requestAnimationFrame(step);
  };
  step();
  return () => {
    cancelAnimationFrame(handle);
    onEnd();
  };
}

/**
 * While a place is found again, the whole page is laid out: the parts laid out only near the screen
 * (`content-visibility: auto`: list cards, footer, sections) count with an estimated height until
 * then, and the page was too short to get back to a card of a second page. Once shown, they keep
 * their real height (`contain-intrinsic-size: auto`).
 */
const RESTORING = 'data-restoring-scroll';

/**
 * A part's real height is remembered only at a rendering update that lays it out: the attribute is
 * taken away two frames later, or the parts above the screen fell back to their estimate and the
 * page jumped up by the difference (a phone's cards are taller than the estimate).
 */
function afterSizesRemembered(then: () => void): void {
  requestAnimationFrame(() => requestAnimationFrame(then));
}

/** Spec 2.2 scrolling rules (see `scrollAction`), applied after each navigation. */
export function useScrollRules(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);
  useLayoutEffect(() => {
    const next: ScrollLocation = {
      pathname: location.pathname,
      search: location.search,
      hash: location.hash,
      key: location.key,
    };
    if (shown?.key === next.key) return;
    const action = scrollAction(shown, next, navigationType, positions.has(next.key));
    shown = next;
    switch (action.type) {
      case 'top':
        window.scrollTo({ top: 0, left: 0, behavior: 'auto' });
        return;
      case 'restore': {
        const place = positions.get(action.key) ?? { y: 0 };
        const root = document.documentElement;
        root.setAttribute(RESTORING, '');
        return untilReady(
          () => {
            const top = restoreTarget(place, place.anchor ? anchorTop(place.anchor.key) : null);
            // Until the card is back, the saved offset: the closest place known.
            window.scrollTo({ top: top ?? place.y, left: 0, behavior: 'auto' });
            return top !== null && Math.abs(window.scrollY - top) < 2;
          },
          60,
          () => afterSizesRemembered(() => root.removeAttribute(RESTORING)),
        );
      }
      case 'hash':
        return untilReady(() => {
          const target = document.getElementById(action.id);
          target?.scrollIntoView({ behavior: smooth(), block: 'start' });
          return target !== null;
        });
      case 'keep':
        return;
    }
  }, [location.pathname, location.search, location.hash, location.key, navigationType]);
}

/** Spec 2.2: a `page_view` event after a navigation that changed the path or both of whose queries are non-empty. */
export function usePageViews(): void {
  const location = useLocation();
  useEffect(() => {
    if (tracked?.key === location.key) return;
    const next = { pathname: location.pathname, search: location.search, key: location.key };
    const previous = tracked;
    tracked = next;
    if (!isPageView(previous, next)) return;
    // A reset link's token is a password's worth: it never reaches the data layer.
    track('page_view', {
      page_path: `${location.pathname}${withoutPrivateParams(location.search)}`,
      page_location: urlWithoutPrivateParams(window.location.href),
      page_referrer: previous
        ? `${window.location.origin}${previous.pathname}${withoutPrivateParams(previous.search)}`
        : document.referrer && urlWithoutPrivateParams(document.referrer),
    });
  }, [location.pathname, location.search, location.key]);
}
