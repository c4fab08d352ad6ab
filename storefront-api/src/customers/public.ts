/**
 * What other modules may ask of customers (customers alone writes customers and addresses): the
 * sessions other calls read, a customer's address as a snapshot, the contact a
 * transactional e-mail goes to.
 */
import type { Address } from '@shop/domain';
import type { Database, Queryable } from '../db/database.js';
import * as shared from './shared/repository.js';
import { Sessions, type MergeCarts } from '../sessions/service.js';

export { Sessions };

/** What sessions need of customers: a customer in its reply shape, a guest's removal. */
const customerSide = { load: shared.loadCustomer, deleteGuest: shared.deleteGuest };

/** The shoppers' sessions (the sessions module's), over customers; a sign-in merges carts with `mergeCarts`. */
export function openSessions(deps: { db: Database; ttlDays: number; mergeCarts: MergeCarts }): Sessions {
  return new Sessions({ ...deps, customers: customerSide });
}

/** One of the customer's addresses, as a snapshot (not a default of anything in the cart). */
export function customerAddress(
  db: Queryable,
  customerId: string,
  name: string,
): Promise<Address | undefined> {
  return shared.customerAddress(db, customerId, name);
}

/** Where a transactional e-mail to the customer goes (null e-mail: a guest, or none). */
export function customerContact(db: Queryable, customerId: string) {
  return shared.customerContact(db, customerId);
}
