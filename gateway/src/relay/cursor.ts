import { badUserInput } from '../errors.js';

const PREFIX = 'offset:';

/** Opaque cursor of the item at `offset` (0-based) in a list. */
export function offsetCursor(offset: number): string {
  return Buffer.from(`${PREFIX}${offset}`, 'utf8').toString('base64');
}

/** Offset of the item a cursor points at; a cursor we did not issue is a BAD_USER_INPUT error. */
export function offsetFromCursor(cursor: string): number {
  const text = Buffer.from(cursor, 'base64').toString('utf8');
  const digits = text.startsWith(PREFIX) ? text.slice(PREFIX.length) : '';
  const offset = /^\d{1,9}$/u.test(digits) ? Number(digits) : NaN;
  if (!Number.isSafeInteger(offset) || offsetCursor(offset) !== cursor) {
    throw badUserInput(`Curseur invalide : « ${cursor.slice(0, 100)} ».`, 'invalid-cursor');
  }
  return offset;
}
