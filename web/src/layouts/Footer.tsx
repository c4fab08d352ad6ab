import { Suspense } from '../routing/hydration.js';
import { FooterContent } from './footer/footerQuery.js';
import './Footer.css';

/**
 * Spec 2.3 footer, from the content source (`footer`), the shop's built-in one when the content has
 * none. Its code and query come beside the page's (`footer/footerQuery.ts`), so it never holds the
 * page back; its place is kept while it loads (the footer's styles are the first page's).
 */
export function Footer() {
  return (
    <Suspense fallback={<div className="footer" aria-hidden="true" />}>
      <FooterContent />
    </Suspense>
  );
}
