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
