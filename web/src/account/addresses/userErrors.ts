import { showFieldErrors } from '../../forms/userErrors.js';
import type { UserErrorShape } from '../../forms/userErrors.js';
import { notify } from '../../notifications/store.js';
import { ADDRESS_FIELDS } from './AddressForm.js';
import type { AddressField, AddressFormSetError, AddressFormValues } from './AddressForm.js';

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

/** Tells the shopper why an address call failed: under its field when it has one, else a notice. */
export function showAddressErrors(
  userErrors: readonly UserErrorShape[],
  setError?: AddressFormSetError,
): void {
  const rest = setError
    ? showFieldErrors<AddressFormValues, AddressField>(userErrors, setError, {
        fields: ADDRESS_FIELDS,
        prefix: 'address.',
      })
    : userErrors;
  for (const error of rest) notify('danger', addressErrorKey(error.code));
}

/** A failed address call that never reached its answer (spec 8 "unauthorised to create an address"). */
export function addressCallFailed(error: unknown): void {
  // Read like the network layer's GatewayError, without importing it into this chunk.
  const status = (error as { status?: unknown } | null)?.status;
  const denied = status === 401 || status === 403;
  notify('danger', denied ? 'account.addresses.unauthorized' : 'account.addresses.error');
}
