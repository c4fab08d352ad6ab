import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * Seller-written HTML (long descriptions), cleaned by DOMPurify down to text formatting: no
 * scripts, styles, frames, forms or event attributes reach the page.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(
    () =>
      DOMPurify.sanitize(html, {
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
      }),
    [html],
  );
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
