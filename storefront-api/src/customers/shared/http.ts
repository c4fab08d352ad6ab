/** What every customer route shares: the bearer token, the OpenAPI failures, the session headers. */
import {
  CUSTOMER_ERRORS,
  customerRequestSchemas,
  type CustomerErrorCode,
  SESSION_EXPIRES_HEADER,
  SESSION_TOKEN_HEADER,
  TWO_FACTOR_TOKEN_HEADER,
} from '@shop/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { accepts, ref, replies, type RequestSchemas } from '../../http/openapi.js';
import { regionOf, type RegionLookup } from '../../http/region.js';
import type { RequestContext, WithSession } from './types.js';

export const schemas = customerRequestSchemas;

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer ([A-Za-z0-9_-]{20,100})$/u.exec(header) : null;
  return match?.[1];
}

export async function requestContext(
  regions: RegionLookup,
  request: FastifyRequest,
): Promise<RequestContext> {
  const region = await regionOf(regions, request);
  return { token: bearerToken(request), ip: request.ip, rootPath: region.rootPath, locale: region.locale };
}

/** The documented failures of a call: its `errorCode`s grouped by HTTP status. */
export function failures(codes: CustomerErrorCode[]) {
  const byStatus = new Map<number, string[]>();
  for (const code of codes)
    byStatus.set(CUSTOMER_ERRORS[code], [...(byStatus.get(CUSTOMER_ERRORS[code]) ?? []), code]);
  return Object.fromEntries(
    [...byStatus].map(([status, list]) => [status, ref('ApiError', list.map((c) => `\`${c}\``).join(', '))]),
  );
}

/** A customer route's `schema`: what it takes (the zod schemas it parses), answers and fails with. */
export const documented = (
  summary: string,
  ok: Record<string, unknown>,
  codes: CustomerErrorCode[] = [],
  request: RequestSchemas = {},
) => ({
  schema: {
    tags: ['customers'],
    summary,
    ...accepts(request),
    response: { ...replies(ok), ...failures(codes) },
  },
});

export const customerReply = (
  summary: string,
  codes: CustomerErrorCode[] = [],
  request: RequestSchemas = {},
) =>
  documented(
    summary,
    ref('Customer', 'The customer, with addresses (sorted by name) and cart'),
    codes,
    request,
  );

export const LOGGED_IN: CustomerErrorCode[] = ['customer-is-not-logged-in'];
export const CAPTCHA: CustomerErrorCode[] = ['recaptcha-low-score', 'too-many-requests'];

export function withSession<T>(reply: FastifyReply, result: WithSession<T>): T {
  if (result.session) {
    reply.header(SESSION_TOKEN_HEADER, result.session.token);
    reply.header(SESSION_EXPIRES_HEADER, result.session.expiresAt.toISOString());
  }
  if (result.twoFactorToken) reply.header(TWO_FACTOR_TOKEN_HEADER, result.twoFactorToken);
  // Replies carrying credentials must never be cached by anything in between.
  reply.header('cache-control', 'no-store');
  return result.reply;
}
