/**
 * Seller-written HTML (long descriptions), as the gateway serves it: already cleaned by the shop's
 * one rich-text rule (`@shop/domain/rich-text`, sanitize-html) down to text formatting, so the
 * server's HTML holds it (search engines, link previews, a page without JavaScript) and the browser
 * downloads no sanitiser (issue 34).
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
