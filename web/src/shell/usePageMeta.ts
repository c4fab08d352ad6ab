import { useEffect } from 'react';
import { useT } from '../i18n/index.js';
import { useServerRender } from '../routing/server-render.js';

export interface PageMeta {
  /** The page's own title, without the shop's name; none gives the shop's name alone. */
  title?: string | null;
  /** Meta description; none gives the shop's default description. */
  description?: string | null;
  /** Absolute address of the picture a shared link shows (Open Graph, Twitter card); none: no picture. */
  image?: string | null | undefined;
  /** Open Graph type: `product` for a product page; `website` by default. */
  type?: 'website' | 'product';
}

function setDescription(content: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = content;
}

/**
 * Spec 2.2 / 2.4: the page's title (`<title> | Boutique des Outre-mer`) and meta description, with
 * the shop's defaults as fallback. Leaving the page puts the defaults back, so a page without its
 * own meta never shows the previous page's.
 */
export function usePageMeta({ title, description, image, type = 'website' }: PageMeta): void {
  const t = useT();
  const shop = t('shop.name');
  const fallback = t('shop.description');
  const full = title ? `${title} | ${shop}` : shop;
  const text = description?.trim() || fallback;
  // On the server, the deepest page's meta is what the first HTML's head carries.
  const server = useServerRender();
  // Link previews read the server's HTML only: the Open Graph and Twitter tags are written there.
  if (server) server.meta = { title: full, description: text, image: image ?? null, type, siteName: shop };
  useEffect(() => {
    document.title = full;
    setDescription(text);
    return () => {
      document.title = shop;
      setDescription(fallback);
    };
  }, [full, text, shop, fallback]);
}

/** The same as a component, for screens that prefer JSX. */
export function PageMeta(props: PageMeta): null {
  usePageMeta(props);
  return null;
}
