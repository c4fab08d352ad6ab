import type { CartOffer } from '../../components/productCardAction.js';
import { AddToCart } from './AddToCart.js';

/** The product card's control (spec 4: a card adds its default offer with quantity 1), loaded lazily. */
export default function CardAddToCart({ offer }: { offer: CartOffer }) {
  return <AddToCart offer={offer} source="card" />;
}
