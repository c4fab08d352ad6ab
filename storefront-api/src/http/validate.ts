import type { z } from 'zod';
import { invalidRequest } from './errors.js';

/** Parses request input with a zod schema; a failure is a 400 `invalid-request` listing the issues. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw invalidRequest(result.error);
  return result.data;
}
