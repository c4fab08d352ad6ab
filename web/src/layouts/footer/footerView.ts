import type { Translate } from '../../i18n/index.js';

/** A footer link as the footer renders it, from the content or the built-in footer. */
export interface FooterLinkView {
  label: string;
  /** Internal: path below /{catalog}/{locale}/; external: absolute URL. */
  url: string;
  external: boolean;
  /** Opens in a new tab (spec 2.3 target `_blank`; every external link). */
  newTab: boolean;
}

export interface FooterView {
  reassurance: { icon: string; title: string; text: string }[];
  columns: { key: string; title: string; links: FooterLinkView[] }[];
  annex: FooterLinkView[];
  social: { network: string; label: string; url: string }[];
  email: string;
}

/** The footer's content as the graph gives it (`FooterContentQuery`). */
export interface ContentFooter {
  readonly columns: readonly {
    readonly key: string;
    readonly title: string;
    readonly links: readonly ContentMenuLink[];
  }[];
  readonly annex: readonly ContentMenuLink[];
  readonly reassurance: readonly {
    readonly icon: string;
    readonly title: string;
    readonly text: string;
    readonly marketplaceOnly: boolean;
  }[];
  readonly socialLinks: readonly { readonly network: string; readonly label: string; readonly url: string }[];
  readonly contactEmail: string | null | undefined;
}

export interface ContentMenuLink {
  readonly label: string;
  readonly target: string;
  readonly marketplaceOnly: boolean;
  readonly link: { readonly url: string; readonly external: boolean };
}

/** Spec 2.3: up to three menu columns. */
const MAX_COLUMNS = 3;

/**
 * The footer of the content (spec 2.3): what leads to sellers' pages is left out when the
 * marketplace is off; external links and `BLANK` targets open in a new tab; an empty column is
 * dropped. `email` is the shop's default when the content gives none.
 */
export function contentFooterView(
  footer: ContentFooter,
  marketplace: boolean,
  defaultEmail: string,
): FooterView {
  const shown = <T extends { marketplaceOnly: boolean }>(item: T) => marketplace || !item.marketplaceOnly;
  const link = (item: ContentMenuLink): FooterLinkView => ({
    label: item.label,
    url: item.link.url,
    external: item.link.external,
    newTab: item.link.external || item.target === 'BLANK',
  });
  return {
    reassurance: footer.reassurance.filter(shown).map(({ icon, title, text }) => ({ icon, title, text })),
    columns: footer.columns
      .map((column) => ({
        key: column.key,
        title: column.title,
        links: column.links.filter(shown).map(link),
      }))
      .filter((column) => column.links.length > 0)
      .slice(0, MAX_COLUMNS),
    annex: footer.annex.filter(shown).map(link),
    social: footer.socialLinks.map(({ network, label, url }) => ({ network, label, url })),
    email: footer.contactEmail?.trim() || defaultEmail,
  };
}

/** A built-in footer item: a key under `shell.footer.links`, a path below /{catalog}/{locale}/. */
interface BuiltInLink {
  key: string;
  path: string;
  newTab?: boolean;
  marketplace?: boolean;
}

const cms = (slug: string): BuiltInLink => ({ key: slug, path: `cms/${slug}` });

/** The footer the shop ships, for when the content source gives none: the CMS pages of spec 2.1. */
const COLUMNS: { key: string; links: BuiltInLink[] }[] = [
  {
    key: 'about',
    links: [
      cms('a-propos'),
      { key: 'devenir-vendeur', path: 'devenir-vendeur', marketplace: true },
      { key: 'sellers', path: 'prestataires', marketplace: true },
    ],
  },
  { key: 'services', links: [cms('guide-d-achat'), cms('livraison'), cms('politique-de-retour')] },
  {
    key: 'legal',
    links: [
      cms('conditions-generales'),
      { key: 'conditions-generales-de-vente', path: 'conditions-generales-de-vente', newTab: true },
      cms('conditions-d-utilisation'),
      cms('mentions-legales'),
      cms('politique-de-confidentialite'),
      cms('gestion-des-cookies'),
    ],
  },
];

const REASSURANCE: { icon: string; key: string; marketplace?: boolean }[] = [
  { icon: 'truck', key: 'delivery' },
  { icon: 'lock', key: 'payment' },
  { icon: 'headset', key: 'service' },
  { icon: 'store', key: 'sellers', marketplace: true },
];

/** The built-in footer (the shop's wording), sellers' links only in marketplace mode. */
export function builtInFooterView(t: Translate, marketplace: boolean): FooterView {
  const shown = (item: { marketplace?: boolean }) => marketplace || !item.marketplace;
  return {
    reassurance: REASSURANCE.filter(shown).map(({ icon, key }) => ({
      icon,
      title: t(`footer.reassurance.${key}`),
      text: t(`footer.reassurance.${key}Text`),
    })),
    columns: COLUMNS.map((column) => ({
      key: column.key,
      title: t(`footer.${column.key}`),
      links: column.links.filter(shown).map((item) => ({
        label: t(`footer.links.${item.key}`),
        url: item.path,
        external: false,
        newTab: item.newTab ?? false,
      })),
    })),
    annex: [],
    social: [],
    email: t('footer.shopEmail'),
  };
}
