/**
 * The wish list's calls (issue 35; spec 9 flag `wishlist`, applied by the gateway): the request's
 * shopper's list (a guest's too), a product added or removed by its reference.
 */
import { wishlistParamsSchema, wishlistReplySchema } from '@shop/domain/api/wishlist';
import type { FastifyInstance } from 'fastify';
import { openSessions } from '../customers/public.js';
import { bearerToken } from '../customers/shared/http.js';
import { accepts, jsonSchemaOf, ref } from '../http/openapi.js';
import { parse } from '../http/validate.js';
import type { ModuleDeps } from '../modules.js';
import { mergeGuestLines } from '../cart/public.js';
import { WishlistService } from './service.js';

const reply = { ...jsonSchemaOf(wishlistReplySchema), description: 'The wish list, the latest first' };
const failure = (description: string) => ref('ApiError', description);
const common = {
  401: failure('`customer-is-not-logged-in`: no live session (a guest’s counts)'),
  500: failure('Unexpected error (`internal-error`)'),
};

export function registerWishlist(app: FastifyInstance, deps: Pick<ModuleDeps, 'db' | 'customers'>): void {
  const wishlist = new WishlistService({
    db: deps.db,
    sessions: openSessions({
      db: deps.db,
      ttlDays: deps.customers.sessionTtlDays,
      mergeCarts: mergeGuestLines,
    }),
  });

  app.get(
    '/wishlist',
    {
      schema: { tags: ['wishlist'], summary: 'The shopper’s wish list', response: { 200: reply, ...common } },
    },
    async (request, res) =>
      res.header('cache-control', 'no-store').send(await wishlist.list(bearerToken(request))),
  );

  app.put(
    '/wishlist/:reference',
    {
      schema: {
        tags: ['wishlist'],
        summary: 'Adds the product of that reference (already there: unchanged)',
        ...accepts({ params: wishlistParamsSchema }),
        response: {
          200: reply,
          400: failure('`invalid-request`: not a reference'),
          404: failure('`product-not-found`'),
          409: failure('`wishlist-full`: the list holds its most already'),
          ...common,
        },
      },
    },
    async (request, res) => {
      const { reference } = parse(wishlistParamsSchema, request.params);
      return res
        .header('cache-control', 'no-store')
        .send(await wishlist.add(bearerToken(request), reference));
    },
  );

  app.delete(
    '/wishlist/:reference',
    {
      schema: {
        tags: ['wishlist'],
        summary: 'Removes the product of that reference (not there: unchanged)',
        ...accepts({ params: wishlistParamsSchema }),
        response: { 200: reply, 400: failure('`invalid-request`: not a reference'), ...common },
      },
    },
    async (request, res) => {
      const { reference } = parse(wishlistParamsSchema, request.params);
      return res
        .header('cache-control', 'no-store')
        .send(await wishlist.remove(bearerToken(request), reference));
    },
  );
}
