/**
 * The fields of `Product` a card listing answers (`view=card`, `CARD_OMITTED_FIELDS` in the domain):
 * their resolvers read nothing a card leaves out. A field missing here, a new one included, makes
 * the listing ask for whole products, so forgetting it costs speed, never data.
 * `variants` and `defaultVariant` load a configurable product whole (`withVariants`).
 */
export const CARD_PRODUCT_FIELDS: ReadonlySet<string> = new Set([
  'id',
  'reference',
  'ean',
  'slug',
  'name',
  'brand',
  'descriptionShort',
  'pictureCover',
  'categoryPaths',
  'isConfigurable',
  'configurableAttributes',
  'variants',
  'defaultVariant',
  'defaultChildSlug',
  'offers',
  'defaultOffer',
  'relatedProducts',
  'price',
  'percentPromo',
  'isNew',
  'isPromotion',
  'isBestseller',
  'stockQuantity',
  'stockState',
  'packSize',
  'minimalOrderQuantity',
  'maximalOrderQuantity',
  // Reads the reference only, against the shopper's wish list (issue 35).
  'inWishlist',
  // Reads the references of the product and its variants, against the island's shops (issue 35).
  'localStores',
]);
