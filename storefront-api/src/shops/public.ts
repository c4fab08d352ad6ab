/** What other modules may ask of sellers (shops alone writes them). */
export { shopName } from './repository.js';
