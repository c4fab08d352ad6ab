import type { ComponentType } from 'react';
import { graphql, readInlineData } from 'react-relay/hooks';
import type { productCardAction_offer$key } from '../__generated__/productCardAction_offer.graphql.js';

/** What the cart needs of an offer to put it in the cart and confirm it (plain data, no fragment). */
export interface CartOffer {
  /** Upstream offer id (`Offer.offerId`). */
  offerId: string;
  productName: string;
  /** Names the seller in marketplace mode, where a product has several offers. */
  shopName?: string | null | undefined;
  stock: number;
  packSize: number;
  minimalOrderQuantity: number;
  maximalOrderQuantity: number;
  /** Displayed unit price (`Money.amount`). */
  unitPrice: string;
  /** Thumbnail for the confirmation dialog. */
  image?: string | null | undefined;
}

/**
 * What `cartOffer` reads of an offer (`@inline`: read by a plain function, outside any component).
 * Every screen with an add-to-cart control spreads it on the offer it shows.
 */
const cartOfferFragment = graphql`
  fragment productCardAction_offer on Offer @inline {
    offerId
    shopName
    stockQuantity
    packSize
    minimalOrderQuantity
    maximalOrderQuantity
    currentPrice {
      displayed {
        amount
      }
    }
  }
`;

/**
 * The `CartOffer` of a product's offer, one mapping for the product card, the product page and the
 * quick order: the seller is named only in marketplace mode.
 */
export function cartOffer(
  key: productCardAction_offer$key,
  product: { name: string; image?: string | null | undefined },
  marketplace: boolean,
): CartOffer {
  const offer = readInlineData(cartOfferFragment, key);
  return {
    offerId: offer.offerId,
    productName: product.name,
    shopName: marketplace ? offer.shopName : null,
    stock: offer.stockQuantity,
    packSize: offer.packSize,
    minimalOrderQuantity: offer.minimalOrderQuantity,
    maximalOrderQuantity: offer.maximalOrderQuantity,
    unitPrice: offer.currentPrice.displayed.amount,
    image: product.image,
  };
}

export type ProductCardAction = ComponentType<{
  offer: CartOffer;
  /**
   * The quick order's scans of this offer (spec 4): each new value adds one unit (`add_one`),
   * whether the offer is in the cart or not. A product card leaves it out.
   */
  scan?: number;
}>;

let action: ProductCardAction | null = null;

/**
 * The product card's add-to-cart control comes from the cart, a layer above the shared components:
 * `main.tsx` registers it (a lazy component, so the cart's code stays out of the first page).
 */
export function setProductCardAction(component: ProductCardAction): void {
  action = component;
}

export function productCardAction(): ProductCardAction | null {
  return action;
}
