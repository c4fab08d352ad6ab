/**
 * What other modules may ask of the mail outbox (mail alone writes it): how many e-mails wait.
 * E-mails are queued with `enqueueMail` of `outbox.ts`.
 */
export { countUnsentMails } from './outbox-repository.js';
