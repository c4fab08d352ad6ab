/** Failures of the customer calls, with the status and code of spec 8. */
import { CUSTOMER_ERRORS, type CustomerErrorCode } from '@shop/domain';
import { HttpError } from '../../http/errors.js';

export function customerError(code: CustomerErrorCode, message: string, errorData?: unknown): HttpError {
  return new HttpError(CUSTOMER_ERRORS[code], code, message, errorData);
}

export const notLoggedIn = () => customerError('customer-is-not-logged-in', 'Vous n’êtes pas connecté.');

export const accountNotFound = () => customerError('customer-not-found', 'Aucun compte pour cet e-mail.');

export const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
