import type { GraphQLError } from 'graphql';
import type { ApiError } from '@shop/domain';
import { ErrorCode, gatewayError } from '../errors.js';

/** Spec 8: the message shown when the service cannot be reached or fails. */
export const SERVICE_UNAVAILABLE_MESSAGE = 'Une erreur est survenue. Veuillez réessayer plus tard.';

function parseApiError(body: string): Partial<ApiError> {
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Partial<ApiError>) : {};
  } catch {
    return {};
  }
}

/**
 * `errorData` of the upstream errors (form issues, tries left), kept beside the error rather than
 * in its public `extensions`: the customer resolvers turn it into `userErrors`.
 */
const errorDataOf = new WeakMap<GraphQLError, unknown>();

export function upstreamErrorData(error: unknown): unknown {
  return error instanceof Object ? errorDataOf.get(error as GraphQLError) : undefined;
}

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: ErrorCode.BAD_USER_INPUT,
  401: ErrorCode.UNAUTHENTICATED,
  403: ErrorCode.FORBIDDEN,
  404: ErrorCode.NOT_FOUND,
  409: ErrorCode.CONFLICT,
  422: ErrorCode.BAD_USER_INPUT,
};

/**
 * Maps an upstream error reply to a typed GraphQL error. Client errors keep the upstream French
 * message and `errorCode` (the shopper can act on them); server errors hide their details, which
 * are logged instead.
 */
export function errorFromResponse(status: number, body: string): GraphQLError {
  if (status >= 500) return unavailableError(status);
  const apiError = parseApiError(body);
  const code = CODE_BY_STATUS[status] ?? ErrorCode.UPSTREAM_ERROR;
  const message =
    typeof apiError.errorMessage === 'string' && apiError.errorMessage !== ''
      ? apiError.errorMessage
      : SERVICE_UNAVAILABLE_MESSAGE;
  const errorCode = typeof apiError.errorCode === 'string' ? apiError.errorCode : `http-${status}`;
  const error = gatewayError(code, message, { errorCode, status });
  if (apiError.errorData !== undefined) errorDataOf.set(error, apiError.errorData);
  return error;
}

/** Network failure, timeout, 5xx or unreadable reply: the shopper can only retry later. */
export function unavailableError(status?: number): GraphQLError {
  return gatewayError(ErrorCode.UPSTREAM_UNAVAILABLE, SERVICE_UNAVAILABLE_MESSAGE, {
    errorCode: 'upstream-unavailable',
    ...(status === undefined ? {} : { status }),
  });
}
