/** Spec 9: the phone layout (and its page sizes) under 768 px. */
export const MOBILE_QUERY = '(max-width: 767px)';

/** True under 768 px; false on the server, which has no window (it is told the size instead). */
export function isMobileScreen(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(MOBILE_QUERY).matches
    : false;
}
