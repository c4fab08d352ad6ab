/**
 * Links inside the content's HTML (CMS bodies, buying guides, FAQ answers). The content writes an
 * internal link as a path below `/{catalog}/{locale}/` (`cms/livraison#retours`, contract of
 * `ContentLink`): as written it would resolve against the page's own URL, so it is made absolute
 * before the HTML reaches the page (the server's HTML then links right without JavaScript), and a
 * click on it is handled by the router instead of reloading the shop.
 */

/** A scheme (`https:`, `mailto:`, `tel:`). */
const ABSOLUTE = /^[a-z][a-z0-9+.-]*:/iu;

/**
 * The `href` of every `<a>` of sanitised HTML, relative ones prefixed with `base`
 * (`/{catalog}/{locale}/`). Left alone: absolute URLs, `mailto:`/`tel:`, root paths (the
 * storefront-api already writes a region's links so, `/martinique/fr/cms/livraison`), and a bare
 * `#hash` or `?query` (they stay on the page). Relies on the sanitiser's output: attributes
 * double-quoted, `"` and `>` escaped inside them.
 */
export function localizeLinks(html: string, base: string): string {
  const root = base.endsWith('/') ? base : `${base}/`;
  return html.replace(/(<a\b[^>]*?\shref=")([^"]*)"/giu, (whole, start: string, href: string) => {
    if (href === '' || ABSOLUTE.test(href) || /^[/#?]/u.test(href)) return whole;
    return `${start}${root}${href}"`;
  });
}

export interface ClickState {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

export interface AnchorState {
  /** The resolved URL (`HTMLAnchorElement.href`). */
  href: string;
  target: string;
  download: boolean;
}

/**
 * Where the router should go for a click on a link of the content, or null to leave the click to
 * the browser: a modified or middle click (new tab), a link with a target or a download, another
 * origin, or a path of the site outside the shop's pages (a file under `/media/`, another app).
 */
export function inAppPath(
  click: ClickState,
  anchor: AnchorState,
  origin: string,
  base: string,
): string | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.download) return null;
  let url: URL;
  try {
    url = new URL(anchor.href);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const root = base.endsWith('/') ? base : `${base}/`;
  if (!`${url.pathname}/`.startsWith(root)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
