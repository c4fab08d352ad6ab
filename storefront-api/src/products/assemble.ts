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
  type ProductCard,
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
  const active = isDiscountActive(window, now);
  const prior = row.prior_price_tax_free ?? null;
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
    isDiscountActive: active,
    // Announced with every reduction (Omnibus): the lowest price of the 30 days before it began.
    priorPrice: active && prior !== null ? priceFromTaxFree(prior, rate) : null,
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

function gallery(row: ProductRow, mediaBaseUrl: string, count = row.picture_count): Image[] {
  return Array.from({ length: count }, (_, i) => {
    const base = `${mediaBaseUrl}/media/products/${encodeURIComponent(row.reference)}/${i}`;
    return {
      title: row.picture_count > 1 ? `${row.name} – vue ${i + 1}` : row.name,
      src: `${base}/large.svg`,
      srcMedium: `${base}/medium.svg`,
      srcThumb: `${base}/thumb.svg`,
    };
  });
}

/** The first picture alone: all a card shows. */
const cover = (row: ProductRow, mediaBaseUrl: string): Image | null =>
  gallery(row, mediaBaseUrl, Math.min(row.picture_count, 1))[0] ?? null;

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

/**
 * What a listing builds of each product: the whole `Product`, or its card (`view=card`), built as
 * such rather than cut out of a whole product (cutting cost a third of a card page's assembly).
 */
type AssembleView = 'full' | 'card';
type Assembled<V extends AssembleView> = V extends 'card' ? ProductCard : Product;

function baseCard(
  row: ProductRow,
  offers: Offer[],
  defaultOffer: Offer | null,
  context: AssembleContext,
  image: Image | null,
): ProductCard {
  return {
    id: row.id,
    reference: row.reference,
    ean: row.ean,
    slug: row.slug,
    name: row.name,
    brand: row.brand,
    descriptionShort: row.description_short,
    pictureCover: image,
    categoryPaths: [`${context.rootPath}/${row.category_rel_path}`],
    isConfigurable: false,
    configurableAttributes: [],
    selectedAttributes: {},
    children: [],
    defaultChildSlug: null,
    offers,
    defaultOfferId: defaultOffer?.id ?? null,
    relatedProduct: row.related,
    ...priceFields(defaultOffer),
    isNew: row.is_new,
    isPromotion: offers.some((o) => o.isDiscountActive),
    isBestseller: row.is_bestseller,
    stockQuantity: defaultOffer?.stockQuantity ?? 0,
    packSize: row.pack_size,
    minimalOrderQuantity: defaultOffer?.minimalOrderQuantity ?? row.pack_size,
    maximalOrderQuantity: defaultOffer?.maximalOrderQuantity ?? 0,
  };
}

function baseProduct<V extends AssembleView>(
  row: ProductRow,
  offers: Offer[],
  context: AssembleContext,
  view: V,
): Assembled<V> {
  const defaultOffer = defaultOfferOf(offers);
  if (view === 'card')
    return baseCard(row, offers, defaultOffer, context, cover(row, context.mediaBaseUrl)) as Assembled<V>;
  const images = gallery(row, context.mediaBaseUrl);
  const product: Product = {
    ...baseCard(row, offers, defaultOffer, context, images[0] ?? null),
    description: row.description,
    descriptionLong: row.description_long,
    gallery: images,
    attributeValuesByAttributeName: displayedAttributes(row, context),
    defaultOffer,
    seoTitle: row.seo_title,
    seoDescription: row.seo_description,
    notices: row.notices.map((n) => ({
      name: n.name,
      url: n.url.startsWith('/') ? `${context.mediaBaseUrl}${n.url}` : n.url,
    })),
  };
  return product as Assembled<V>;
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

interface AssembleOptions {
  /** Makes that variant the default child (a variant's slug was asked for). */
  preferredVariantSlug?: string | null;
  /** Listings leave `children` out: a page of 50 cards needs no variants. */
  includeVariants?: boolean;
}

/**
 * Products in the order of `listingIds`, from their rows (parents and variants) and offers, whole
 * or as cards (`{ view: 'card' }`, which carry no variants).
 */
export function assembleProducts(
  listingIds: readonly string[],
  rows: ProductRow[],
  offerRows: OfferRow[],
  context: AssembleContext,
  options: { view: 'card' },
): ProductCard[];
export function assembleProducts(
  listingIds: readonly string[],
  rows: ProductRow[],
  offerRows: OfferRow[],
  context: AssembleContext,
  options?: AssembleOptions,
): Product[];
export function assembleProducts(
  listingIds: readonly string[],
  rows: ProductRow[],
  offerRows: OfferRow[],
  context: AssembleContext,
  {
    preferredVariantSlug = null,
    includeVariants = true,
    view = 'full',
  }: AssembleOptions & { view?: AssembleView } = {},
): (Product | ProductCard)[] {
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
    if (variantRows.length === 0) return [baseProduct(row, offersFor(row), context, view)];

    const children = variantRows.map((v) => {
      const child: Product | ProductCard = baseProduct(v, offersFor(v), context, view);
      child.selectedAttributes = Object.fromEntries(
        row.configurable_attributes.flatMap((name) =>
          v.attributes[name] === undefined ? [] : [[name, v.attributes[name]]],
        ),
      );
      if (child.pictureCover === null && 'gallery' in child) {
        // A variant without pictures of its own shows its parent's.
        child.gallery = gallery(row, context.mediaBaseUrl);
        child.pictureCover = child.gallery[0] ?? null;
      }
      return child;
    });
    const sold = children.filter((c) => c.defaultOfferId !== null);
    const cheapest = <T extends ProductCard>(list: T[]) =>
      [...list].sort((a, b) => (a.taxIncludedPrice ?? 0) - (b.taxIncludedPrice ?? 0))[0];
    const defaultChild =
      children.find((c) => c.slug === preferredVariantSlug) ??
      cheapest(sold.filter((c) => c.stockQuantity > 0)) ??
      cheapest(sold) ??
      children[0]!;
    const parent = baseProduct(row, defaultChild.offers, context, view);
    return [
      {
        ...parent,
        isConfigurable: true,
        configurableAttributes: configurableAttributes(row, variantRows, context),
        // Cards never carry variants, and the children of a card view are cards themselves.
        children: includeVariants && view === 'full' ? (children as Product[]) : [],
        defaultChildSlug: defaultChild.slug,
        isPromotion: children.some((c) => c.isPromotion),
        stockQuantity: children.reduce((sum, c) => sum + c.stockQuantity, 0),
      },
    ];
  });
}
