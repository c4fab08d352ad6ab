import type { ProductCard_product$key } from '../__generated__/ProductCard_product.graphql.js';
import { ProductCard } from '../components/ProductCard.js';
import type { DisplayMode } from './state.js';
import './ProductList.css';

/** The cards a first screen shows, phone or desktop: their pictures load at once. */
const EAGER_CARDS = 4;

export interface ProductListItem {
  id: string;
  product: ProductCard_product$key;
}

/**
 * The products of a list in one of the display modes of spec 2.4: list (picture left, short
 * description), large (grid of big cards) or small (dense grid of small cards).
 */
export function ProductList({
  items,
  mode,
  label,
  className,
}: {
  items: readonly ProductListItem[];
  mode: DisplayMode;
  label?: string;
  className?: string;
}) {
  return (
    <ul
      className={`product-list product-list--${mode}${className ? ` ${className}` : ''}`}
      aria-label={label}
    >
      {items.map((item, index) => (
        <li key={item.id} className="product-list__item" data-index={index} data-scroll-anchor={item.id}>
          <ProductCard
            product={item.product}
            layout={mode}
            imagePriority={index === 0 ? 'high' : index < EAGER_CARDS ? 'eager' : 'lazy'}
          />
        </li>
      ))}
    </ul>
  );
}
