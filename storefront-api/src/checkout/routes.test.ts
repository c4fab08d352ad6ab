import { cartSchema, relaySearchReplySchema, type Cart } from '@shop/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartCall, cartError, cartOk, guest, offerWhere, setQuantity } from '../testing/cart.js';
import { buyer, MARTINIQUE_ADDRESS, readyToValidate, validate } from '../testing/checkout.js';
import { testDatabase } from '../testing/database.js';

beforeAll(async () => {
  await testDatabase();
});

const SHIPPING = '/shopping-cart/shipping-address';
const METHODS = '/shopping-cart/shipment-methods';
const BILLING = '/shopping-cart/billing-address';
const VALIDATE = '/shopping-cart/validate';
const RELAYS = '/relay/relays';

const relaySearch = (fields: Record<string, unknown> = {}) => ({
  address: '12 rue Victor Hugo',
  countryCode: 'MQ',
  zipCode: '97200',
  city: 'Fort-de-France',
  weight: 1500,
  shippingDate: '26/11/2026',
  ...fields,
});

describe('shipping address', () => {
  it('needs a signed-in customer', async () => {
    const token = await guest();
    await cartError(
      'PUT',
      SHIPPING,
      {},
      { token, payload: { name: 'maison' } },
      401,
      'customer-is-not-logged-in',
    );
  });

  it('takes one of the customer’s addresses in the cart’s territory, and gives shipments their methods', async () => {
    const { token } = await buyer();
    const offer = await offerWhere('MQ', 'o.stock >= 5');
    const before = await setQuantity(token, offer.id, 'add', 1);
    expect(before.shipments).toHaveLength(1);
    expect(before.shipments[0]!.availableShipmentMethods).toEqual([]);
    const cart = await cartOk('PUT', SHIPPING, {}, { token, payload: { name: 'maison' } });
    expect(cartSchema.parse(cart)).toEqual(cart);
    expect(cart.mainShippingAddress).toMatchObject({ name: 'maison', postCode: '97200', country: 'MQ' });
    const [shipment] = cart.shipments;
    expect(shipment!.address?.name).toBe('maison');
    expect(shipment!.availableShipmentMethods.length).toBeGreaterThan(0);
    expect(shipment!.shipmentMethod).toBeNull();
    expect(cart.shippingPrice).toBeNull();
  });

  it('refuses an address outside the territory, unknown names and malformed bodies', async () => {
    const { token } = await buyer();
    const error = await cartError(
      'PUT',
      SHIPPING,
      {},
      { token, payload: { name: 'gwada' } },
      400,
      'address-outside-territory',
    );
    expect(error.errorMessage).toBe('Veuillez ajouter une adresse de livraison située en Martinique.');
    await cartError(
      'PUT',
      SHIPPING,
      {},
      {
        token,
        payload: {
          ...MARTINIQUE_ADDRESS,
          name: 'x',
          postCode: '97110',
          company: null,
          email: null,
          website: null,
          latitude: null,
          longitude: null,
        },
      },
      400,
      'address-outside-territory',
    );
    await cartError(
      'PUT',
      SHIPPING,
      {},
      { token, payload: { name: 'nulle-part' } },
      404,
      'address-not-found',
    );
    await cartError('PUT', SHIPPING, {}, { token, payload: { name: '\ud800' } }, 400, 'invalid-request');
  });
});

describe('shipment methods', () => {
  it('chooses a method per shipment, prices shipping with VAT, and refuses what does not fit', async () => {
    const { token } = await buyer();
    const offer = await offerWhere('MQ', "o.stock >= 5 AND o.logistic_class_id = 'colis-standard'");
    await setQuantity(token, offer.id, 'add', 1);
    let cart = await cartOk('PUT', SHIPPING, {}, { token, payload: { name: 'maison' } });
    const shipment = cart.shipments[0]!;
    const home = shipment.availableShipmentMethods.find((m) => m.carrier === 'HOME')!;
    expect(home).toMatchObject({ name: 'Livraison à domicile', deliveryTimeUnit: 'DAY', isRelay: false });
    const choose = (shipmentMethodId: string, relayCode?: string, shipmentId = shipment.id) => ({
      token,
      payload: { shipments: [{ shipmentId, shipmentMethodId, ...(relayCode ? { relayCode } : {}) }] },
    });
    cart = await cartOk('PUT', METHODS, {}, choose(home.id));
    expect(cart.shipments[0]!.shipmentMethod?.id).toBe(home.id);
    if (!home.isFree) {
      expect(cart.shippingPrice!.taxIncluded).toBe(home.price.taxIncluded);
      // Martinique: 8.5 % VAT on transport.
      expect(cart.shippingPrice!.taxFree).toBe(Math.round((home.price.taxIncluded * 10000) / 10850));
    }
    expect(cart.orderTotalPrice.taxIncluded).toBe(
      cart.totalPrice.taxIncluded + cart.shippingPrice!.taxIncluded,
    );
    await cartError('PUT', METHODS, {}, choose(home.id), 409, 'shipment-method-already-selected');
    await cartError('PUT', METHODS, {}, choose('TELEPORT'), 404, 'shipment-method-not-found');
    await cartError(
      'PUT',
      METHODS,
      {},
      choose('INTERNATIONAL_EXPRESS'),
      409,
      'shipment-method-not-available',
    );
    await cartError('PUT', METHODS, {}, choose('FREIGHT'), 403, 'shipment-method-not-authorised');
    await cartError('PUT', METHODS, {}, choose(home.id, undefined, 'nobody'), 404, 'shipment-not-found');
    await cartError('PUT', METHODS, {}, choose('RELAY'), 400, 'relay-point-required');
    await cartError('PUT', METHODS, {}, choose('RELAY', 'GP-0001'), 404, 'relay-point-not-found');
    // A relay point becomes the shipment's address.
    cart = await cartOk('PUT', METHODS, {}, choose('RELAY', 'MQ-0002'));
    expect(cart.shipments[0]!.address).toMatchObject({
      name: 'relay_MQ-0002',
      company: 'Station Carrère',
      firstName: 'Léa',
      city: 'Le Lamentin',
    });
    expect(cart.shipments[0]!.relayPoint?.code).toBe('MQ-0002');
    expect(cart.mainShippingAddress?.name).toBe('maison');
  });

  it('makes a shipment wait for its slowest line: its picking delay is its offers’ largest (spec 9)', async () => {
    const { token } = await buyer();
    const quick = await offerWhere('MQ', 'o.stock >= 5 AND o.picking_delay <= 1');
    const { db } = await testDatabase();
    const [slow] = await db.query<{ id: string; picking_delay: number }>(
      `SELECT o.id::text, o.picking_delay FROM offers o JOIN products p ON p.id = o.product_id
       WHERE o.territory = 'MQ' AND o.shop_id = (SELECT shop_id FROM offers WHERE id = $1)
         AND o.picking_delay > 1 AND o.stock >= 5 AND p.pack_size = 1 AND o.min_quantity = 1
       ORDER BY o.id LIMIT 1`,
      [quick.id],
    );
    expect(slow).toBeDefined();
    await setQuantity(token, quick.id, 'add', 1);
    const cart = await setQuantity(token, slow!.id, 'add', 1);
    expect(cart.shipments).toHaveLength(1);
    expect(cart.shipments[0]!.pickingDelay).toBe(slow!.picking_delay);
  });

  it('splits shipments by logistic class when asked, and makes the standard method free past the franco', async () => {
    const { token } = await buyer();
    const standard = await offerWhere(
      'MQ',
      "o.stock >= 5 AND o.logistic_class_id = 'colis-standard' AND o.price_tax_free > 20000",
    );
    const { db } = await testDatabase();
    const [other] = await db.query<{ id: string }>(
      `SELECT o.id::text FROM offers o JOIN products p ON p.id = o.product_id
       WHERE o.territory = 'MQ' AND o.shop_id = (SELECT shop_id FROM offers WHERE id = $1)
         AND o.logistic_class_id <> 'colis-standard' AND o.stock >= 5 AND p.pack_size = 1 AND o.min_quantity = 1
       ORDER BY o.id LIMIT 1`,
      [standard.id],
    );
    await setQuantity(token, standard.id, 'add', 1);
    if (other) await setQuantity(token, other.id, 'add', 1);
    let cart = await cartOk('PUT', SHIPPING, {}, { token, payload: { name: 'maison' } });
    expect(cart.franco?.reached).toBe(true);
    expect(cart.shipments).toHaveLength(1);
    cart = await cartOk('PUT', '/shopping-cart/set-logistic-class-splitting', { enabled: 'true' }, { token });
    expect(cart.shipments).toHaveLength(other ? 2 : 1);
    const standardShipment = cart.shipments.find((s) => s.logisticClass?.id === 'colis-standard')!;
    const home = standardShipment.availableShipmentMethods.find((m) => m.id === 'HOME')!;
    expect(home).toMatchObject({ isFree: true, price: { taxIncluded: 0 } });
    expect(home.priceDetails.at(-1)).toMatchObject({ label: 'Livraison offerte (franco atteint)' });
  });
});

describe('relay points', () => {
  it('answers the nearest relay points of the searched town first, with their opening times', async () => {
    const reply = await cartCall(
      'POST',
      RELAYS,
      {},
      { payload: relaySearch({ zipCode: '97232', city: 'Le Lamentin' }) },
    );
    expect(reply.status).toBe(200);
    const body = relaySearchReplySchema.parse(reply.body);
    expect(body.origin.label).toBe('97232 Le Lamentin');
    expect(body.relayPoints[0]!.code).toBe('MQ-0002');
    const distances = body.relayPoints.map((r) => r.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(body.relayPoints.every((r) => r.country === 'MQ' && r.openingTimes.length === 7)).toBe(true);
    const bazar = body.relayPoints.find((r) => r.code === 'MQ-0003')!;
    // Sunday is 00:00-00:00: closed.
    expect(bazar.openingTimes[6]).toEqual({ day: 7, hours: [], closed: true });
  });

  it('refuses places outside France, unknown places and incomplete searches', async () => {
    const outside = await cartCall('POST', RELAYS, {}, { payload: relaySearch({ countryCode: 'US' }) });
    expect(outside.status).toBe(400);
    expect(outside.body).toMatchObject({
      errorCode: 'relay-outside-france',
      errorMessage: 'Ce service de livraison n’est disponible qu’en France',
    });
    const unknown = await cartCall(
      'POST',
      RELAYS,
      {},
      { payload: relaySearch({ zipCode: '99999', city: 'Atlantide' }) },
    );
    expect(unknown.body).toMatchObject({ errorCode: 'invalid-relay-search' });
    const incomplete = await cartCall('POST', RELAYS, {}, { payload: { address: 'x' } });
    expect(incomplete.body).toMatchObject({ errorCode: 'invalid-request' });
    const carrier = await cartCall('POST', '/pigeon/relays', {}, { payload: relaySearch() });
    expect(carrier.status).toBe(404);
  });
});

describe('billing address and validation', () => {
  it('sets the billing address once', async () => {
    const { token } = await buyer();
    const cart = await cartOk('PUT', BILLING, { billingAddressName: 'gwada' }, { token });
    expect(cart.billingAddress?.name).toBe('gwada');
    await cartError(
      'PUT',
      BILLING,
      { billingAddressName: 'gwada' },
      { token },
      409,
      'billing-address-already-set',
    );
    await cartError(
      'PUT',
      BILLING,
      { billingAddressName: 'nulle-part' },
      { token },
      404,
      'address-not-found',
    );
  });

  it('says what is missing, in order', async () => {
    const { token } = await buyer();
    await cartError(
      'POST',
      VALIDATE,
      {},
      { token, payload: { acceptedTermsShopIds: [] } },
      409,
      'cart-empty',
    );
    const offer = await offerWhere('MQ', "o.stock >= 5 AND o.logistic_class_id = 'colis-standard'");
    await setQuantity(token, offer.id, 'add', 1);
    await cartError(
      'POST',
      VALIDATE,
      {},
      { token, payload: { acceptedTermsShopIds: [] } },
      409,
      'shipping-address-missing',
    );
    await cartOk('PUT', SHIPPING, {}, { token, payload: { name: 'maison' } });
    await cartError(
      'POST',
      VALIDATE,
      {},
      { token, payload: { acceptedTermsShopIds: [] } },
      409,
      'shipment-method-missing',
    );
    const cart = await readyToValidate(token, []);
    await cartError(
      'POST',
      VALIDATE,
      {},
      { token, payload: { acceptedTermsShopIds: [] } },
      409,
      'terms-not-accepted',
    );
    const validated = await validate(token, cart);
    expect(validated.validation).toMatchObject({ amount: validated.orderTotalPrice });
    expect(new Date(validated.validation!.expiresAt).getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
  });

  it('reserves the stock: another buyer of the last units is told which lines are short', async () => {
    const { db } = await testDatabase();
    const offer = await offerWhere('MQ', "o.stock >= 3 AND o.logistic_class_id = 'colis-standard'", 7);
    await db.query('UPDATE offers SET stock = 2 WHERE id = $1', [offer.id]);
    const first = await buyer();
    const second = await buyer();
    const cart1 = await readyToValidate(first.token, [{ offerId: offer.id, quantity: 2 }]);
    const cart2 = await readyToValidate(second.token, [{ offerId: offer.id, quantity: 1 }]);
    await validate(first.token, cart1);
    const error = await cartError(
      'POST',
      VALIDATE,
      {},
      { token: second.token, payload: { acceptedTermsShopIds: cart2.shipments.map((s) => s.shop.id) } },
      409,
      'out-of-stock',
    );
    expect(error.errorData).toEqual({
      items: [{ offerId: offer.id, productName: offer.name, requested: 1, available: 0 }],
    });
    // The first buyer changes the cart: the reservation ends and the second may validate.
    const changed: Cart = await setQuantity(first.token, offer.id, 'update', 1);
    expect(changed.validation).toBeNull();
    const second2 = await validate(second.token, cart2);
    expect(second2.validation).not.toBeNull();
    // An expired reservation frees the stock at once.
    await db.query(`UPDATE checkouts SET expires_at = now() - interval '1 second' WHERE cart_id = $1`, [
      cart2.id,
    ]);
    await db.query(
      `UPDATE stock_reservations SET expires_at = now() - interval '1 second' WHERE checkout_id = $1`,
      [second2.validation!.id],
    );
    const again = await validate(
      first.token,
      await cartOk('GET', '/shopping-cart', {}, { token: first.token }),
    );
    expect(again.validation).not.toBeNull();
  });
});
