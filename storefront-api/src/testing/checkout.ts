/** Helpers of the checkout and payment tests: a signed-in buyer with addresses and a cart ready to validate. */
import type { Cart } from '@shop/domain';
import { expect } from 'vitest';
import { cartOk, setQuantity } from './cart.js';
import { call, register, uniqueEmail } from './customers.js';

export const MARTINIQUE_ADDRESS = {
  firstName: 'Léa',
  lastName: 'Martin',
  street: '12 rue Victor Hugo',
  city: 'Fort-de-France',
  postCode: '97200',
  country: 'MQ',
  phone: '+596696123456',
};

/** A new signed-in customer with a Martinique address `maison` and a Guadeloupe one `gwada`. */
export async function buyer(): Promise<{ token: string; email: string }> {
  const email = uniqueEmail('buyer');
  const { token } = await register(email);
  if (!token) throw new Error('no session');
  for (const [name, address] of [
    ['maison', MARTINIQUE_ADDRESS],
    ['gwada', { ...MARTINIQUE_ADDRESS, city: 'Pointe-à-Pitre', postCode: '97110', country: 'GP' }],
  ] as const) {
    const response = await call('POST', '/customers/address', { token, payload: { ...address, name } });
    expect(response.statusCode, response.body).toBe(200);
  }
  return { token, email };
}

/**
 * Takes a cart with these lines through the shipping step (address `maison`, the cheapest method
 * of each shipment, billing `maison`): what validate needs.
 */
export async function readyToValidate(
  token: string,
  lines: { offerId: string; quantity: number }[],
  region = 'martinique',
): Promise<Cart> {
  for (const line of lines) await setQuantity(token, line.offerId, 'update', line.quantity, region);
  const cart = await cartOk(
    'PUT',
    '/shopping-cart/shipping-address',
    {},
    { token, payload: { name: 'maison' } },
  );
  const choices = cart.shipments.map((shipment) => {
    const method = shipment.availableShipmentMethods.find((m) => !m.isRelay)!;
    return { shipmentId: shipment.id, shipmentMethodId: method.id };
  });
  await cartOk(
    'PUT',
    '/shopping-cart/shipment-methods',
    {},
    { token, payload: { shipments: choices } },
  );
  return cartOk('PUT', '/shopping-cart/billing-address', { billingAddressName: 'maison' }, { token });
}

export const validate = (token: string, cart: Cart) =>
  cartOk(
    'POST',
    '/shopping-cart/validate',
    {},
    {
      token,
      payload: { acceptedTermsShopIds: cart.shipments.map((s) => s.shop.id) },
    },
  );
