import type { CartOffer } from '../../components/productCardAction.js';
import { AddToCart } from './AddToCart.js';

/**
 * The product card's control (spec 4: a card adds its default offer with quantity 1), loaded lazily;
 * the quick order's too, which adds one unit on each scan.
 */
export default function CardAddToCart({ offer, scan }: { offer: CartOffer; scan?: number | undefined }) {
  return <AddToCart offer={offer} source="card" scan={scan} />;
}
