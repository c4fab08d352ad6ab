import type { z } from 'zod';
import { badRequest, invalidRequest } from './errors.js';

/** Whether a parsed value holds U+0000 anywhere (keys included). */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNul(item));
  }
  return false;
}

/** Parses request input with a zod schema; a failure is a 400 `invalid-request` listing the issues. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw invalidRequest(result.error);
  // PostgreSQL text cannot hold U+0000 (`%00`, or `\u0000` inside the filters JSON): such a value
  // can match nothing, and sent as a query parameter it fails in the driver with a 500.
  if (holdsNul(result.data)) throw badRequest('invalid-request', 'Requête invalide : caractère nul interdit');
  return result.data;
}
