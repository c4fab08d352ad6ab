import { Network, Observable } from 'relay-runtime';
import type { GraphQLResponse, RequestParameters, Variables } from 'relay-runtime';
import { notify } from '../notifications/store.js';
import { createTurns } from './inTurn.js';

export interface RequestScope {
  /** Root path of the region (`x-catalog`); empty for calls made before one is chosen. */
  catalog: string;
  locale: string;
}

interface GraphQLErrorShape {
  message: string;
  extensions?: { code?: string; errorCode?: string; status?: number; http?: { status?: number } };
}

/**
 * How long a query may wait for its answer, queueing included. A page's data that never comes (a
 * connection the browser keeps waiting under load) would otherwise leave the page in its skeleton
 * forever (issue 35): past this the call fails as unreachable and the page shows its error and a
 * retry. Mutations are not timed out here: a payment or an order may have been made however late
 * the answer comes, and their callers wait for it.
 */
export const QUERY_TIMEOUT_MS = 30_000;

/** The signal of one call: its own cancellation, or the time it may take. */
export function callSignal(cancel: AbortSignal, timeoutMs: number | null): AbortSignal {
  return timeoutMs === null ? cancel : AbortSignal.any([cancel, AbortSignal.timeout(timeoutMs)]);
}

/** The upstream's code of a call refused because the customer's session is over (spec 8). */
const NOT_LOGGED_IN = 'customer-is-not-logged-in';

/** Spec 8: the global 401 handling is for calls other than sign-in and the one-time code. */
const SIGN_IN_OPERATION = /(?:SignIn|OneTimePassword)Mutation$/;

let sessionEndedHandler: ((scope: RequestScope) => void) | null = null;

/**
 * Spec 8 / 4 "Session": who deals with a session that ended under the customer. The sign-in side
 * registers it at start-up (`main.tsx`), so the network layer imports nothing above it.
 */
export function onSessionEnded(handler: (scope: RequestScope) => void): void {
  sessionEndedHandler = handler;
}

function sessionEnded(scope: RequestScope): void {
  sessionEndedHandler?.(scope);
}

/** The gateway's header of a reply sent without a session (spec 4; `gateway/src/session/cookie-plugin.ts`). */
export const SESSION_MODE_HEADER = 'x-session-mode';

/** Whether a reply's session mode is "anonymous": it left the browser without a session (spec 4). */
export function isAnonymousReply(headers: Pick<Headers, 'get'>): boolean {
  return headers.get(SESSION_MODE_HEADER) === 'anonymous';
}

let anonymousReplyHandler: ((scope: RequestScope) => void) | null = null;

/**
 * Spec 4 "Session": who checks the shopper shown against a reply whose session mode is
 * "anonymous" (the sign-in side, registered at start-up in `main.tsx`). Called once the reply's
 * data is in the store, so a reply that carried the viewer already shows who is shopping.
 */
export function onAnonymousReply(handler: (scope: RequestScope) => void): void {
  anonymousReplyHandler = handler;
}

/** A failed call, with what spec 8 needs to word it. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | undefined,
    readonly errorCode: string | undefined,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

/**
 * Spec 8, global handling: a network failure, a 401, a 404 or a 50x is told to the shopper once,
 * here; the error is still thrown so the page's error boundary or the caller can react.
 */
export function reportFailure(error: GatewayError): void {
  if (error.status === 0) notify('danger', 'errors.server.connexion');
  else if (error.errorCode === 'recaptcha-low-score') notify('danger', 'errors.recaptcha.score');
  else if (error.status === 401 && error.errorCode !== NOT_LOGGED_IN) notify('danger', 'errors.unauthorized');
  else if (error.status === 404) notify('danger', 'errors.server.notFound');
  else if (
    error.status >= 500 ||
    error.code === 'UPSTREAM_UNAVAILABLE' ||
    error.code === 'INTERNAL_SERVER_ERROR'
  )
    notify('danger', 'errors.server.access');
}

async function post(
  scope: RequestScope,
  params: RequestParameters,
  variables: Variables,
  signal: AbortSignal,
) {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-locale': scope.locale };
  if (scope.catalog) headers['x-catalog'] = scope.catalog;
  // relay-compiler persists every operation (relay.config.js): only its id travels.
  const body = params.id ? { doc_id: params.id, variables } : { query: params.text, variables };
  const timed = callSignal(signal, params.operationKind === 'mutation' ? null : QUERY_TIMEOUT_MS);
  let response: Response;
  let json: (GraphQLResponse & { errors?: GraphQLErrorShape[] }) | null;
  try {
    response = await fetch('/graphql', {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: timed,
      credentials: 'same-origin',
    });
    json = (await response.json().catch((cause: unknown) => {
      if (timed.aborted) throw cause;
      return null;
    })) as typeof json;
  } catch (cause) {
    // Cancelled by Relay: ignored above (spec 8). Timed out: as unreachable.
    if (signal.aborted) throw cause;
    throw new GatewayError('network error', 0, undefined, undefined);
  }
  if (json && isAnonymousReply(response.headers)) anonymous.add(json);
  const errors = json && 'errors' in json ? json.errors : undefined;
  if (!response.ok || !json || (errors?.length && !('data' in json && json.data))) {
    const first = errors?.[0];
    throw new GatewayError(
      first?.message ?? `HTTP ${response.status}`,
      first?.extensions?.status ?? first?.extensions?.http?.status ?? response.status,
      first?.extensions?.code,
      first?.extensions?.errorCode,
    );
  }
  // A field refused for an ended session, the rest of the answer still there (spec 8).
  if (errors?.some((e) => e.extensions?.errorCode === NOT_LOGGED_IN) && !SIGN_IN_OPERATION.test(params.name))
    sessionEnded(scope);
  // Partial data: the fields that failed are null and the page shows what it has, but the shopper
  // is told when the catalogue service was unreachable.
  const unavailable = errors?.find((e) => e.extensions?.code === 'UPSTREAM_UNAVAILABLE');
  if (unavailable)
    reportFailure(new GatewayError(unavailable.message, 503, 'UPSTREAM_UNAVAILABLE', undefined));
  return json;
}

/** The replies whose session mode was "anonymous", told to their handler once in the store. */
const anonymous = new WeakSet<object>();

/** Every environment of the tab (region, language) changes the same shopper's cart and account. */
const mutationInTurn = createTurns();

export function createNetwork(scope: RequestScope) {
  return Network.create((params, variables) =>
    Observable.create<GraphQLResponse>((sink) => {
      const controller = new AbortController();
      const send = () => post(scope, params, variables, controller.signal);
      const reply = params.operationKind === 'mutation' ? mutationInTurn(send, controller.signal) : send();
      reply.then(
        (json) => {
          sink.next(json);
          sink.complete();
          if (anonymous.has(json)) anonymousReplyHandler?.(scope);
        },
        (error: unknown) => {
          // A cancelled request is ignored (spec 8).
          if (controller.signal.aborted) return;
          if (error instanceof GatewayError) {
            // Sign-in and the one-time code handle their failures in their forms (spec 8).
            const signingIn = SIGN_IN_OPERATION.test(params.name);
            if (!signingIn) reportFailure(error);
            if (!signingIn && error.status === 401 && error.errorCode === NOT_LOGGED_IN) sessionEnded(scope);
          }
          sink.error(error instanceof Error ? error : new Error(String(error)));
        },
      );
      return () => controller.abort();
    }),
  );
}
