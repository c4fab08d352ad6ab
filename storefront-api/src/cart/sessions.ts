/** The shoppers' sessions as the cart, payment and order calls read them (a sign-in merges the guest's cart). */
import * as sharedRepository from '../customers/shared/repository.js';
import { Sessions } from '../customers/shared/sessions.js';
import type { ModuleDeps } from '../modules.js';
import { mergeGuestCart } from './relocate.js';
import * as repository from './repository.js';

export function cartSessions(deps: Pick<ModuleDeps, 'db' | 'customers'>): Sessions {
  return new Sessions({
    db: deps.db,
    repository: sharedRepository,
    ttlDays: deps.customers.sessionTtlDays,
    mergeCarts: (tx, customerId, guestId) => mergeGuestCart(tx, repository, customerId, guestId),
  });
}
