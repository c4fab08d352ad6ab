import { useEffect } from 'react';
import { useT } from '../i18n/index.js';

export interface PageMeta {
  /** The page's own title, without the shop's name; none gives the shop's name alone. */
  title?: string | null;
  /** Meta description; none gives the shop's default description. */
  description?: string | null;
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
export function usePageMeta({ title, description }: PageMeta): void {
  const t = useT();
  const shop = t('shop.name');
  const fallback = t('shop.description');
  useEffect(() => {
    document.title = title ? `${title} | ${shop}` : shop;
    setDescription(description?.trim() || fallback);
    return () => {
      document.title = shop;
      setDescription(fallback);
    };
  }, [title, description, shop, fallback]);
}

/** The same as a component, for screens that prefer JSX. */
export function PageMeta(props: PageMeta): null {
  usePageMeta(props);
  return null;
}
