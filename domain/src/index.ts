export * from './constants.js';
export * from './territories.js';
export * from './money.js';
export * from './stock.js';
export * from './search.js';
export * from './listing.js';
export * from './api/catalog.js';
export * from './configurable.js';
