/**
 * The cart calls of spec 7 ("Cart" and `shopping-cart/catalog`), as listed in the header of
 * `domain/src/api/cart.ts`. Each answers the whole cart of the session (guest or not).
 */
import {
  CART_ERRORS,
  cartCatalogBodySchema as catalogBody,
  cartIdParamsSchema as idParams,
  couponQuerySchema as couponQuery,
  CUSTOMER_ERRORS,
  logisticClassSplittingQuerySchema as splittingQuery,
  ROOT_CATEGORY_HEADER,
  setOfferQuantityQuerySchema as quantityQuery,
  type CartErrorCode,
} from '@shop/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { accepts, ref, replies, type RequestSchemas } from '../http/openapi.js';
import { parse } from '../http/validate.js';
import type { ModuleDeps } from '../modules.js';
import { cartRequest, cartServiceFor } from './http.js';
import { cartError } from './service.js';

/** A cart route's `schema`: what it takes (the zod schemas it parses), answers and fails with. */
function documented(summary: string, codes: CartErrorCode[], request: RequestSchemas = {}) {
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
      ...accepts(request),
      response: { ...replies(ref('Cart', 'The session’s cart')), ...failures },
    },
  };
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
  const carts = cartServiceFor(deps);
  app.get('/shopping-cart', documented('The session’s cart', []), (request, reply) => {
    privateReply(reply);
    return carts.get(cartRequest(request));
  });

  app.delete(
    '/shopping-cart/:id',
    documented('Empties the cart (its coupon goes too); another cart’s id is 404', ['cart-not-found'], {
      params: idParams,
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
      { query: quantityQuery },
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
    documented(
      'Applies a coupon: query coupon (any case)',
      ['coupon-not-valid', 'coupon-already-applied', 'coupon-already-used'],
      { query: couponQuery },
    ),
    (request, reply) => {
      privateReply(reply);
      return carts.setCoupon(cartRequest(request), parse(couponQuery, request.query).coupon);
    },
  );

  app.delete(
    '/shopping-cart/remove-coupon',
    documented('Removes the cart’s coupon: query coupon', ['coupon-not-found', 'coupon-already-removed'], {
      query: couponQuery,
    }),
    (request, reply) => {
      privateReply(reply);
      return carts.removeCoupon(cartRequest(request), parse(couponQuery, request.query).coupon);
    },
  );

  app.put(
    '/shopping-cart/set-logistic-class-splitting',
    documented('Ships each logistic class apart, or not: query enabled (true, false)', [], {
      query: splittingQuery,
    }),
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
      { body: catalogBody },
    ),
    (request, reply) => {
      privateReply(reply);
      return carts.changeRegion(cartRequest(request), parse(catalogBody, request.body).rootCategoryPath);
    },
  );

  // Checkout works on the cart: its calls run through the same service (one lock per cart).
}
