import { GraphQLError } from 'graphql';

/**
 * Stable `extensions.code` values of the errors the gateway raises on purpose. Clients map them to
 * the spec's French notifications; anything else is masked as INTERNAL_SERVER_ERROR.
 */
export const ErrorCode = {
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  NOT_FOUND: 'NOT_FOUND',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  CONFLICT: 'CONFLICT',
  UPSTREAM_UNAVAILABLE: 'UPSTREAM_UNAVAILABLE',
  UPSTREAM_ERROR: 'UPSTREAM_ERROR',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export interface ErrorDetails {
  /** Machine reason from the upstream `ApiError` (e.g. `unknown-filter`) or from the gateway. */
  errorCode?: string;
  /** HTTP status the upstream answered, when it answered. */
  status?: number;
}

export function gatewayError(code: ErrorCode, message: string, details: ErrorDetails = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...details } });
}

export function badUserInput(message: string, errorCode: string): GraphQLError {
  return gatewayError(ErrorCode.BAD_USER_INPUT, message, { errorCode });
}

export function hasCode(error: unknown, code: ErrorCode): error is GraphQLError {
  return error instanceof GraphQLError && error.extensions.code === code;
}

/** Resolves to null when the promise fails with NOT_FOUND: nullable fields answer "no such thing". */
export async function nullIfNotFound<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    if (hasCode(error, ErrorCode.NOT_FOUND)) return null;
    throw error;
  }
}
