/** A mutation's expected failure, as the gateway gives it (`UserError`). */
export interface UserErrorLike {
  readonly code: string;
  readonly field?: readonly string[] | null;
  readonly message: string;
}

/** Spec 8 "Address": the notices of the address calls' expected failures. */
export function addressErrorKey(code: string): string {
  switch (code) {
    case 'ADDRESS_ALREADY_EXISTS':
      return 'account.addresses.alreadyExists';
    case 'ADDRESS_NOT_FOUND':
      return 'account.addresses.notFound';
    default:
      return 'account.addresses.error';
  }
}

/**
 * The form field an input error points to: the last segment of its path (`["input", "address",
 * "postCode"]` is `postCode`) when the form has such a field; null for the form as a whole.
 */
export function fieldOf<F extends string>(error: UserErrorLike, fields: readonly F[]): F | null {
  const last = error.field?.at(-1);
  return last !== undefined && (fields as readonly string[]).includes(last) ? (last as F) : null;
}
