/**
 * Spec 2.2, scrolling after a navigation:
 * - back / forward (POP): the position saved for that history entry comes back;
 * - same path with a hash: smooth scroll to the element the hash names;
 * - same path, only the query string changed (no route parameter changed): the position is kept;
 * - anything else: top of the page.
 */
export type ScrollAction =
  { type: 'restore'; key: string } | { type: 'hash'; id: string } | { type: 'keep' } | { type: 'top' };

export interface ScrollLocation {
  pathname: string;
  search: string;
  hash: string;
  key: string;
}

export function scrollAction(
  previous: ScrollLocation | null,
  next: ScrollLocation,
  navigationType: 'POP' | 'PUSH' | 'REPLACE',
  hasSavedPosition: boolean,
): ScrollAction {
  if (!previous) return next.hash.length > 1 ? { type: 'hash', id: decodeHash(next.hash) } : { type: 'keep' };
  if (navigationType === 'POP' && hasSavedPosition) return { type: 'restore', key: next.key };
  if (previous.pathname === next.pathname) {
    if (next.hash.length > 1) return { type: 'hash', id: decodeHash(next.hash) };
    if (previous.search !== next.search) return { type: 'keep' };
    // A REPLACE to the same URL (a redirect, a corrected parameter) is not a new page either.
    if (navigationType === 'REPLACE') return { type: 'keep' };
  }
  return { type: 'top' };
}

function decodeHash(hash: string): string {
  const id = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(id);
  } catch {
    return id;
  }
}

/**
 * Where the shopper was on a page they leave: the scroll offset and, where the page marks parts
 * with `data-scroll-anchor` (list cards), the first part on screen and its distance from the top.
 * Parts laid out only near the screen (`content-visibility: auto`) count with an estimated height
 * when the page is left but with their real one when it is laid out again to come back, so the
 * offset alone lands higher or lower on the list than the card the shopper was looking at.
 */
export interface SavedPlace {
  y: number;
  anchor?: { key: string; top: number };
}

export interface AnchorBox {
  key: string;
  top: number;
  bottom: number;
}

/** The anchor to keep: the first part whose top is on screen, else the first part crossing it. */
export function placeOf(y: number, boxes: Iterable<AnchorBox>, viewportHeight: number): SavedPlace {
  let crossing: AnchorBox | undefined;
  for (const box of boxes) {
    if (box.bottom <= 0 || box.top >= viewportHeight) continue;
    if (box.top >= 0) return { y, anchor: { key: box.key, top: box.top } };
    crossing ??= box;
  }
  return crossing ? { y, anchor: { key: crossing.key, top: crossing.top } } : { y };
}

/**
 * The offset to scroll to when coming back: the anchor where it was on screen, once the page has
 * it again (`anchorTop` is its distance from the top of the page now, null while it is not there
 * yet); the saved offset where the page has no anchor.
 */
export function restoreTarget(place: SavedPlace, anchorTop: number | null): number | null {
  if (!place.anchor) return place.y;
  return anchorTop === null ? null : Math.max(0, Math.round(anchorTop - place.anchor.top));
}
