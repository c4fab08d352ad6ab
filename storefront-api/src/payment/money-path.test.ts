/**
 * Issue 29's findings, one regression test each: what a payments engineer and an attacker found
 * paying less than owed, refunds that never happened, and races. Payments go through the sandbox's
 * own card form (it notifies the API over HTTP), so refunds are really asked of a provider. The race
 * of finding 2 only interleaves on the PostgreSQL server (`pnpm test:postgres`); PGlite serialises.
 */
import type { Cart, PaymentResult } from '@shop/domain';
import { payOnCardForm } from '@shop/payment-sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartCall, cartError, cartOk, insertCoupon, offerWhere, setQuantity } from '../testing/cart.js';
import {
  buyer,
  MARTINIQUE_ADDRESS,
  notificationOf,
  notifyAt,
  payingShop,
  prepareAt,
  providerAnswer,
  readyToValidate,
  returnOf,
  validate,
} from '../testing/checkout.js';
import { TEST_OPERATOR_KEY, testAppWith, testDatabase } from '../testing/database.js';
import { DEV_PAYMENT_SETTINGS, getTransaction, refundPayment } from './provider.js';
import { Refunds } from './refunds.js';
import { transactionCountsByOutcome } from './public.js';
import { purgeKeys } from './repository.js';

const PLAIN = "o.stock >= 20 AND o.logistic_class_id = 'colis-standard'";

let shop: Awaited<ReturnType<typeof payingShop>>;
beforeAll(async () => {
  await testDatabase();
  shop = await payingShop();
});
afterAll(() => shop.close());

async function sql<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const { db } = await testDatabase();
  return db.query<T>(text, values);
}

const prepare = (token: string, key?: string) => prepareAt(shop.api, token, key);

/** Pays a form with the accepted test card, then brings the browser back: the return's result. */
async function pay(token: string, formToken: unknown): Promise<PaymentResult> {
  const { location } = await payOnCardForm(shop.sandbox, String(formToken));
  return cartOk(
    'POST',
    '/payment/sandbox/return',
    {},
    { token, payload: Object.fromEntries(location.searchParams) },
  ) as unknown as Promise<PaymentResult>;
}

const notify = (body: string) => notifyAt(shop.api, body);

async function checkoutOf(id: string) {
  const [row] = await sql<{ reference: string; amount: number; customer: string; status: string }>(
    `SELECT order_reference AS reference, amount, customer_id::text AS customer, status FROM checkouts WHERE id = $1`,
    [id],
  );
  return row!;
}

const refundsOf = (reference: string) =>
  sql<{ amount: number; reason: string; status: string; provider_reference: string | null }>(
    `SELECT r.amount, r.reason, r.status, r.provider_reference FROM refunds r
     JOIN checkouts c ON c.id = r.checkout_id WHERE c.order_reference = $1 ORDER BY r.id`,
    [reference],
  );

const ordersOfCustomer = (customer: string) =>
  sql<{ reference: string; status: string }>(
    'SELECT reference, status FROM orders WHERE customer_id = $1 ORDER BY id',
    [customer],
  );

/**
 * Runs `use` with a delivery rate of the test's own in Martinique: free, no weight limit (a cart of
 * many units or of nothing to pay can be delivered), removed afterwards.
 */
async function withFreeRate(use: (rate: string) => Promise<void>): Promise<void> {
  const rate = `test-free-${Date.now()}`;
  await sql(
    `INSERT INTO shipping_rates (id, carrier, name, logistic_classes, territories, base_cents, per_kg_cents,
                                 delivery_time, delivery_unit, position)
     VALUES ($1, 'HOME', 'Retrait gratuit (test)', '{colis-standard}', '{MQ}', 0, 0, 3, 'DAY', 999)`,
    [rate],
  );
  try {
    await use(rate);
  } finally {
    await sql('DELETE FROM cart_shipments WHERE method_id = $1', [rate]);
    await sql('DELETE FROM shipping_rates WHERE id = $1', [rate]);
  }
}

/** Ships every shipment of the cart with this rate. */
async function shipWith(token: string, cart: Cart, rate: string): Promise<void> {
  const others = cart.shipments.filter((shipment) => shipment.shipmentMethod?.id !== rate);
  if (others.length > 0)
    await cartOk(
      'PUT',
      '/shopping-cart/shipment-methods',
      {},
      { token, payload: { shipments: others.map((s) => ({ shipmentId: s.id, shipmentMethodId: rate })) } },
    );
}

async function customerOf(token: string): Promise<string> {
  const cart = await cartOk('GET', '/shopping-cart', {}, { token });
  const [owner] = await sql<{ customer_id: string }>('SELECT customer_id::text FROM carts WHERE id = $1', [
    cart.id,
  ]);
  return owner!.customer_id;
}

describe('finding 1: a paid answer for a replaced checkout', () => {
  it('two forms of a once-per-customer coupon paid: one order with the discount, the old one refunded, one use', async () => {
    const { token } = await buyer();
    const offer = await offerWhere('MQ', PLAIN, 21);
    const ready = await readyToValidate(token, [{ offerId: offer.id, quantity: 1 }]);
    const code = await insertCoupon({ prefix: 'UNEFOIS', type: 'AMOUNT', value: 500, perCustomerLimit: 1 });
    await cartOk('PUT', '/shopping-cart/set-coupon', { coupon: code }, { token });
    const first = await validate(token, ready);
    const firstForm = await prepare(token);
    const second = await validate(token, ready);
    const secondForm = await prepare(token);
    expect(second.validation!.id).not.toBe(first.validation!.id);
    expect(secondForm.body.formToken).not.toBe(firstForm.body.formToken);

    // The replaced form is paid first: refunded, and the current cart is left as it is.
    expect(await pay(token, firstForm.body.formToken)).toEqual({
      outcome: 'refunded',
      orderReference: null,
      refusalCode: null,
    });
    const cart: Cart = await cartOk('GET', '/shopping-cart', {}, { token });
    expect(cart.cartItems).toHaveLength(1);
    expect(cart.coupon?.code).toBe(code);
    expect(cart.validation?.id).toBe(second.validation!.id);

    const secondCheckout = await checkoutOf(second.validation!.id);
    expect(await pay(token, secondForm.body.formToken)).toMatchObject({
      outcome: 'received',
      orderReference: secondCheckout.reference,
    });
    const customer = secondCheckout.customer;
    expect(await ordersOfCustomer(customer)).toEqual([
      { reference: secondCheckout.reference, status: 'PROCESSING' },
    ]);
    const uses = await sql<{ status: string }>(
      'SELECT u.status FROM coupon_uses u JOIN coupons c ON c.id = u.coupon_id WHERE c.code = $1',
      [code],
    );
    expect(uses).toEqual([{ status: 'REDEEMED' }]);
    const firstCheckout = await checkoutOf(first.validation!.id);
    const refunds = await refundsOf(firstCheckout.reference);
    expect(refunds).toEqual([
      {
        amount: firstCheckout.amount,
        reason: 'checkout-replaced',
        status: 'DONE',
        provider_reference: expect.any(String),
      },
    ]);
  });

  it('removing the coupon after preparing: the old form paid makes no order, it is refunded', async () => {
    const { token } = await buyer();
    const offer = await offerWhere('MQ', PLAIN, 22);
    const ready = await readyToValidate(token, [{ offerId: offer.id, quantity: 1 }]);
    const code = await insertCoupon({ prefix: 'RETIRE', type: 'AMOUNT', value: 500 });
    await cartOk('PUT', '/shopping-cart/set-coupon', { coupon: code }, { token });
    const validated = await validate(token, ready);
    const form = await prepare(token);
    await cartOk('DELETE', '/shopping-cart/remove-coupon', { coupon: code }, { token });
    expect((await pay(token, form.body.formToken)).outcome).toBe('refunded');
    const checkout = await checkoutOf(validated.validation!.id);
    expect(checkout.status).toBe('CANCELLED');
    expect(await ordersOfCustomer(checkout.customer)).toEqual([]);
    expect(await refundsOf(checkout.reference)).toMatchObject([
      { reason: 'checkout-replaced', status: 'DONE' },
    ]);
  });
});

describe('finding 2: the amount, the reserved lines and the frozen cart come from one locked read', () => {
  it('a quantity change committed while a validation waits for the cart never makes a checkout charge less', async () => {
    const { db, url } = await testDatabase();
    const { token } = await buyer();
    const offer = await offerWhere('MQ', PLAIN, 23);
    const ready = await readyToValidate(token, [{ offerId: offer.id, quantity: 1 }]);
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    // On the server, another transaction holds the cart row: the validation, then a quantity change,
    // queue behind it, and run in that order once it ends (PGlite runs one transaction at a time).
    let locked = () => {};
    const holding = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holder =
      url === undefined
        ? Promise.resolve()
        : db.transaction(async (tx) => {
            await tx.query('SELECT 1 FROM carts WHERE id = $1 FOR UPDATE', [ready.id]);
            locked();
            await released;
          });
    if (url === undefined) locked();
    await holding;
    const validating = cartCall(
      'POST',
      '/shopping-cart/validate',
      {},
      { token, payload: { acceptedTermsShopIds: ready.shipments.map((s) => s.shop.id) } },
    );
    await new Promise((resolve) => setTimeout(resolve, 150));
    const changing = setQuantity(token, offer.id, 'update', 3);
    await new Promise((resolve) => setTimeout(resolve, 150));
    release();
    await holder;
    expect((await validating).status).toBe(200);
    await changing;
    const checkouts = await sql<{ amount: number; total: number; reserved: number; frozen: number }>(
      `SELECT c.amount, (c.snapshot->'orderTotalPrice'->>'taxIncluded')::int AS total,
              coalesce((SELECT sum(quantity) FROM stock_reservations r WHERE r.checkout_id = c.id), 0)::int AS reserved,
              (c.snapshot->'cartItems'->0->>'quantity')::int AS frozen
       FROM checkouts c WHERE c.cart_id = $1`,
      [ready.id],
    );
    expect(checkouts).toHaveLength(1);
    for (const checkout of checkouts) expect(checkout.amount).toBe(checkout.total);
    // The change came after the validation: it ended it (nothing reserved, nothing payable).
    expect(checkouts[0]).toMatchObject({ frozen: 1, reserved: 0 });
    const cart = await cartOk('GET', '/shopping-cart', {}, { token });
    expect(cart.validation).toBeNull();
    expect(cart.cartItems[0]!.quantity).toBe(3);
  });
});

describe('finding 3: a cart moved to another territory', () => {
  const FOLLOWS = `o.stock >= 5 AND EXISTS (SELECT 1 FROM offers n WHERE n.product_id = o.product_id
    AND n.shop_id = o.shop_id AND n.territory = 'GY' AND n.stock >= 5 AND n.min_quantity = 1)`;

  it('forgets the address and methods chosen for the old one; an address elsewhere is refused at validation', async () => {
    const { token } = await buyer();
    const offer = await offerWhere('MQ', FOLLOWS, 1);
    const ready = await readyToValidate(token, [{ offerId: offer.id, quantity: 1 }]);
    expect(ready.mainShippingAddress?.postCode).toBe('97200');
    const moved = await cartOk(
      'POST',
      '/shopping-cart/catalog',
      {},
      { token, payload: { rootCategoryPath: 'guyane' } },
    );
    expect(moved.rootCategoryPath).toBe('guyane');
    expect(moved.mainShippingAddress).toBeNull();
    expect(moved.shipments.every((shipment) => shipment.shipmentMethod === null)).toBe(true);
    const terms = { acceptedTermsShopIds: moved.shipments.map((s) => s.shop.id) };
    await cartError(
      'POST',
      '/shopping-cart/validate',
      {},
      { token, region: 'guyane', payload: terms },
      409,
      'shipping-address-missing',
    );
    // Even an address written before the move (or by any other way) must lie in the territory.
    await sql(
      'INSERT INTO checkout_addresses (cart_id, shipping_address) VALUES ($1, $2) ON CONFLICT (cart_id) DO UPDATE SET shipping_address = EXCLUDED.shipping_address',
      [
        moved.id,
        JSON.stringify({
          ...MARTINIQUE_ADDRESS,
          name: 'maison',
          defaultShipping: false,
          defaultBilling: false,
        }),
      ],
    );
    const again = await cartOk('GET', '/shopping-cart', {}, { token, region: 'guyane' });
    await cartOk(
      'PUT',
      '/shopping-cart/shipment-methods',
      {},
      {
        token,
        region: 'guyane',
        payload: {
          shipments: again.shipments.map((shipment) => ({
            shipmentId: shipment.id,
            shipmentMethodId: shipment.availableShipmentMethods.find((m) => !m.isRelay)!.id,
          })),
        },
      },
    );
    await cartError(
      'POST',
      '/shopping-cart/validate',
      {},
      { token, region: 'guyane', payload: terms },
      400,
      'address-outside-territory',
    );
  });
});

describe('finding 4: one payable form per checkout, and every other payment kept and refunded', () => {
  it('preparing again answers the same form; a second payment is recorded and refunded', async () => {
    const { token } = await buyer();
    const offer = await offerWhere('MQ', PLAIN, 24);
    const validated = await validate(
      token,
      await readyToValidate(token, [{ offerId: offer.id, quantity: 1 }]),
    );
    const first = await prepare(token);
    const again = await prepare(token);
    expect(again.body.formToken).toBe(first.body.formToken);
    const checkout = await checkoutOf(validated.validation!.id);
    expect(await pay(token, first.body.formToken)).toMatchObject({ outcome: 'received' });
    // A second payment of the same order (another transaction of the provider).
    const answer = providerAnswer(checkout);
    expect((await notify(notificationOf(answer))).status).toBe(200);
    const back = await cartOk('POST', '/payment/sandbox/return', {}, { token, payload: returnOf(answer) });
    expect(back).toEqual({ outcome: 'refunded', orderReference: checkout.reference, refusalCode: null });
    expect(await refundsOf(checkout.reference)).toMatchObject([
      { reason: 'already-paid', amount: checkout.amount },
    ]);
    expect(await ordersOfCustomer(checkout.customer)).toHaveLength(1);
  });

  it('a paid answer of another amount is recorded and refunded, never refused unrecorded', async () => {
    const { token } = await buyer();
    const offer = await offerWhere('MQ', PLAIN, 25);
    const validated = await validate(
      token,
      await readyToValidate(token, [{ offerId: offer.id, quantity: 1 }]),
    );
    const checkout = await checkoutOf(validated.validation!.id);
    const answer = providerAnswer({ ...checkout, amount: checkout.amount - 100 });
    const mismatches = async () => {
      const { db } = await testDatabase();
      const counts = await transactionCountsByOutcome(db);
      return counts.find((row) => row.outcome === 'amount-mismatch')?.count ?? 0;
    };
    const before = await mismatches();
    expect((await notify(notificationOf(answer))).status).toBe(200);
    // The metrics' count by outcome (storefront_payment_transactions) sees it.
    expect(await mismatches()).toBe(before + 1);
    const [transaction] = await sql<{ outcome: string; amount: number }>(
      'SELECT outcome, amount FROM payment_transactions WHERE checkout_id = $1',
      [validated.validation!.id],
    );
    expect(transaction).toEqual({ outcome: 'amount-mismatch', amount: checkout.amount - 100 });
    expect(await refundsOf(checkout.reference)).toMatchObject([
      { reason: 'amount-mismatch', amount: checkout.amount - 100 },
    ]);
    expect(await ordersOfCustomer(checkout.customer)).toEqual([]);
  });
});

describe('finding 5: refunds that happen', () => {
  it('the operator’s cancellation refunds the payment at the provider, and the order says so once done', async () => {
    const { token } = await buyer();
    const offer = await offerWhere('MQ', PLAIN, 26);
    const validated = await validate(
      token,
      await readyToValidate(token, [{ offerId: offer.id, quantity: 2 }]),
    );
    const checkout = await checkoutOf(validated.validation!.id);
    expect((await pay(token, (await prepare(token)).body.formToken)).outcome).toBe('received');
    const cancelled = await fetch(`${shop.api}/operator/orders/${checkout.reference}/cancel`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TEST_OPERATOR_KEY}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    expect(await refundsOf(checkout.reference)).toEqual([
      {
        amount: checkout.amount,
        reason: 'cancelled-by-shop',
        status: 'DONE',
        provider_reference: expect.any(String),
      },
    ]);
    const order = await cartOk('GET', `/orders/${checkout.reference}`, {}, { token });
    const messages = (
      order as unknown as { eventHistory: { type: string; message: string | null }[] }
    ).eventHistory
      .filter((event) => event.type === 'CANCELLED' || event.type === 'REFUND')
      .map((event) => event.message);
    expect(messages).toEqual([
      expect.stringMatching(/vous seront remboursés sur votre carte/u),
      expect.stringMatching(/^Remboursement de .* effectué/u),
    ]);
  });
});

describe('finding 5: a refund whose answer was lost', () => {
  it('is found at the provider before it is asked again: refunded once', async () => {
    const { token } = await buyer();
    const offer = await offerWhere('MQ', PLAIN, 33);
    const validated = await validate(
      token,
      await readyToValidate(token, [{ offerId: offer.id, quantity: 1 }]),
    );
    const checkout = await checkoutOf(validated.validation!.id);
    expect((await pay(token, (await prepare(token)).body.formToken)).outcome).toBe('received');
    const [paid] = await sql<{ uuid: string; amount: number }>(
      'SELECT uuid, amount FROM payment_transactions WHERE checkout_id = $1',
      [validated.validation!.id],
    );
    const { db } = await testDatabase();
    const settings = { ...DEV_PAYMENT_SETTINGS, apiUrl: shop.sandbox };
    await db.transaction((tx) =>
      Refunds.ask(tx, {
        transactionUuid: paid!.uuid,
        checkoutId: validated.validation!.id,
        orderId: null,
        amount: paid!.amount,
        reason: 'cancelled-by-shop',
      }),
    );
    const [asked] = await sql<{ id: string }>('SELECT id::text FROM refunds WHERE transaction_uuid = $1', [
      paid!.uuid,
    ]);
    // A first try reached the provider, but its answer never came back (a timeout, a crash).
    const made = await refundPayment(settings, {
      transactionUuid: paid!.uuid,
      amount: paid!.amount,
      comment: `${asked!.id} first try`,
    });
    await sql('UPDATE refunds SET attempts = 1 WHERE id = $1', [asked!.id]);
    await new Refunds({ db, settings, log: () => undefined }).round();
    expect(await refundsOf(checkout.reference)).toEqual([
      { amount: paid!.amount, reason: 'cancelled-by-shop', status: 'DONE', provider_reference: made.uuid },
    ]);
    expect((await getTransaction(settings, paid!.uuid)).refundedAmount).toBe(paid!.amount);
  });
});

describe('finding 6: a late payment never takes units others hold', () => {
  it('the first buyer’s reservation lapsed and the second holds the last unit: the late payment is refunded', async () => {
    const offer = await offerWhere('MQ', PLAIN, 27);
    await sql('UPDATE offers SET stock = 1 WHERE id = $1', [offer.id]);
    const late = await buyer();
    const onTime = await buyer();
    const lateCart = await validate(
      late.token,
      await readyToValidate(late.token, [{ offerId: offer.id, quantity: 1 }]),
    );
    const lateForm = await prepare(late.token);
    await sql(`UPDATE checkouts SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      lateCart.validation!.id,
    ]);
    await sql(
      `UPDATE stock_reservations SET expires_at = now() - interval '1 second' WHERE checkout_id = $1`,
      [lateCart.validation!.id],
    );
    const onTimeCart = await validate(
      onTime.token,
      await readyToValidate(onTime.token, [{ offerId: offer.id, quantity: 1 }]),
    );
    // The late payment arrives while the second buyer holds the unit.
    const lateResult = await pay(late.token, lateForm.body.formToken);
    const lateCheckout = await checkoutOf(lateCart.validation!.id);
    expect(lateResult).toMatchObject({ outcome: 'refunded', orderReference: lateCheckout.reference });
    expect(await ordersOfCustomer(lateCheckout.customer)).toEqual([
      { reference: lateCheckout.reference, status: 'CANCELLED' },
    ]);
    expect(await refundsOf(lateCheckout.reference)).toMatchObject([
      { reason: 'out-of-stock', status: 'DONE' },
    ]);
    const onTimeResult = await pay(onTime.token, (await prepare(onTime.token)).body.formToken);
    const onTimeCheckout = await checkoutOf(onTimeCart.validation!.id);
    expect(onTimeResult.outcome).toBe('received');
    expect(await ordersOfCustomer(onTimeCheckout.customer)).toEqual([
      { reference: onTimeCheckout.reference, status: 'PROCESSING' },
    ]);
    const [after] = await sql<{ stock: number }>('SELECT stock FROM offers WHERE id = $1', [offer.id]);
    expect(after!.stock).toBe(0);
  });
});

describe('finding 7: hoarding', () => {
  it('caps the units one validation reserves', async () => {
    await withFreeRate(async (rate) => {
      const { token } = await buyer();
      const offer = await offerWhere('MQ', "o.stock >= 150 AND o.logistic_class_id = 'colis-standard'");
      const ready = await readyToValidate(token, [{ offerId: offer.id, quantity: 1 }]);
      await shipWith(token, ready, rate);
      // 101 units, deliverable (the rate has no weight limit): only the cap refuses them.
      const many = await setQuantity(token, offer.id, 'update', 101);
      expect(many.shipments[0]!.shipmentMethod?.id).toBe(rate);
      await cartError(
        'POST',
        '/shopping-cart/validate',
        {},
        { token, payload: { acceptedTermsShopIds: ready.shipments.map((s) => s.shop.id) } },
        429,
        'reservation-limit-reached',
      );
    });
  });

  it('refuses a customer who kept stock reserved too long without paying', async () => {
    const { token } = await buyer();
    const offer = await offerWhere('MQ', PLAIN, 28);
    const ready = await readyToValidate(token, [{ offerId: offer.id, quantity: 1 }]);
    const customer = await customerOf(token);
    // Three validations of 15 minutes, renewed one after the other, over the last 50 minutes.
    for (const start of [50, 35, 20])
      await sql(
        `INSERT INTO checkouts (cart_id, customer_id, territory, order_reference, status, amount, snapshot,
                                created_at, expires_at, closed_at)
         VALUES ($1, $2, 'MQ', 'HOLD' || md5(random()::text), 'CANCELLED', 100, '{}',
                 now() - make_interval(mins => $3), now() - make_interval(mins => $3 - 15),
                 now() - make_interval(mins => $3 - 15))`,
        [ready.id, customer, start],
      );
    const terms = { acceptedTermsShopIds: ready.shipments.map((s) => s.shop.id) };
    await cartError(
      'POST',
      '/shopping-cart/validate',
      {},
      { token, payload: terms },
      429,
      'reservation-limit-reached',
    );
  });

  it('a coupon hold lapses with its validation: a limited coupon is not drained by carts that never order', async () => {
    const code = await insertCoupon({ prefix: 'LIMITE', type: 'AMOUNT', value: 100, usageLimit: 1 });
    const offer = await offerWhere('MQ', PLAIN, 29);
    const hoarder = await buyer();
    const ready = await readyToValidate(hoarder.token, [{ offerId: offer.id, quantity: 1 }]);
    await cartOk('PUT', '/shopping-cart/set-coupon', { coupon: code }, { token: hoarder.token });
    await validate(hoarder.token, ready);
    const other = await buyer();
    await setQuantity(other.token, offer.id, 'update', 1);
    await cartError(
      'PUT',
      '/shopping-cart/set-coupon',
      { coupon: code },
      { token: other.token },
      404,
      'coupon-not-valid',
    );
    // The hoarder's validation lapses: its hold goes with it.
    await sql(
      `UPDATE coupon_uses SET expires_at = now() - interval '1 second'
       WHERE coupon_id = (SELECT id FROM coupons WHERE code = $1)`,
      [code],
    );
    await cartOk('PUT', '/shopping-cart/set-coupon', { coupon: code }, { token: other.token });
    // Now the hoarder's coupon is taken: validating again says so.
    await cartError(
      'POST',
      '/shopping-cart/validate',
      {},
      { token: hoarder.token, payload: { acceptedTermsShopIds: ready.shipments.map((s) => s.shop.id) } },
      404,
      'coupon-not-valid',
    );
  });
});

describe('finding 8: idempotency keys', () => {
  it('a key answers the same form for its validation only, and is forgotten after a day', async () => {
    const { token } = await buyer();
    const offer = await offerWhere('MQ', PLAIN, 30);
    const ready = await readyToValidate(token, [{ offerId: offer.id, quantity: 1 }]);
    await validate(token, ready);
    const key = `key-${Date.now()}-money-path`;
    const first = await prepare(token, key);
    expect(first.status).toBe(200);
    expect((await prepare(token, key)).body.formToken).toBe(first.body.formToken);
    await validate(token, ready);
    expect(await prepare(token, key)).toMatchObject({
      status: 409,
      body: { errorCode: 'idempotency-key-reused' },
    });
    await sql(`UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = $1`, [key]);
    const { db } = await testDatabase();
    await purgeKeys(db, 24);
    expect(await sql('SELECT 1 FROM idempotency_keys WHERE key = $1', [key])).toEqual([]);
    expect((await prepare(token, key)).status).toBe(200);
  });
});

describe('finding 9: production takes no test payment', () => {
  it('a TEST answer is refused where test payments are off; a PRODUCTION one pays', async () => {
    const app = await testAppWith({ payment: { acceptTestPayments: false } });
    try {
      const { token } = await buyer();
      const offer = await offerWhere('MQ', PLAIN, 31);
      const validated = await validate(
        token,
        await readyToValidate(token, [{ offerId: offer.id, quantity: 1 }]),
      );
      const checkout = await checkoutOf(validated.validation!.id);
      const send = (answer: string) =>
        app.inject({
          method: 'POST',
          url: '/payment/sandbox/notification',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: notificationOf(answer),
        });
      const test = providerAnswer(checkout);
      expect((await send(test)).json()).toMatchObject({ errorCode: 'payment-signature-invalid' });
      const production = test.replace('"mode":"TEST"', '"mode":"PRODUCTION"');
      expect((await send(production)).statusCode).toBe(200);
      expect(await ordersOfCustomer(checkout.customer)).toMatchObject([{ status: 'PROCESSING' }]);
    } finally {
      await app.close();
    }
  });
});

describe('finding 10: an order with nothing to pay', () => {
  it('completes without a card: the order is made when the payment is prepared', async () => {
    // A free delivery method of the test's own, and a 100 % coupon: 0 € to pay.
    await withFreeRate(async (rate) => {
      const { token, email } = await buyer();
      const offer = await offerWhere('MQ', PLAIN, 32);
      const code = await insertCoupon({ prefix: 'GRATUIT', type: 'PERCENT', value: 100 });
      const ready = await readyToValidate(token, [{ offerId: offer.id, quantity: 1 }]);
      await shipWith(token, ready, rate);
      await cartOk('PUT', '/shopping-cart/set-coupon', { coupon: code }, { token });
      const validated = await validate(token, ready);
      expect(validated.orderTotalPrice.taxIncluded).toBe(0);
      const placed = await prepare(token, 'free-order-key');
      const checkout = await checkoutOf(validated.validation!.id);
      expect(placed).toMatchObject({
        status: 200,
        body: {
          orderPlaced: true,
          formToken: null,
          formUrl: null,
          amount: 0,
          orderReference: checkout.reference,
        },
      });
      expect(await ordersOfCustomer(checkout.customer)).toEqual([
        { reference: checkout.reference, status: 'PROCESSING' },
      ]);
      expect((await cartOk('GET', '/shopping-cart', {}, { token })).cartItems).toEqual([]);
      expect(shop.mailer.messages.filter((mail) => mail.to === email)).toHaveLength(1);
      // A retry with the same key (its reply lost) answers the same; without a key, nothing is left to
      // prepare: the order is made once.
      expect((await prepare(token, 'free-order-key')).body).toEqual(placed.body);
      expect((await prepare(token)).body).toMatchObject({ errorCode: 'checkout-not-validated' });
    });
  });
});
