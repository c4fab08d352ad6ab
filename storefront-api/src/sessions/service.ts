/**
 * Sessions (their own module: it alone writes `sessions`): an opaque 256-bit token handed to the client (the gateway keeps it in an HttpOnly
 * cookie), stored as its SHA-256 with an expiry. Guests and signed-in customers alike have one.
 */
import type { Customer } from '@shop/domain';
import { createCart } from '../cart/public.js';
import { notLoggedIn } from '../customers/shared/errors.js';
import { hashToken, newToken } from '../customers/shared/secrets.js';
import type { Database, Queryable } from '../db/database.js';
import * as repository from './repository.js';

export { removeExpiredSessions } from './repository.js';

export interface Session {
  customerId: string;
  isGuest: boolean;
  tokenHash: Buffer;
}

export interface OpenedSession {
  token: string;
  expiresAt: Date;
}

/** Hands a guest's cart lines over to a customer's cart (the cart module's merge). */
export type MergeCarts = (tx: Queryable, customerId: string, guestId: string) => Promise<void>;

export class Sessions {
  constructor(
    private readonly deps: {
      db: Database;
      ttlDays: number;
      mergeCarts: MergeCarts;
      /** The customers' side: a customer in its reply shape, and a guest's removal. */
      customers: {
        load(db: Queryable, id: string): Promise<Customer | undefined | null>;
        deleteGuest(db: Queryable, id: string): Promise<void>;
      };
    },
  ) {}

  async open(db: Queryable, customerId: string): Promise<OpenedSession> {
    const token = newToken();
    const expiresAt = await repository.insertSession(db, hashToken(token), customerId, this.deps.ttlDays);
    return { token, expiresAt };
  }

  /** The live session of a token; null when unknown or expired. */
  async find(token: string | undefined, db: Queryable = this.deps.db): Promise<Session | null> {
    if (token === undefined) return null;
    const tokenHash = hashToken(token);
    const found = await repository.findLiveSession(db, tokenHash);
    return found ? { ...found, tokenHash } : null;
  }

  /** The session of a signed-in customer; a guest or no session is "not logged in". */
  async requireAccount(token: string | undefined): Promise<Session> {
    const session = await this.find(token);
    if (!session || session.isGuest) throw notLoggedIn();
    return session;
  }

  /** The customer in its reply shape; a customer gone in the meantime is "not logged in". */
  async load(id: string, db: Queryable = this.deps.db): Promise<Customer> {
    const customer = await this.deps.customers.load(db, id);
    if (!customer) throw notLoggedIn();
    return customer;
  }

  /**
   * Opens the signed-in session. The guest of the request's session (if any) hands its cart lines
   * over (`mergeCarts`) and disappears with its session.
   */
  async openForCustomer(customerId: string, token: string | undefined): Promise<OpenedSession> {
    return this.deps.db.transaction(async (tx) => {
      const previous = await this.find(token, tx);
      await createCart(tx, customerId);
      if (previous?.isGuest && previous.customerId !== customerId) {
        await this.deps.mergeCarts(tx, customerId, previous.customerId);
        await this.deps.customers.deleteGuest(tx, previous.customerId);
      } else if (previous) {
        await repository.deleteSession(tx, previous.tokenHash);
      }
      return this.open(tx, customerId);
    });
  }

  /** Ends one session (sign-out, or a guest's session replaced by the account's). */
  close(db: Queryable, tokenHash: Buffer): Promise<void> {
    return repository.deleteSession(db, tokenHash);
  }

  /** Ends every session of the customer but `keep` (a password changed or reset). */
  closeAll(db: Queryable, customerId: string, keep?: Buffer): Promise<void> {
    return repository.deleteSessions(db, customerId, keep);
  }
}
