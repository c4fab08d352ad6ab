/**
 * Sessions: an opaque 256-bit token handed to the client (the gateway keeps it in an HttpOnly
 * cookie), stored as its SHA-256 with an expiry. Guests and signed-in customers alike have one.
 */
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database.js';
import { hashToken, newToken } from './secrets.js';

export interface Session {
  customerId: string;
  isGuest: boolean;
  tokenHash: Buffer;
}

export interface OpenedSession {
  token: string;
  expiresAt: Date;
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer ([A-Za-z0-9_-]{20,100})$/u.exec(header) : null;
  return match?.[1];
}

export async function openSession(
  db: Queryable,
  customerId: string,
  ttlDays: number,
): Promise<OpenedSession> {
  const token = newToken();
  const [row] = await db.query<{ expires_at: Date }>(
    `INSERT INTO sessions (token_hash, customer_id, expires_at)
     VALUES ($1, $2, now() + make_interval(days => $3)) RETURNING expires_at`,
    [hashToken(token), customerId, ttlDays],
  );
  return { token, expiresAt: new Date(row!.expires_at) };
}

/** The live session of a token; null when unknown or expired. */
export async function findSession(db: Queryable, token: string | undefined): Promise<Session | null> {
  if (token === undefined) return null;
  const tokenHash = hashToken(token);
  const [row] = await db.query<{ customer_id: string; is_guest: boolean }>(
    `SELECT s.customer_id::text, c.is_guest FROM sessions s JOIN customers c ON c.id = s.customer_id
     WHERE s.token_hash = $1 AND s.expires_at > now()`,
    [tokenHash],
  );
  return row ? { customerId: row.customer_id, isGuest: row.is_guest, tokenHash } : null;
}

export async function endSession(db: Queryable, tokenHash: Buffer): Promise<void> {
  await db.query('DELETE FROM sessions WHERE token_hash = $1', [tokenHash]);
}

/** Ends every session of the customer, but the one of `keep` when given. */
export async function endSessions(db: Queryable, customerId: string, keep?: Buffer): Promise<void> {
  await db.query('DELETE FROM sessions WHERE customer_id = $1 AND ($2::bytea IS NULL OR token_hash <> $2)', [
    customerId,
    keep ?? null,
  ]);
}
