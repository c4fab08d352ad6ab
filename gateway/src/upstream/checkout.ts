import {
  cartSchema,
  paymentResultSchema,
  prepareCheckoutReplySchema,
  relaySearchReplySchema,
} from '@shop/domain';
// The request shapes are the storefront-api's own zod schemas (`domain/src/api/checkout.ts`), as
// sent (`z.input`): the contract is written once, for the server that parses it and the client here.
import type {
  BillingAddressQuery,
  Cart,
  PaymentResult,
  PaymentReturnBody,
  PrepareCheckoutBody,
  RelaySearchBody,
  ShipmentMethodChoice,
  ShipmentMethodsBody,
  ShippingAddressBody,
  ValidateBody,
} from '@shop/domain';
import type { ParsedRequest } from './request.js';

export type PrepareReply = ReturnType<typeof prepareCheckoutReplySchema.parse>;
export type RelaySearchReply = ReturnType<typeof relaySearchReplySchema.parse>;

/**
 * The checkout and payment calls of spec 7 (contract in `domain/src/api/checkout.ts`): the cart's
 * shipping and billing choices, its validation, relay search and card payment.
 */
export interface CheckoutApi {
  setShippingAddress(name: string): Promise<Cart>;
  setShipmentMethods(choices: ShipmentMethodChoice[]): Promise<Cart>;
  setBillingAddress(name: string): Promise<Cart>;
  /** 409 `out-of-stock` lists the short lines in its `errorData.items`. */
  validate(acceptedTermsShopIds: string[]): Promise<Cart>;
  relays(search: RelaySearchBody): Promise<RelaySearchReply>;
  /** The same idempotency key answers the same payment. */
  preparePayment(provider: string, returnUrl: string, idempotencyKey: string): Promise<PrepareReply>;
  confirmPayment(provider: string, answer: PaymentReturnBody): Promise<PaymentResult>;
}

export function checkoutCalls(call: <T>(request: ParsedRequest<T>) => Promise<T>): CheckoutApi {
  const cart = (request: Omit<ParsedRequest<Cart>, 'reply'>) => call({ ...request, reply: cartSchema });
  return {
    setShippingAddress: (name) =>
      cart({
        method: 'PUT',
        path: '/shopping-cart/shipping-address',
        body: { name } satisfies ShippingAddressBody,
      }),
    setShipmentMethods: (shipments) =>
      cart({
        method: 'PUT',
        path: '/shopping-cart/shipment-methods',
        body: { shipments } satisfies ShipmentMethodsBody,
      }),
    setBillingAddress: (billingAddressName) =>
      cart({
        method: 'PUT',
        path: '/shopping-cart/billing-address',
        query: { billingAddressName } satisfies BillingAddressQuery,
      }),
    validate: (acceptedTermsShopIds) =>
      cart({
        method: 'POST',
        path: '/shopping-cart/validate',
        body: { acceptedTermsShopIds } satisfies ValidateBody,
      }),
    relays: (search) =>
      call({ method: 'POST', path: '/relay/relays', body: search, reply: relaySearchReplySchema }),
    preparePayment: (provider, returnUrl, idempotencyKey) =>
      call({
        method: 'POST',
        path: `/payment/${encodeURIComponent(provider)}/prepare-checkout`,
        body: { returnUrl } satisfies PrepareCheckoutBody,
        headers: { 'idempotency-key': idempotencyKey },
        reply: prepareCheckoutReplySchema,
      }),
    confirmPayment: (provider, answer) =>
      call({
        method: 'POST',
        path: `/payment/${encodeURIComponent(provider)}/return`,
        body: answer,
        reply: paymentResultSchema,
      }),
  };
}
