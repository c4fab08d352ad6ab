import type { ShopRequest } from './client.js';
import { AddToCartDocument, CategoryProductsDocument, ReadCartDocument } from './__generated__/operations.js';

export interface TourResult {
  category: string;
  productCount: number;
  added: { name: string; offerId: string; price: string };
  cart: { lineCount: number; total: string; lines: { name: string; quantity: number }[] };
}

const money = (m: { amount: string; currencyCode: string }) => `${m.amount} ${m.currencyCode}`;

/**
 * What a partner's catalogue page and basket do: list a category, put its first product in stock
 * into a cart, and read the cart back.
 */
export async function tour(request: ShopRequest, categoryPath: string): Promise<TourResult> {
  const listing = await request(CategoryProductsDocument, { path: categoryPath, first: 20 });
  if (!listing.category || !listing.products) throw new Error(`Catégorie inconnue : ${categoryPath}`);
  const product = listing.products.edges
    .map((edge) => edge.node)
    .find((node) => node.defaultOffer !== null && node.defaultOffer.stockState !== 'OUT_OF_STOCK');
  if (!product?.defaultOffer || !product.price)
    throw new Error(`Aucun produit en stock dans ${categoryPath}`);
  const offerId = product.defaultOffer.offerId;
  const added = await request(AddToCartDocument, { offerId, quantity: 1 });
  const refused = added.setCartLineQuantity.userErrors[0];
  if (refused) throw new Error(`Ajout refusé : ${refused.message}`);
  const { viewer } = await request(ReadCartDocument, {});
  if (!viewer.cart) throw new Error('Le panier est introuvable après l’ajout.');
  return {
    category: listing.category.label,
    productCount: listing.category.productCount,
    added: { name: product.name, offerId, price: money(product.price.current.displayed) },
    cart: {
      lineCount: viewer.cart.lineCount,
      total: money(viewer.cart.totalPrice.displayed),
      lines: viewer.cart.lines.map((line) => ({
        name: line.product?.name ?? line.offer.offerId,
        quantity: line.quantity,
      })),
    },
  };
}
