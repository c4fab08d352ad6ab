/**
 * Rules of the marketing content every layer shares (spec 2.3, 3): when a dated item shows.
 */
import { calendarDayIn } from './territory-time.js';

/** An item with an optional window (ISO 8601 bounds, inclusive; a date alone covers its whole day). */
export interface DateWindow {
  startDate: string | null;
  endDate: string | null;
}

const BARE_DAY = /^\d{4}-\d{2}-\d{2}$/u;

/**
 * True when `now` lies inside the item's window; an unreadable bound hides the item. A bare
 * `YYYY-MM-DD` bound is a whole day of the shopper's island (`timeZone`, see `regionTimeZone`): "until 30 November" ends
 * at midnight in Martinique, four hours after UTC's. Comparing calendar days (`YYYY-MM-DD` sorts as
 * it reads) rather than instants needs no offset. A date-time bound is an instant, read as written.
 * Without a time zone the day is UTC's.
 */
export function isInDateWindow(item: DateWindow, now: Date = new Date(), timeZone = 'UTC'): boolean {
  const time = now.getTime();
  const today = calendarDayIn(now, timeZone);
  const outside = (value: string, edge: 'start' | 'end'): boolean => {
    if (BARE_DAY.test(value)) {
      if (Number.isNaN(Date.parse(value))) return true;
      return edge === 'start' ? today < value : today > value;
    }
    const bound = Date.parse(value);
    return Number.isNaN(bound) || (edge === 'start' ? time < bound : time > bound);
  };
  if (item.startDate !== null && outside(item.startDate, 'start')) return false;
  if (item.endDate !== null && outside(item.endDate, 'end')) return false;
  return true;
}

/** A link of the content as pages use it: an internal path or an external `https:` URL. */
export interface SafeLink {
  url: string;
  external: boolean;
}

/** Below /{catalog}/{locale}/: path segments, an optional query and hash, no scheme, no `//`. */
const INTERNAL_PATH = /^(?!\/\/)\/?[\p{L}\p{N}\-._~%/]*(\?[\p{L}\p{N}\-._~%&=+]*)?(#[\p{L}\p{N}\-._~%]*)?$/u;

/**
 * The content's link as it may reach an `href`: external only over https, internal only as a plain
 * path (`cms/a-propos`, `categorie/maison#top`); anything else (`javascript:`, `data:`,
 * protocol-relative, a stray space) is no link at all. The leading slash is dropped.
 */
export function safeContentLink(url: string | null | undefined): SafeLink | null {
  if (url === null || url === undefined) return null;
  const text = url.trim();
  if (text === '' || text.length > 2000) return null;
  if (/^https:\/\/[^\s/?#]+[^\s]*$/iu.test(text)) {
    try {
      return new URL(text).protocol === 'https:' ? { url: text, external: true } : null;
    } catch {
      return null;
    }
  }
  return INTERNAL_PATH.test(text) ? { url: text.replace(/^\//u, ''), external: false } : null;
}

/*
 * How the marketing content moves and adapts (spec 2.4 and 9). Kept with the content's rules rather
 * than in `constants.ts`: only the lazily loaded carousels use them, and the storefront's bundler
 * then leaves the first page's constants where they are.
 */

/**
 * The language the marketing content is written in (spec 1's content source; the demo content is
 * French). A page in another language keeps its own wording where the content would speak French.
 */
export const CONTENT_LOCALE = 'fr';

/** Spec 9: the home slider moves to its next slide every 5000 ms, looping. */
export const HOME_SLIDER_AUTOPLAY_MS = 5000;
/** Spec 9: the top promotional banner moves to its next item every 8000 ms, looping. */
export const TOP_BANNER_AUTOPLAY_MS = 8000;
/** Spec 2.4 and 9: the home slider shows a slide's mobile picture on screens this wide or narrower. */
export const SLIDER_MOBILE_MAX_WIDTH_PX = 520;
