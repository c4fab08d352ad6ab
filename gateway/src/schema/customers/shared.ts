import { FORM_MESSAGES_EN, FORM_MESSAGES_FR } from '@shop/domain';
import type { Customer } from '@shop/domain';
import type { GatewayContext } from '../../context.js';
import { ErrorCode, gatewayError } from '../../errors.js';
import type { ViewerModel } from '../../models.js';
import { NOT_LOGGED_IN } from '../../session/session.js';

/** The `Viewer` object: its fields read the request's session, as it is when they resolve. */
export const VIEWER: ViewerModel = {};
/**
 * One id for every viewer: a client store (Relay) then keeps a single viewer record, which the
 * `viewer` of each mutation payload updates in place (anonymous to signed in, and back).
 */
export const VIEWER_ID = 'viewer';

export const messagesFor = (ctx: GatewayContext) =>
  ctx.language === 'en' ? FORM_MESSAGES_EN : FORM_MESSAGES_FR;

export function notLoggedIn() {
  return gatewayError(ErrorCode.UNAUTHENTICATED, 'Vous n’êtes pas connecté.', { errorCode: NOT_LOGGED_IN });
}

/** A call for a signed-in customer without any session fails at once, before the upstream. */
export function requireSession(ctx: GatewayContext): void {
  if (ctx.session.token() === undefined) throw notLoggedIn();
}

/** GraphQL gives `null` for a field sent as null; the domain schemas take absent fields. */
export function withoutNulls<T extends object>(value: T): { [K in keyof T]?: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== null)) as {
    [K in keyof T]?: Exclude<T[K], null>;
  };
}

/** The customer a mutation answers, kept as the request's viewer. */
export function customerPayload(customer: Customer, ctx: GatewayContext) {
  ctx.session.prime(customer);
  return { customer };
}

export const NO_CUSTOMER = { customer: null as Customer | null };
