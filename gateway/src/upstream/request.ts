// The vocabulary of one call to an upstream REST API, shared by every group of calls.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One call of the REST API. */
export interface UpstreamRequest {
  method?: HttpMethod;
  path: string;
  query?: Query;
  /** Sent as JSON. */
  body?: unknown;
  /** The path as logs show it, when the real one holds a secret (a reset token). */
  logPath?: string;
  /** A customer call: sends the session's bearer token and takes the credentials of the reply. */
  customer?: boolean;
  /** Sends the session's two-factor token (the code check of a two-factor sign-in). */
  twoFactor?: boolean;
  /** Headers of this call (an `Idempotency-Key`). */
  headers?: Record<string, string>;
}

/** The parts of a zod schema the client uses to check a reply (the gateway does not depend on zod). */
export interface ReplySchema<T> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[] }[] } };
}

/** A call whose reply is checked against its contract's schema before anyone reads it. */
export type ParsedRequest<T> = UpstreamRequest & { reply: ReplySchema<T> };

export interface UpstreamResponse {
  status: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

export type Query = Record<string, string | number | boolean | undefined>;
