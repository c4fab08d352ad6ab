/**
 * What a server-rendered page's head tells machines (issue 34): Open Graph and Twitter card tags
 * (what a shared link's preview shows: title, description, picture, address) and the page's
 * schema.org JSON-LD. Only the server's HTML carries them: crawlers and link previews read it first.
 */
export interface SocialMeta {
  title: string | null;
  description: string | null;
  /** Absolute address of the page's picture (a product's cover); none: a text-only card. */
  image?: string | null;
  /** `website`, or `product` on a product page. */
  type?: string;
  siteName?: string | null;
  lang: string;
  links: readonly { rel: string; href: string; hreflang?: string }[];
}

/** Open Graph's locale of the page's language (territory-less French and English of the shop). */
const OG_LOCALE: Record<string, string> = { fr: 'fr_FR', en: 'en_GB' };

export function socialTags(page: SocialMeta, escape: (text: string) => string): string {
  const canonical = page.links.find((link) => link.rel === 'canonical')?.href ?? null;
  const image = page.image ?? null;
  const property = (name: string, content: string | null | undefined) =>
    content ? `<meta property="${name}" content="${escape(content)}">` : '';
  const name = (key: string, content: string | null | undefined) =>
    content ? `<meta name="${key}" content="${escape(content)}">` : '';
  return [
    property('og:type', page.type ?? 'website'),
    property('og:title', page.title),
    property('og:description', page.description),
    property('og:url', canonical),
    property('og:site_name', page.siteName),
    property('og:locale', OG_LOCALE[page.lang]),
    property('og:image', image),
    name('twitter:card', image ? 'summary_large_image' : 'summary'),
    name('twitter:title', page.title),
    name('twitter:description', page.description),
    name('twitter:image', image),
  ].join('');
}

/**
 * The page's JSON-LD as data blocks (never run: no nonce, nothing for the CSP to allow). The web's
 * server build writes JSON whose `<`, `>` and `&` are escaped; `<` is escaped here again, so no
 * block can close its element whatever a build sends.
 */
export function jsonLdBlocks(blocks: readonly string[] | undefined): string {
  return (blocks ?? [])
    .map((json) => `<script type="application/ld+json">${json.replace(/</gu, '\\u003c')}</script>`)
    .join('');
}
