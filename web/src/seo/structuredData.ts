/**
 * schema.org structured data of the shop's pages (issue 34), as JSON-LD: what a search engine reads
 * to show a product's price and availability, a page's breadcrumbs, a listing's products and the
 * shop's search box. Pure builders, so that the rules are tested without a page (`structuredData.test.ts`)
 * and the same objects come out of the server's and the browser's rendering.
 */

/** A JSON-LD node: `@type` and schema.org properties (Google's required ones are checked in tests). */
export interface Thing {
  '@type': string;
  [property: string]: unknown;
}

const CONTEXT = 'https://schema.org';

export function withContext(thing: Thing): Thing & { '@context': string } {
  return { '@context': CONTEXT, ...thing };
}

/**
 * The text of a `<script type="application/ld+json">`: JSON where no `<` can close the element
 * (a product named `</script>` stays data), nor `&` start an entity.
 */
export function jsonLdText(thing: Thing): string {
  return JSON.stringify(withContext(thing))
    .replace(/</gu, '\\u003c')
    .replace(/>/gu, '\\u003e')
    .replace(/&/gu, '\\u0026');
}

export interface OfferData {
  /** Seller's name. */
  seller: string;
  /** What the shopper pays now: decimal amount (`12.50`) and ISO 4217 currency. */
  price: { amount: string; currencyCode: string };
  /** The reference price shown struck through while a reduction applies; null otherwise. */
  strikethrough: { amount: string; currencyCode: string } | null;
  stockState: 'IN_STOCK' | 'LOW_STOCK' | 'OUT_OF_STOCK' | string;
}

export interface ProductData {
  name: string;
  /** Absolute address of the product page. */
  url: string;
  description: string;
  /** The shop's reference of the product (schema.org `sku`). */
  reference: string;
  /** EAN-13 barcode; becomes `gtin13` (an 8-digit one `gtin8`), anything else is left out. */
  ean: string | null;
  brand: string | null;
  /** Absolute picture URLs, cover first. */
  images: readonly string[];
  offers: readonly OfferData[];
}

const AVAILABILITY: Record<string, string> = {
  IN_STOCK: 'https://schema.org/InStock',
  LOW_STOCK: 'https://schema.org/LimitedAvailability',
  OUT_OF_STOCK: 'https://schema.org/OutOfStock',
};

function gtin(ean: string | null): Record<string, string> {
  if (ean === null) return {};
  if (/^\d{13}$/u.test(ean)) return { gtin13: ean };
  if (/^\d{8}$/u.test(ean)) return { gtin8: ean };
  return {};
}

function offer(data: OfferData, url: string): Thing {
  return {
    '@type': 'Offer',
    url,
    price: data.price.amount,
    priceCurrency: data.price.currencyCode,
    availability: AVAILABILITY[data.stockState] ?? AVAILABILITY.IN_STOCK,
    itemCondition: 'https://schema.org/NewCondition',
    seller: { '@type': 'Organization', name: data.seller },
    // Google's way to state the struck-through reference of a reduction.
    ...(data.strikethrough
      ? {
          priceSpecification: [
            {
              '@type': 'UnitPriceSpecification',
              priceType: 'https://schema.org/StrikethroughPrice',
              price: data.strikethrough.amount,
              priceCurrency: data.strikethrough.currencyCode,
            },
          ],
        }
      : {}),
  };
}

/** A product page: the product, and one offer per seller (spec 2.4's offers), or an aggregate. */
export function productJsonLd(product: ProductData): Thing {
  const offers = product.offers.map((o) => offer(o, product.url));
  const prices = product.offers.map((o) => Number(o.price.amount));
  return {
    '@type': 'Product',
    name: product.name,
    url: product.url,
    ...(product.description ? { description: product.description } : {}),
    sku: product.reference,
    ...gtin(product.ean),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    ...(product.images.length > 0 ? { image: product.images } : {}),
    ...(offers.length === 1
      ? { offers: offers[0] }
      : offers.length > 1
        ? {
            offers: {
              '@type': 'AggregateOffer',
              offerCount: offers.length,
              lowPrice: Math.min(...prices).toFixed(2),
              highPrice: Math.max(...prices).toFixed(2),
              priceCurrency: product.offers[0]!.price.currencyCode,
              offers,
            },
          }
        : {}),
  };
}

/** Breadcrumbs: each level with its absolute address, the current page's included. */
export function breadcrumbJsonLd(crumbs: readonly { name: string; url: string }[]): Thing {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** A listing's products, in the order shown (a summary page: each item is a link to its page). */
export function itemListJsonLd(name: string, items: readonly { name: string; url: string }[]): Thing {
  return {
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      url: item.url,
    })),
  };
}

/** The shop itself, and its search box (Google's sitelinks search box reads the `SearchAction`). */
export function shopJsonLd(shop: {
  name: string;
  /** The shop's public origin. */
  origin: string;
  /** The region and language's home page. */
  home: string;
  /** The search page's address, with `{search_term_string}` where the term goes. */
  searchTemplate: string;
  telephone: string | null;
}): Thing[] {
  return [
    {
      '@type': 'Organization',
      name: shop.name,
      url: shop.origin,
      logo: `${shop.origin}/favicon.svg`,
      ...(shop.telephone
        ? {
            contactPoint: {
              '@type': 'ContactPoint',
              telephone: shop.telephone,
              contactType: 'customer service',
            },
          }
        : {}),
    },
    {
      '@type': 'WebSite',
      name: shop.name,
      url: shop.home,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: shop.searchTemplate },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}
