/**
 * The checkout calls of spec 7 ("Cart" and "Payment and delivery"), as listed in the header of
 * `domain/src/api/checkout.ts`. The cart calls answer the whole cart of the signed-in customer.
 */
import {
  CART_ERRORS,
  CHECKOUT_ERRORS,
  CUSTOMER_ERRORS,
  relaySearchBodySchema,
  shipmentMethodsBodySchema,
  shippingAddressBodySchema,
  validateBodySchema,
  type CheckoutErrorCode,
} from '@shop/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { cartRequest } from '../cart/routes.js';
import type { CartService } from '../cart/service.js';
import { ref, replies } from '../http/openapi.js';
import { parse } from '../http/validate.js';
import type { ModuleDeps } from '../modules.js';
import { CheckoutService, type ShippingAddressBody } from './service.js';

/** Well-formed text (a lone surrogate cannot be stored). */
const wellFormed = (value: string) => !/\p{Cs}/u.test(value);
const wellFormedJson = (value: unknown): boolean =>
  typeof value === 'string'
    ? wellFormed(value)
    : typeof value === 'object' && value !== null
      ? Object.values(value).every(wellFormedJson)
      : true;

const billingQuery = z.object({
  billingAddressName: z.string().min(1).max(200).refine(wellFormed, 'texte mal formé'),
});
const carrierParams = z.object({ carrier: z.string().max(50) });

function documented(summary: string, codes: CheckoutErrorCode[], reply = ref('Cart', 'The customer’s cart')) {
  const byStatus = new Map<number, string[]>([
    [CUSTOMER_ERRORS['customer-is-not-logged-in'], ['customer-is-not-logged-in']],
    [CART_ERRORS['unknown-root-category'], ['unknown-root-category', 'invalid-request']],
  ]);
  for (const code of codes)
    byStatus.set(CHECKOUT_ERRORS[code], [...(byStatus.get(CHECKOUT_ERRORS[code]) ?? []), code]);
  const failures = Object.fromEntries(
    [...byStatus].map(([status, list]) => [status, ref('ApiError', list.map((c) => `\`${c}\``).join(', '))]),
  );
  return { schema: { tags: ['checkout'], summary, response: { ...replies(reply), ...failures } } };
}

function privateReply(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
}

export function registerCheckout(
  app: FastifyInstance,
  deps: Pick<ModuleDeps, 'db'> & { carts: CartService },
): void {
  const checkout = new CheckoutService({ db: deps.db, carts: deps.carts });

  app.put(
    '/shopping-cart/shipping-address',
    documented(
      'Shipping address of every shipment: `{name}` of one of the customer’s addresses, or a full address',
      ['address-not-found', 'address-outside-territory'],
    ),
    (request, reply) => {
      privateReply(reply);
      const body = parse(shippingAddressBodySchema.refine(wellFormedJson, 'texte mal formé'), request.body);
      return checkout.setShippingAddress(cartRequest(request), body as ShippingAddressBody);
    },
  );

  app.put(
    '/shopping-cart/shipment-methods',
    documented(
      'Chooses the method (and relay point) of shipments: body `{shipments: [{shipmentId, shipmentMethodId, relayCode?}]}`',
      [
        'shipment-not-found',
        'shipment-method-not-found',
        'shipment-method-not-available',
        'shipment-method-already-selected',
        'shipment-method-not-authorised',
        'relay-point-required',
        'relay-point-not-found',
      ],
    ),
    (request, reply) => {
      privateReply(reply);
      const body = parse(shipmentMethodsBodySchema.refine(wellFormedJson, 'texte mal formé'), request.body);
      return checkout.setShipmentMethods(cartRequest(request), body.shipments);
    },
  );

  app.put(
    '/shopping-cart/billing-address',
    documented('Billing address: query billingAddressName, one of the customer’s addresses', [
      'address-not-found',
      'billing-address-already-set',
    ]),
    (request, reply) => {
      privateReply(reply);
      return checkout.setBillingAddress(
        cartRequest(request),
        parse(billingQuery, request.query).billingAddressName,
      );
    },
  );

  app.post(
    '/shopping-cart/validate',
    documented(
      'Checks the cart (methods, addresses, terms, stock), reserves its stock and freezes its amounts (`validation`)',
      [
        'cart-empty',
        'shipping-address-missing',
        'shipment-method-missing',
        'shipping-cost-unavailable',
        'billing-address-missing',
        'terms-not-accepted',
        'out-of-stock',
      ],
    ),
    (request, reply) => {
      privateReply(reply);
      const body = parse(validateBodySchema.refine(wellFormedJson, 'texte mal formé'), request.body ?? {});
      return checkout.validate(cartRequest(request), body.acceptedTermsShopIds);
    },
  );

  app.post(
    '/:carrier/relays',
    documented(
      'Relay points near a place (France only), nearest first: body address, countryCode, zipCode, city, weight (g), shippingDate (dd/mm/yyyy)',
      ['relay-outside-france', 'invalid-relay-search'],
      ref('RelaySearch', 'The searched place and the relay points'),
    ),
    async (request, reply) => {
      const { carrier } = parse(carrierParams, request.params);
      if (carrier !== 'relay')
        return reply
          .code(404)
          .send({ status: 404, errorCode: 'not-found', errorMessage: 'Transporteur inconnu.' });
      const body = parse(relaySearchBodySchema.refine(wellFormedJson, 'texte mal formé'), request.body);
      return checkout.relays(body);
    },
  );
}
