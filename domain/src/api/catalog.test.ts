import { describe, expect, expectTypeOf, it } from 'vitest';
import { priceFromTaxFree, type PriceBreakdown } from '../money.js';
import {
  apiErrorSchema,
  categorySchema,
  productSchema,
  type ApiError,
  type Category,
  type Offer,
  type Price,
  type Product,
} from './catalog.js';

const price: Price = priceFromTaxFree(1000, 850);

const offer: Offer = {
  id: '1',
  shopId: 'shop-1',
  shopName: 'Boutique',
  stockQuantity: 3,
  price,
  discountPrice: null,
  discountStart: null,
  discountEnd: '2030-01-01T00:00:00.000Z',
  isDiscountActive: false,
  priorPrice: null,
  pickingDelay: 2,
  logisticClass: { id: 'S', label: 'Petit colis', description: 'Moins de 2 kg' },
  packSize: 1,
  minimalOrderQuantity: 1,
  maximalOrderQuantity: 3,
  additionalAttributes: {},
};

/** The smallest product the contract allows: no pictures, no attributes, one offer. */
const product: Product = {
  id: '42',
  reference: 'REF-000042',
  ean: '2000000042008',
  slug: 'robe-ref-000042',
  name: 'Robe',
  brand: null,
  description: '',
  descriptionShort: '',
  descriptionLong: '',
  gallery: [],
  pictureCover: null,
  categoryPaths: ['martinique/mode'],
  attributeValuesByAttributeName: {
    couleur: { label: 'Couleur', value: 'rouge', attributeType: 'COLOR', unit: null },
  },
  isConfigurable: false,
  configurableAttributes: [],
  selectedAttributes: {},
  children: [],
  defaultChildSlug: null,
  offers: [offer],
  defaultOfferId: '1',
  defaultOffer: offer,
  relatedProduct: [],
  taxFreePrice: 1000,
  taxIncludedPrice: 1085,
  regularTaxFreePrice: null,
  regularTaxIncludedPrice: null,
  percentPromo: 0,
  isNew: false,
  isPromotion: false,
  isBestseller: false,
  seoTitle: 'Robe',
  seoDescription: '',
  stockQuantity: 3,
  packSize: 1,
  minimalOrderQuantity: 1,
  maximalOrderQuantity: 3,
  notices: [],
};

describe('productSchema', () => {
  it('parses a minimal valid product, and its variants', () => {
    expect(productSchema.parse(product)).toEqual(product);
    const parent = { ...product, isConfigurable: true, children: [{ ...product, id: '43' }] };
    expect(productSchema.parse(parent)).toEqual(parent);
  });

  it('rejects a broken product, down to its variants', () => {
    const broken = [
      { ...product, brand: undefined },
      { ...product, taxIncludedPrice: 10.5 },
      { ...product, offers: [{ ...offer, price: { ...price, currency: 'USD' } }] },
      { ...product, offers: [{ ...offer, discountStart: 'demain' }] },
      { ...product, attributeValuesByAttributeName: { couleur: { label: 'Couleur', value: 'rouge' } } },
      { ...product, children: [{ ...product, offers: null }] },
    ];
    for (const value of broken)
      expect(productSchema.safeParse(value).success, JSON.stringify(value)).toBe(false);
  });
});

describe('categorySchema', () => {
  it('parses a tree and rejects a broken descendant', () => {
    const leaf: Category = {
      id: '2',
      label: 'Cuisine',
      path: 'martinique/maison/cuisine',
      slug: 'cuisine',
      parentSlugs: ['maison'],
      level: 2,
      productCount: 4,
      optionalAttributes: [],
      requiredAttributes: [],
      additionalAttributes: [],
      children: [],
    };
    const tree = {
      ...leaf,
      id: '1',
      path: 'martinique/maison',
      slug: 'maison',
      parentSlugs: [],
      level: 1,
      children: [leaf],
    };
    expect(categorySchema.parse(tree)).toEqual(tree);
    expect(categorySchema.safeParse({ ...tree, children: [{ ...leaf, level: '2' }] }).success).toBe(false);
  });
});

describe('priceSchema', () => {
  it('infers the PriceBreakdown of money.ts', () => {
    expectTypeOf<Price>().toEqualTypeOf<PriceBreakdown>();
  });
});

describe('apiErrorSchema', () => {
  it('allows leaving errorData out', () => {
    const error: ApiError = {
      status: 404,
      errorCode: 'product-not-found',
      errorMessage: 'Produit introuvable',
    };
    expect(apiErrorSchema.parse(error)).toEqual(error);
    expect(apiErrorSchema.parse({ ...error, errorData: { issues: [] } })).toEqual({
      ...error,
      errorData: { issues: [] },
    });
    expect(apiErrorSchema.safeParse({ ...error, errorCode: undefined }).success).toBe(false);
  });
});
