/** The shoppers' sessions as the cart, payment and order calls read them (a sign-in merges the guest's cart). */
import { openSessions, type Sessions } from '../customers/public.js';
import type { ModuleDeps } from '../modules.js';
import { mergeGuestLines } from './public.js';

export function cartSessions(deps: Pick<ModuleDeps, 'db' | 'customers'>): Sessions {
  return openSessions({ db: deps.db, ttlDays: deps.customers.sessionTtlDays, mergeCarts: mergeGuestLines });
}
