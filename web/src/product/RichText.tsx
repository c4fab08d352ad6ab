import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { useHydrated } from '../routing/server-render.js';

/**
 * Seller-written HTML (long descriptions), cleaned by DOMPurify down to text formatting: no
 * scripts, styles, frames, forms or event attributes reach the page.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  // DOMPurify needs a DOM: the server sends the empty block, the browser fills it once hydrated.
  const hydrated = useHydrated();
  const clean = useMemo(
    () =>
      hydrated
        ? DOMPurify.sanitize(html, {
            ALLOWED_TAGS: [
              'p',
              'br',
              'ul',
              'ol',
              'li',
              'strong',
              'em',
              'b',
              'i',
              'h3',
              'h4',
              'table',
              'thead',
              'tbody',
              'tr',
              'th',
              'td',
              'a',
            ],
            ALLOWED_ATTR: ['href', 'title'],
          })
        : '',
    [html, hydrated],
  );
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
