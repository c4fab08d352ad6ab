import type {
  Address,
  Cart,
  CartItem,
  ContentImage as ContentImageRecord,
  Customer,
  DeliveryDates,
  DeliveryPeriod,
  GridRow,
  Offer,
  Order,
  Parcel,
  Product,
  Shipment,
  ShipmentMethod,
  Shop,
} from '@shop/domain';

/**
 * Upstream objects as the resolvers receive them: the REST payload plus the region it was read
 * in, which scopes their global ids and any further call they make (offers' shops, related products).
 */
export type ProductModel = Product & { region: string };
export type OfferModel = Offer & { region: string; ownerSlug: string };
/**
 * A seller: whole when read from `/shops`, or only its id and name as an offer names it (its other
 * fields are read from `/shops` if a query asks for them: `Shop` resolvers, `shopField`).
 */
export type ShopModel = Pick<Shop, 'id' | 'name'> & Partial<Shop> & { region: string };

/**
 * The model is the upstream object itself, marked with its region, not a copy: a reply is parsed for
 * one request and one region (the loaders' keys hold the region), and copying a page's 50 products
 * and their offers on every request was garbage the category page paid for.
 */
export function productModel(product: Product, region: string): ProductModel {
  const model = product as ProductModel;
  model.region = region;
  // A card (`view=card`) leaves `defaultOffer` out: it is the offer `defaultOfferId` names.
  if (model.defaultOffer === undefined)
    model.defaultOffer = model.offers.find((offer) => offer.id === model.defaultOfferId) ?? null;
  return model;
}

/**
 * Slug of the product or variant that owns an offer; it scopes the offer's global id. A configurable
 * parent lists its default variant's offers as its own, and listings leave its variants out, so the
 * default variant's slug is the owner whether or not the variants were loaded.
 */
export function offerOwnerSlug(product: Product, offerId: string): string {
  const variant = product.children.find((child) => child.offers.some((offer) => offer.id === offerId));
  if (variant !== undefined) return variant.slug;
  return product.isConfigurable && product.defaultChildSlug !== null
    ? product.defaultChildSlug
    : product.slug;
}

/** An offer as listed by `product` (a simple product, a variant or a configurable parent). */
export function offerModel(offer: Offer, product: ProductModel): OfferModel {
  // Marked in place like its product: each offer object of a reply belongs to one product.
  const model = offer as OfferModel;
  model.region = product.region;
  model.ownerSlug = offerOwnerSlug(product, offer.id);
  return model;
}

export function shopModel(shop: Shop, region: string): ShopModel {
  return { ...shop, region };
}

/** The seller of an offer, as the offer names it: no upstream call for its id and name. */
export function offerSeller(offer: OfferModel): ShopModel {
  return { id: offer.shopId, name: offer.shopName, region: offer.region };
}

/**
 * The `Viewer` object carries nothing: its fields read the request's session as it is when they
 * resolve, so a mutation's payload shows the viewer after the change.
 */
export type ViewerModel = Record<never, never>;

/** An address of a customer's book: its global id names the customer, so only they can refetch it. */
export type AddressModel = Address & { customerId: string };

export function addressModel(address: Address, customer: Customer): AddressModel {
  return { ...address, customerId: customer.id };
}

/** A customer's address by name, as a model; null when the book has none of that name. */
export function findAddress(customer: Customer, name: string | null): AddressModel | null {
  const address = name === null ? undefined : customer.addresses.find((a) => a.name === name);
  return address === undefined ? null : addressModel(address, customer);
}

/**
 * The viewer's cart. The header's badge needs only `id` and `lineCount`, which the customer summary
 * already read for the shell gives; the other fields read the whole cart, once per request.
 */
export interface CartModel {
  /** Upstream cart id. */
  id: string;
  lineCount: number;
  cart(): Promise<Cart>;
}

/** A cart's model from the whole cart (a mutation's reply, or a read the query needs anyway). */
export function cartModel(cart: Cart): CartModel {
  return { id: cart.id, lineCount: cart.cartItems.length, cart: () => Promise.resolve(cart) };
}

/** A line of a cart: its global id names the cart, its offers and product are the cart's region's. */
export type CartLineModel = CartItem & { cartId: string; region: string };

export function cartLineModel(item: CartItem, cart: Cart): CartLineModel {
  return { ...item, cartId: cart.id, region: cart.rootCategoryPath };
}

/** A shipment of the viewer's cart (or of an order): its global id names the cart (or the order). */
export type ShipmentModel = Omit<Shipment, 'parcels'> & {
  cartId: string;
  region: string;
  /** The day its estimated delivery counts from: now for a cart, the order's creation for an order. */
  countedFrom: Date | string;
  parcels: ParcelModel[];
};

/** A method of a shipment, with what its estimated delivery counts from (spec 9). */
export type ShipmentMethodModel = ShipmentMethod & {
  shipment: Pick<ShipmentModel, 'pickingDelay' | 'region' | 'countedFrom'>;
};

/** An estimated delivery: the period in days and its days on the island's calendar. */
export type DeliveryEstimateModel = DeliveryPeriod & DeliveryDates;

/** A parcel of an order's shipment, with the order's product names (its items name references only). */
export type ParcelModel = Parcel & { productNames: ReadonlyMap<string, string> };
export type TrackingEventModel = Parcel['events'][number];

export interface PriceDetailModel {
  label: string;
  /** Tax-included cents; negative for a reduction. */
  amount: number;
}

export type CartValidationModel = NonNullable<Cart['validation']>;

/** An order of the viewer: its region is where its products are sold. */
export type OrderModel = Order & { region: string };
export type OrderItemModel = Order['items'][number] & { region: string };
export type OrderPaymentModel = Order['payment'];
export type OrderEventModel = Order['eventHistory'][number];

/** A home category tile as the upstream gives it, with the region it belongs to (its category resolves lazily). */
export interface CategoryTileModel {
  id: string;
  region: string;
  categorySlug: string;
  title: string | null;
  image: ContentImageRecord;
}

/** A category's product grid: its fields read the request's grid loaders by the category's path. */
export interface ProductGridModel {
  path: string;
  region: string;
}

/** A grid row, with its values in the order of the grid's columns. */
export type GridRowModel = GridRow & { values: (string | null)[] };
