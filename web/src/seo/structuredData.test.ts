import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, itemListJsonLd, jsonLdText, productJsonLd, shopJsonLd } from './structuredData.js';
import type { OfferData, ProductData } from './structuredData.js';
import { checkJsonLd } from './structuredDataRules.js';

const ORIGIN = 'https://boutique.example';
const euros = (amount: string) => ({ amount, currencyCode: 'EUR' });
const offer = (over: Partial<OfferData> = {}): OfferData => ({
  seller: 'Ti Kaz',
  price: euros('19.90'),
  strikethrough: null,
  stockState: 'IN_STOCK',
  ...over,
});
const product = (over: Partial<ProductData> = {}): ProductData => ({
  name: 'Ventilateur </script><script>alert(1)</script> & co',
  url: `${ORIGIN}/martinique/fr/produit/ventilateur`,
  description: 'Un ventilateur.',
  reference: 'REF-1',
  ean: '3760000000017',
  brand: 'Alizé',
  images: [`${ORIGIN}/media/p/1.webp`],
  offers: [offer()],
  ...over,
});

/** As a search engine reads the page's block. */
const check = (thing: Parameters<typeof jsonLdText>[0]) => checkJsonLd(jsonLdText(thing));

describe('structured data', () => {
  it('describes a product with one offer: price, currency, availability, GTIN, brand, pictures', () => {
    const text = jsonLdText(productJsonLd(product()));
    expect(text).not.toMatch(/<|>|&/u);
    expect(checkJsonLd(text)).toEqual({ type: 'Product', problems: [] });
    const data = JSON.parse(text) as Record<string, unknown>;
    expect(data.name).toBe('Ventilateur </script><script>alert(1)</script> & co');
    expect(data.gtin13).toBe('3760000000017');
    expect(data.offers).toMatchObject({
      '@type': 'Offer',
      price: '19.90',
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
      seller: { name: 'Ti Kaz' },
    });
  });

  it("gives every seller's offer, the reduction's struck-through price and the stock", () => {
    const thing = productJsonLd(
      product({
        offers: [
          offer({ price: euros('15.00'), strikethrough: euros('19.90'), stockState: 'LOW_STOCK' }),
          offer({ seller: 'Kaz Outremer', price: euros('21.50'), stockState: 'OUT_OF_STOCK' }),
        ],
      }),
    );
    expect(check(thing).problems).toEqual([]);
    expect(thing.offers).toMatchObject({
      '@type': 'AggregateOffer',
      offerCount: 2,
      lowPrice: '15.00',
      highPrice: '21.50',
      offers: [
        {
          availability: 'https://schema.org/LimitedAvailability',
          priceSpecification: [
            { priceType: 'https://schema.org/StrikethroughPrice', price: '19.90', priceCurrency: 'EUR' },
          ],
        },
        { availability: 'https://schema.org/OutOfStock' },
      ],
    });
  });

  it('leaves out a barcode that is no GTIN, and the rules refuse what Google would', () => {
    expect(productJsonLd(product({ ean: 'ABC' }))).not.toHaveProperty('gtin13');
    expect(check(productJsonLd(product({ offers: [] }))).problems).toContainEqual(
      expect.stringMatching(/^offers:/u),
    );
    expect(check(productJsonLd(product({ images: [] }))).problems).toContainEqual(
      expect.stringMatching(/^image:/u),
    );
    expect(
      check(productJsonLd(product({ offers: [offer({ price: euros('19,90') })] }))).problems,
    ).not.toEqual([]);
    expect(checkJsonLd('{"@context":"https://schema.org","@type":"Product"').problems[0]).toMatch(
      /^not JSON/u,
    );
  });

  it('numbers breadcrumbs and listings from 1, with absolute addresses', () => {
    const crumbs = breadcrumbJsonLd([
      { name: 'Accueil', url: `${ORIGIN}/martinique/fr/` },
      { name: 'Maison', url: `${ORIGIN}/martinique/fr/categorie/maison` },
    ]);
    expect(check(crumbs)).toEqual({ type: 'BreadcrumbList', problems: [] });
    expect(check(breadcrumbJsonLd([{ name: 'Accueil', url: '/martinique/fr/' }])).problems).not.toEqual([]);
    const list = itemListJsonLd('Maison', [
      { name: 'Ventilateur', url: `${ORIGIN}/martinique/fr/produit/v` },
    ]);
    expect(check(list)).toEqual({ type: 'ItemList', problems: [] });
  });

  it('describes the shop and its search box', () => {
    const [organization, site] = shopJsonLd({
      name: 'Boutique des Outre-mer',
      origin: ORIGIN,
      home: `${ORIGIN}/martinique/fr/`,
      searchTemplate: `${ORIGIN}/martinique/fr/recherche?searchTerm={search_term_string}`,
      telephone: '+596596000000',
    });
    expect(check(organization!)).toEqual({ type: 'Organization', problems: [] });
    expect(check(site!)).toEqual({ type: 'WebSite', problems: [] });
  });
});
