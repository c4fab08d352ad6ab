import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

/** A mutation's expected failure, as the gateway gives it in `userErrors { code field message }`. */
export interface UserErrorShape {
  readonly code: string;
  readonly field?: readonly string[] | null;
  readonly message: string;
}

/**
 * The form field a user error points at: the last segment of its path (`["input", "address",
 * "postCode"]` is `postCode`, renamed through `aliases` where the form calls it otherwise) when the
 * form has such a field; null for an error of the whole form.
 */
export function errorField<F extends string>(
  error: UserErrorShape,
  fields: readonly F[],
  aliases: Readonly<Record<string, F>> = {},
): F | null {
  const last = error.field?.at(-1);
  if (!last) return null;
  const field = aliases[last] ?? last;
  return (fields as readonly string[]).includes(field) ? (field as F) : null;
}

export interface FieldErrorOptions<F extends string> {
  /** The fields of the form a user error may point at. */
  fields: readonly F[];
  /** Where these fields sit in the form's values (`address.` for `address.postCode`). */
  prefix?: string;
  /** The gateway's names of fields the form calls otherwise. */
  aliases?: Readonly<Record<string, F>>;
  /** Which errors may go under a field (e.g. only `INVALID_INPUT`); all by default. */
  accepts?: (error: UserErrorShape) => boolean;
}

/**
 * Puts each user error that points at a field of the form under that field, with the gateway's
 * message (the domain's spec 5 wording), the first one focused. Returns the others: failures of the
 * whole form, which the caller words for the shopper.
 */
export function showFieldErrors<V extends FieldValues, F extends string>(
  userErrors: readonly UserErrorShape[],
  setError: UseFormSetError<V>,
  { fields, prefix = '', aliases, accepts = () => true }: FieldErrorOptions<F>,
): UserErrorShape[] {
  const rest: UserErrorShape[] = [];
  let focused = false;
  for (const error of userErrors) {
    const field = accepts(error) ? errorField(error, fields, aliases) : null;
    if (!field) {
      rest.push(error);
      continue;
    }
    setError(`${prefix}${field}` as FieldPath<V>, { message: error.message }, { shouldFocus: !focused });
    focused = true;
  }
  return rest;
}
