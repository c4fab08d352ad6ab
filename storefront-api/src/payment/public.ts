/** What other modules may ask of payment (payment alone writes payments and their transactions). */
export { transactionCountsByOutcome } from './repository.js';
