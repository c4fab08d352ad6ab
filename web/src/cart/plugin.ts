/**
 * The cart's one lazy entry from the first page (`app/cartPlugins.ts`): the product card's control
 * and the region change load together. Separate dynamic imports of each made the bundler split the
 * first page's shared code into more chunks, over its budget.
 */
export { default } from './add-to-cart/CardAddToCart.js';
export { changeCartRegion } from './regionChange.js';
