/**
 * The cart calls of spec 7 ("Cart" and `shopping-cart/catalog`), as listed in the header of
 * `domain/src/api/cart.ts`. Each answers the whole cart of the session (guest or not).
 */
import {
  CART_ERRORS,
  CART_LINE_METHODS,
  cartCatalogBodySchema,
  CUSTOMER_ERRORS,
  ROOT_CATEGORY_HEADER,
  type CartErrorCode,
} from '@shop/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { bearerToken } from '../customers/shared/http.js';
import { ref, replies } from '../http/openapi.js';
import { parse } from '../http/validate.js';
import type { ModuleDeps } from '../modules.js';
import { registerCheckout } from '../checkout/routes.js';
import * as repository from './repository.js';
import { cartSessions } from './sessions.js';
import { cartError, CartService, type CartRequest } from './service.js';

/** Text a shopper may type: bounded, and well-formed (a lone surrogate cannot be stored). */
const text = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    // Read as code points, only a lone surrogate is of the surrogate category.
    .refine((value) => !/\p{Cs}/u.test(value), 'texte mal formé');

const quantityQuery = z.object({
  offerId: z.string().regex(/^[0-9]{1,30}$/u, 'identifiant d’offre invalide'),
  quantity: z.string().max(30).optional(),
  method: z.enum(CART_LINE_METHODS),
});
const couponQuery = z.object({ coupon: text(100).transform((code) => code.trim()) });
const splittingQuery = z.object({
  enabled: z.enum(['true', 'false']).transform((value) => value === 'true'),
});
const idParams = z.object({ id: text(100) });
const catalogBody = cartCatalogBodySchema.extend({ rootCategoryPath: text(200) });

/** The documented failures of a call: its `errorCode`s grouped by HTTP status. */
function documented(summary: string, codes: CartErrorCode[], extra: Record<string, unknown> = {}) {
  const byStatus = new Map<number, string[]>([
    [CUSTOMER_ERRORS['customer-is-not-logged-in'], ['customer-is-not-logged-in']],
  ]);
  for (const code of ['unknown-root-category', ...codes] as CartErrorCode[])
    byStatus.set(CART_ERRORS[code], [...(byStatus.get(CART_ERRORS[code]) ?? []), code]);
  const failures = Object.fromEntries(
    [...byStatus].map(([status, list]) => [status, ref('ApiError', list.map((c) => `\`${c}\``).join(', '))]),
  );
  return {
    schema: {
      tags: ['cart'],
      summary,
      headers: {
        type: 'object',
        properties: {
          [ROOT_CATEGORY_HEADER]: { type: 'string', description: 'Moves the cart to this region first' },
        },
      },
      ...extra,
      response: { ...replies(ref('Cart', 'The session’s cart')), ...failures },
    },
  };
}

/** The request's session and region: an empty or unreadable header names no region. */
export function cartRequest(request: FastifyRequest): CartRequest {
  const header = request.headers[ROOT_CATEGORY_HEADER];
  const rootPath = Array.isArray(header) ? header[0] : header;
  if (rootPath !== undefined && (rootPath.length > 200 || rootPath.includes('\u0000')))
    throw cartError('unknown-root-category', 'Catégorie racine inconnue');
  return { token: bearerToken(request), rootPath: rootPath === '' ? undefined : rootPath };
}

/** Cart replies change with every call and belong to one session: never cached on the way. */
function privateReply(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
}

/** `quantity` defaults to 1; anything but a whole number is refused as a quantity. */
function quantityOf(value: string | undefined): number {
  if (value === undefined || value === '') return 1;
  if (!/^[0-9]{1,9}$/u.test(value))
    throw cartError('invalid-quantity', 'La quantité doit être un nombre entier positif.');
  return Number(value);
}

export function registerCart(
  app: FastifyInstance,
  deps: Pick<ModuleDeps, 'db' | 'customers' | 'priceMode'>,
): void {
  const { db } = deps;
  const sessions = cartSessions(deps);
  const carts = new CartService({ db, repository, sessions, priceMode: deps.priceMode });
  app.get('/shopping-cart', documented('The session’s cart', []), (request, reply) => {
    privateReply(reply);
    return carts.get(cartRequest(request));
  });

  app.delete(
    '/shopping-cart/:id',
    documented('Empties the cart (its coupon goes too); another cart’s id is 404', ['cart-not-found'], {
      params: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
    }),
    (request, reply) => {
      privateReply(reply);
      const { id } = parse(idParams, request.params);
      return carts.clear(cartRequest(request), id);
    },
  );

  app.put(
    '/shopping-cart/set-offer-quantity',
    documented(
      'Changes a line: query offerId, quantity (default 1), method add, update, remove or add_one (spec 4)',
      ['offer-not-found', 'out-of-stock', 'invalid-quantity'],
    ),
    (request, reply) => {
      privateReply(reply);
      const query = parse(quantityQuery, request.query);
      return carts.setOfferQuantity(cartRequest(request), {
        offerId: query.offerId,
        quantity: quantityOf(query.quantity),
        method: query.method,
      });
    },
  );

  app.put(
    '/shopping-cart/set-coupon',
    documented('Applies a coupon: query coupon (any case)', [
      'coupon-not-valid',
      'coupon-already-applied',
      'coupon-already-used',
    ]),
    (request, reply) => {
      privateReply(reply);
      return carts.setCoupon(cartRequest(request), parse(couponQuery, request.query).coupon);
    },
  );

  app.delete(
    '/shopping-cart/remove-coupon',
    documented('Removes the cart’s coupon: query coupon', ['coupon-not-found', 'coupon-already-removed']),
    (request, reply) => {
      privateReply(reply);
      return carts.removeCoupon(cartRequest(request), parse(couponQuery, request.query).coupon);
    },
  );

  app.put(
    '/shopping-cart/set-logistic-class-splitting',
    documented('Ships each logistic class apart, or not: query enabled (true, false)', []),
    (request, reply) => {
      privateReply(reply);
      return carts.setLogisticClassSplitting(
        cartRequest(request),
        parse(splittingQuery, request.query).enabled,
      );
    },
  );

  app.post(
    '/shopping-cart/catalog',
    documented(
      'Moves the cart to a region (body rootCategoryPath); lines that cannot follow are in removedItems',
      [],
    ),
    (request, reply) => {
      privateReply(reply);
      return carts.changeRegion(cartRequest(request), parse(catalogBody, request.body).rootCategoryPath);
    },
  );

  // Checkout works on the cart: its calls run through the same service (one lock per cart).
  registerCheckout(app, { db, carts });
}
