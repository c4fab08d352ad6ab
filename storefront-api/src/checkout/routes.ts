/**
 * The checkout calls of spec 7 ("Cart" and "Payment and delivery"), as listed in the header of
 * `domain/src/api/checkout.ts`. The cart calls answer the whole cart of the signed-in customer.
 */
import {
  billingAddressQuerySchema as billingQuery,
  CART_ERRORS,
  CHECKOUT_ERRORS,
  CUSTOMER_ERRORS,
  relayCarrierParamsSchema as carrierParams,
  relaySearchBodySchema,
  shipmentMethodsBodySchema,
  shippingAddressBodySchema,
  validateBodySchema,
  type CheckoutErrorCode,
} from '@shop/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { cartRequest, cartServiceFor } from '../cart/http.js';
import { accepts, ref, replies, type RequestSchemas } from '../http/openapi.js';
import { parse } from '../http/validate.js';
import type { ModuleDeps } from '../modules.js';
import { CheckoutService, type ShippingAddressBody } from './service.js';

/** A checkout route's `schema`: what it takes (the zod schemas it parses), answers and fails with. */
function documented(
  summary: string,
  codes: CheckoutErrorCode[],
  request: RequestSchemas,
  reply = ref('Cart', 'The customer’s cart'),
  extra: Record<number, string> = {},
) {
  const byStatus = new Map<number, string[]>([
    [CUSTOMER_ERRORS['customer-is-not-logged-in'], ['customer-is-not-logged-in']],
    [CART_ERRORS['unknown-root-category'], ['unknown-root-category', 'invalid-request']],
  ]);
  for (const code of codes)
    byStatus.set(CHECKOUT_ERRORS[code], [...(byStatus.get(CHECKOUT_ERRORS[code]) ?? []), code]);
  for (const [status, code] of Object.entries(extra))
    byStatus.set(Number(status), [...(byStatus.get(Number(status)) ?? []), code]);
  const failures = Object.fromEntries(
    [...byStatus].map(([status, list]) => [status, ref('ApiError', list.map((c) => `\`${c}\``).join(', '))]),
  );
  return {
    schema: {
      tags: ['checkout'],
      summary,
      ...accepts(request),
      response: { ...replies(reply), ...failures },
    },
  };
}

function privateReply(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
}

export function registerCheckout(
  app: FastifyInstance,
  deps: Pick<ModuleDeps, 'db' | 'customers' | 'priceMode'>,
): void {
  const checkout = new CheckoutService({ db: deps.db, carts: cartServiceFor(deps) });

  app.put(
    '/shopping-cart/shipping-address',
    documented(
      'Shipping address of every shipment: `{name}` of one of the customer’s addresses, or a full address',
      ['address-not-found', 'address-outside-territory'],
      { body: shippingAddressBodySchema },
    ),
    (request, reply) => {
      privateReply(reply);
      const body = parse(shippingAddressBodySchema, request.body);
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
      { body: shipmentMethodsBodySchema },
    ),
    (request, reply) => {
      privateReply(reply);
      const body = parse(shipmentMethodsBodySchema, request.body);
      return checkout.setShipmentMethods(cartRequest(request), body.shipments);
    },
  );

  app.put(
    '/shopping-cart/billing-address',
    documented(
      'Billing address: query billingAddressName, one of the customer’s addresses',
      ['address-not-found', 'billing-address-already-set'],
      { query: billingQuery },
    ),
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
      'Checks the cart (methods, addresses in its territory, terms, stock, coupon, hold limits), reserves its stock and coupon use and freezes its amounts (`validation`)',
      [
        'cart-empty',
        'shipping-address-missing',
        'address-outside-territory',
        'relay-point-not-found',
        'shipment-method-missing',
        'shipping-cost-unavailable',
        'billing-address-missing',
        'terms-not-accepted',
        'out-of-stock',
        'reservation-limit-reached',
      ],
      { body: validateBodySchema },
    ),
    (request, reply) => {
      privateReply(reply);
      const body = parse(validateBodySchema, request.body ?? {});
      return checkout.validate(cartRequest(request), body.acceptedTermsShopIds);
    },
  );

  app.post(
    '/:carrier/relays',
    documented(
      'Relay points near a place (France only), nearest first: body address, countryCode, zipCode, city, weight (g), shippingDate (dd/mm/yyyy)',
      ['relay-outside-france', 'invalid-relay-search'],
      { params: carrierParams, body: relaySearchBodySchema },
      ref('RelaySearch', 'The searched place and the relay points'),
      { 404: '`not-found` (a carrier other than `relay`)' },
    ),
    async (request, reply) => {
      const { carrier } = parse(carrierParams, request.params);
      if (carrier !== 'relay')
        return reply
          .code(404)
          .send({ status: 404, errorCode: 'not-found', errorMessage: 'Transporteur inconnu.' });
      const body = parse(relaySearchBodySchema, request.body);
      return checkout.relays(body);
    },
  );
}
