import {
  cartSchema,
  paymentResultSchema,
  prepareCheckoutReplySchema,
  relaySearchReplySchema,
} from '@shop/domain';
import type { Cart, PaymentResult } from '@shop/domain';
import type { ParsedRequest } from './request.js';

export interface MethodChoice {
  shipmentId: string;
  shipmentMethodId: string;
  relayCode?: string;
}

export interface RelaySearch {
  address: string;
  countryCode: string;
  zipCode: string;
  city: string;
  /** Grams. */
  weight: number;
  /** fr-FR date, today plus 2 days. */
  shippingDate: string;
}

export type PrepareReply = ReturnType<typeof prepareCheckoutReplySchema.parse>;
export type RelaySearchReply = ReturnType<typeof relaySearchReplySchema.parse>;

export interface SignedAnswer {
  'kr-answer': string;
  'kr-hash': string;
  'kr-hash-algorithm': string;
  'kr-hash-key': string;
  'kr-answer-type'?: string;
}

/**
 * The checkout and payment calls of spec 7 (contract in `domain/src/api/checkout.ts`): the cart's
 * shipping and billing choices, its validation, relay search and card payment.
 */
export interface CheckoutApi {
  setShippingAddress(name: string): Promise<Cart>;
  setShipmentMethods(choices: MethodChoice[]): Promise<Cart>;
  setBillingAddress(name: string): Promise<Cart>;
  /** 409 `out-of-stock` lists the short lines in its `errorData.items`. */
  validate(acceptedTermsShopIds: string[]): Promise<Cart>;
  relays(search: RelaySearch): Promise<RelaySearchReply>;
  /** The same idempotency key answers the same payment. */
  preparePayment(provider: string, returnUrl: string, idempotencyKey: string): Promise<PrepareReply>;
  confirmPayment(provider: string, answer: SignedAnswer): Promise<PaymentResult>;
}

export function checkoutCalls(call: <T>(request: ParsedRequest<T>) => Promise<T>): CheckoutApi {
  const cart = (request: Omit<ParsedRequest<Cart>, 'reply'>) => call({ ...request, reply: cartSchema });
  return {
    setShippingAddress: (name) =>
      cart({ method: 'PUT', path: '/shopping-cart/shipping-address', body: { name } }),
    setShipmentMethods: (shipments) =>
      cart({ method: 'PUT', path: '/shopping-cart/shipment-methods', body: { shipments } }),
    setBillingAddress: (billingAddressName) =>
      cart({ method: 'PUT', path: '/shopping-cart/billing-address', query: { billingAddressName } }),
    validate: (acceptedTermsShopIds) =>
      cart({ method: 'POST', path: '/shopping-cart/validate', body: { acceptedTermsShopIds } }),
    relays: (search) =>
      call({ method: 'POST', path: '/relay/relays', body: search, reply: relaySearchReplySchema }),
    preparePayment: (provider, returnUrl, idempotencyKey) =>
      call({
        method: 'POST',
        path: `/payment/${encodeURIComponent(provider)}/prepare-checkout`,
        body: { returnUrl },
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
