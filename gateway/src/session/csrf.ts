import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { ErrorCode, gatewayError } from '../errors.js';
import type { ShopperSession } from './session.js';

export const CSRF_ERROR_CODE = 'csrf';

export interface CsrfRequest {
  method: string;
  headers: Headers;
}

/** The origin of a URL (`https://shop.example`), or null when it is not one. */
export function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * Where the browser says a request comes from: the shop's own pages (an `Origin` naming this host
 * or the public address, or `Sec-Fetch-Site: same-origin`), another site (either says so), or
 * `unknown` when it says nothing (not a browser, or an old one).
 */
export function requestSite(
  headers: Headers,
  publicOrigins: readonly string[],
): 'same-origin' | 'cross-site' | 'unknown' {
  const site = headers.get('sec-fetch-site')?.trim().toLowerCase();
  const origin = headers.get('origin')?.trim();
  const host = headers.get('host')?.trim().toLowerCase();
  const sameOriginHeader =
    origin !== undefined &&
    (() => {
      const parsed = originOf(origin);
      if (parsed === null) return false;
      return new URL(parsed).host === host || publicOrigins.includes(parsed);
    })();
  if (site !== undefined && site !== 'same-origin') return 'cross-site';
  if (origin !== undefined && !sameOriginHeader) return 'cross-site';
  return site === 'same-origin' || sameOriginHeader ? 'same-origin' : 'unknown';
}

/**
 * Whether a mutation may run. Every mutation must be a JSON POST: an HTML form of another site can
 * only send form or text bodies, and a cross-site JSON request needs a CORS preflight that the
 * gateway never grants. A request carrying the shop's cookies must also prove it comes from the
 * shop's own pages (`requestSite`). A browser that says the request is cross-site is refused,
 * cookie or not, so that another site cannot sign a shopper into its own account either.
 */
export function isAllowedMutation(
  request: CsrfRequest,
  hadCookie: boolean,
  publicOrigins: readonly string[],
): boolean {
  if (request.method !== 'POST') return false;
  const type = request.headers.get('content-type')?.split(';', 1)[0]?.trim().toLowerCase();
  if (type !== 'application/json') return false;
  const site = requestSite(request.headers, publicOrigins);
  if (site === 'cross-site') return false;
  if (hadCookie) return site === 'same-origin';
  return true;
}

export function csrfError() {
  return gatewayError(
    ErrorCode.FORBIDDEN,
    'Requête refusée : les modifications ne sont acceptées que depuis les pages de la boutique.',
    { errorCode: CSRF_ERROR_CODE },
  );
}

interface CsrfContext {
  request: Request;
  session: ShopperSession;
}

/**
 * Refuses the mutations that fail `isAllowedMutation`, before any resolver runs. A keyed channel's
 * request (`keyed`: a valid `x-api-key`) is exempt: a custom header cannot be sent cross-site
 * without a CORS preflight, which the gateway never grants, so no other site's page can forge it;
 * and a partner's server or app keeps its shopper's session cookie between calls (issue 34).
 */
export function useCsrfProtection(
  publicUrl: string | undefined,
  keyed: (request: Request) => boolean = () => false,
): Plugin {
  const publicOrigin = publicUrl === undefined ? null : originOf(publicUrl);
  const publicOrigins = publicOrigin === null ? [] : [publicOrigin];
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const operation = getOperationAST(args.document, args.operationName);
      if (operation?.operation !== 'mutation') return;
      const { request, session } = args.contextValue as unknown as CsrfContext;
      if (keyed(request)) return;
      if (!isAllowedMutation(request, session.hadCookie, publicOrigins)) {
        setResultAndStopExecution({ errors: [csrfError()] });
      }
    },
  };
}
