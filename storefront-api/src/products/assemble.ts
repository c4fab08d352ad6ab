/**
 * Turns database rows into the `Product` replies of the contract: prices with the territory's tax,
 * the default offer, variants, displayed attributes and media URLs. Pure: no I/O.
 */
import {
  currentPrice,
  isDiscountActive,
  percentPromo,
  priceFromTaxFree,
  type AttributeValue,
  type ConfigurableAttribute,
  type Image,
  type Offer,
  type Product,
} from '@shop/domain';
import type { AttributeRow, OfferRow, ProductRow } from './repository.js';

export interface AssembleContext {
  rootPath: string;
  rates: Map<string, number>;
  attributes: Map<string, AttributeRow>;
  mediaBaseUrl: string;
  now: Date;
}

/** An offer in its reply shape, priced at the territory's rate of its product. */
export function toOffer(row: OfferRow, rate: number, packSize: number, now: Date): Offer {
  const window = {
    discountPrice: row.discount_price_tax_free,
    discountStart: row.discount_start?.toISOString() ?? null,
    discountEnd: row.discount_end?.toISOString() ?? null,
  };
  return {
    id: row.id,
    shopId: row.shop_id,
    shopName: row.shop_name,
    stockQuantity: row.stock,
    price: priceFromTaxFree(row.price_tax_free, rate),
    discountPrice:
      row.discount_price_tax_free === null ? null : priceFromTaxFree(row.discount_price_tax_free, rate),
    discountStart: window.discountStart,
    discountEnd: window.discountEnd,
    isDiscountActive: isDiscountActive(window, now),
    pickingDelay: row.picking_delay,
    logisticClass: {
      id: row.logistic_class_id,
      label: row.logistic_class_label,
      description: row.logistic_class_description,
    },
    packSize,
    minimalOrderQuantity: row.min_quantity,
    maximalOrderQuantity: row.max_quantity ?? row.stock,
    additionalAttributes: {},
  };
}

/** Cheapest current price first; the default offer is the cheapest in stock, else the cheapest. */
function sortOffers(offers: Offer[]): Offer[] {
  return offers.sort(
    (a, b) => currentPrice(a).taxIncluded - currentPrice(b).taxIncluded || Number(a.id) - Number(b.id),
  );
}
const defaultOfferOf = (offers: Offer[]) => offers.find((o) => o.stockQuantity > 0) ?? offers[0] ?? null;

function gallery(row: ProductRow, mediaBaseUrl: string): Image[] {
  return Array.from({ length: row.picture_count }, (_, i) => {
    const base = `${mediaBaseUrl}/media/products/${encodeURIComponent(row.reference)}/${i}`;
    return {
      title: row.picture_count > 1 ? `${row.name} – vue ${i + 1}` : row.name,
      src: `${base}/large.svg`,
      srcMedium: `${base}/medium.svg`,
      srcThumb: `${base}/thumb.svg`,
    };
  });
}

function displayedAttributes(row: ProductRow, context: AssembleContext): Record<string, AttributeValue> {
  const entries = Object.entries(row.attributes)
    .flatMap(([name, value]) => {
      const definition = context.attributes.get(name);
      return definition && !definition.is_internal ? [{ definition, value }] : [];
    })
    .sort((a, b) => a.definition.position - b.definition.position);
  return Object.fromEntries(
    entries.map(({ definition, value }) => [
      definition.name,
      { label: definition.label, value, attributeType: definition.type, unit: definition.unit },
    ]),
  );
}

function priceFields(offer: Offer | null) {
  if (!offer) {
    return {
      taxFreePrice: null,
      taxIncludedPrice: null,
      regularTaxFreePrice: null,
      regularTaxIncludedPrice: null,
      percentPromo: 0,
    };
  }
  const current = currentPrice(offer);
  const discounted = current !== offer.price;
  return {
    taxFreePrice: current.taxFree,
    taxIncludedPrice: current.taxIncluded,
    regularTaxFreePrice: discounted ? offer.price.taxFree : null,
    regularTaxIncludedPrice: discounted ? offer.price.taxIncluded : null,
    percentPromo: discounted ? percentPromo(offer.price.taxIncluded, current.taxIncluded) : 0,
  };
}

function baseProduct(row: ProductRow, offers: Offer[], context: AssembleContext): Product {
  const images = gallery(row, context.mediaBaseUrl);
  const defaultOffer = defaultOfferOf(offers);
  return {
    id: row.id,
    reference: row.reference,
    ean: row.ean,
    slug: row.slug,
    name: row.name,
    brand: row.brand,
    description: row.description,
    descriptionShort: row.description_short,
    descriptionLong: row.description_long,
    gallery: images,
    pictureCover: images[0] ?? null,
    categoryPaths: [`${context.rootPath}/${row.category_rel_path}`],
    attributeValuesByAttributeName: displayedAttributes(row, context),
    isConfigurable: false,
    configurableAttributes: [],
    selectedAttributes: {},
    children: [],
    defaultChildSlug: null,
    offers,
    defaultOfferId: defaultOffer?.id ?? null,
    defaultOffer,
    relatedProduct: row.related,
    ...priceFields(defaultOffer),
    isNew: row.is_new,
    isPromotion: offers.some((o) => o.isDiscountActive),
    isBestseller: row.is_bestseller,
    seoTitle: row.seo_title,
    seoDescription: row.seo_description,
    stockQuantity: defaultOffer?.stockQuantity ?? 0,
    packSize: row.pack_size,
    minimalOrderQuantity: defaultOffer?.minimalOrderQuantity ?? row.pack_size,
    maximalOrderQuantity: defaultOffer?.maximalOrderQuantity ?? 0,
    notices: row.notices.map((n) => ({
      name: n.name,
      url: n.url.startsWith('/') ? `${context.mediaBaseUrl}${n.url}` : n.url,
    })),
  };
}

function configurableAttributes(
  parent: ProductRow,
  variants: ProductRow[],
  context: AssembleContext,
): ConfigurableAttribute[] {
  return parent.configurable_attributes.map((name) => {
    const definition = context.attributes.get(name);
    const values = [
      ...new Set(variants.flatMap((v) => (v.attributes[name] === undefined ? [] : [v.attributes[name]]))),
    ];
    return { name, label: definition?.label ?? name, unit: definition?.unit ?? null, values };
  });
}

/**
 * Products in the order of `listingIds`, from their rows (parents and variants) and offers.
 * `preferredVariantSlug` makes that variant the default child (a variant's slug was asked for);
 * listings leave `children` out (`includeVariants: false`): a page of 50 cards needs no variants.
 */
export function assembleProducts(
  listingIds: readonly string[],
  rows: ProductRow[],
  offerRows: OfferRow[],
  context: AssembleContext,
  {
    preferredVariantSlug = null,
    includeVariants = true,
  }: { preferredVariantSlug?: string | null; includeVariants?: boolean } = {},
): Product[] {
  const offersByProduct = new Map<string, OfferRow[]>();
  for (const offer of offerRows) {
    const list = offersByProduct.get(offer.product_id) ?? [];
    list.push(offer);
    offersByProduct.set(offer.product_id, list);
  }
  const variantsByParent = new Map<string, ProductRow[]>();
  for (const row of rows) {
    if (!row.parent_id) continue;
    const list = variantsByParent.get(row.parent_id) ?? [];
    list.push(row);
    variantsByParent.set(row.parent_id, list);
  }
  const offersFor = (row: ProductRow) => {
    const rate = context.rates.get(row.tax_class) ?? 0;
    return sortOffers(
      (offersByProduct.get(row.id) ?? []).map((o) => toOffer(o, rate, row.pack_size, context.now)),
    );
  };
  const byId = new Map(rows.map((r) => [r.id, r]));

  return listingIds.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const variantRows = variantsByParent.get(id) ?? [];
    if (variantRows.length === 0) return [baseProduct(row, offersFor(row), context)];

    const children = variantRows.map((v) => {
      const child = baseProduct(v, offersFor(v), context);
      child.selectedAttributes = Object.fromEntries(
        row.configurable_attributes.flatMap((name) =>
          v.attributes[name] === undefined ? [] : [[name, v.attributes[name]]],
        ),
      );
      if (child.gallery.length === 0) {
        // A variant without pictures of its own shows its parent's.
        child.gallery = gallery(row, context.mediaBaseUrl);
        child.pictureCover = child.gallery[0] ?? null;
      }
      return child;
    });
    const sold = children.filter((c) => c.defaultOffer);
    const cheapest = (list: Product[]) =>
      [...list].sort((a, b) => (a.taxIncludedPrice ?? 0) - (b.taxIncludedPrice ?? 0))[0];
    const defaultChild =
      children.find((c) => c.slug === preferredVariantSlug) ??
      cheapest(sold.filter((c) => c.stockQuantity > 0)) ??
      cheapest(sold) ??
      children[0]!;
    const parent = baseProduct(row, defaultChild.offers, context);
    return [
      {
        ...parent,
        isConfigurable: true,
        configurableAttributes: configurableAttributes(row, variantRows, context),
        children: includeVariants ? children : [],
        defaultChildSlug: defaultChild.slug,
        isPromotion: children.some((c) => c.isPromotion),
        stockQuantity: children.reduce((sum, c) => sum + c.stockQuantity, 0),
      },
    ];
  });
}
