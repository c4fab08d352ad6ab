import type { ApiError } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage, Mailer } from '../mail/mailer.js';
import { TEST_OPERATOR_KEY, testApp, testDatabase, testMailer } from '../testing/database.js';
import { buyer } from '../testing/checkout.js';
import { documentedReplies, type DocumentedReplies } from '../testing/openapi.js';
import { offersOfSellers, operator as orderOperator, paidOrder } from '../testing/orders.js';
import * as repository from './repository.js';
import { RestockAlertMail } from './service.js';

interface OfferRow {
  id: string;
  stock: number;
  reference: string;
  shop_id: string;
  slug: string;
  variant_slug: string | null;
}

let counter = 0;
const shopper = (tag: string) => `Restock.${tag}.${Date.now()}.${++counter}@Example.test`;

async function call(
  method: 'POST' | 'PUT',
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: unknown }> {
  const app = await testApp();
  const response = await app.inject({
    method,
    url,
    headers,
    payload: payload as Record<string, unknown>,
  });
  return { status: response.statusCode, body: response.body ? (JSON.parse(response.body) as unknown) : null };
}

const subscribe = (payload: unknown, region = 'martinique', query = '') =>
  call('POST', `/products/offer/restock-alert${query}`, payload, { 'root-category': region });
const operator = (method: 'POST' | 'PUT', url: string, payload: unknown) =>
  call(method, url, payload, { authorization: `Bearer ${TEST_OPERATOR_KEY}` });
const setStock = (offerId: string, stock: number) =>
  operator('PUT', `/operator/offers/${offerId}/stock`, { stock });

const mailsTo = (address: string) =>
  testMailer.messages.filter((message) => message.to === address.toLowerCase());

/** The e-mail's links (text part): the product's page and the unsubscribe page. */
function links(mail: MailMessage): { product: URL; unsubscribe: URL } {
  const urls = (mail.text.match(/https?:\/\/\S+/gu) ?? []).map((text) => new URL(text));
  const unsubscribe = urls.find((link) => link.pathname.endsWith('/alerte-stock/desinscription'));
  const product = urls.find((link) => link.pathname.includes('/produit/'));
  expect(unsubscribe && product, mail.text).toBeTruthy();
  return { product: product!, unsubscribe: unsubscribe! };
}

/** Out-of-stock offers of a territory that no other test of this file uses. */
const taken = new Set<string>();
/** Offers in stock this file empties, with their stock to put back. */
const restore = new Map<string, number>();
async function outOfStockOffer(territory = 'MQ', variant = false): Promise<OfferRow> {
  const { db } = await testDatabase();
  const rows = await db.query<OfferRow>(
    `SELECT o.id::text, o.stock, p.reference, o.shop_id, lp.slug,
            CASE WHEN p.id <> lp.id THEN p.slug END AS variant_slug
     FROM offers o JOIN products p ON p.id = o.product_id JOIN products lp ON lp.id = o.listing_product_id
     WHERE o.territory = $1 AND o.stock = 0 AND (p.id <> lp.id) = $2 ORDER BY o.id`,
    [territory, variant],
  );
  const row = rows.find((candidate) => !taken.has(candidate.id));
  if (!row) throw new Error(`no out-of-stock offer left in ${territory}`);
  taken.add(row.id);
  return row;
}

let replies: DocumentedReplies;
/** A mailer that fails while `down`, and keeps what it sent. */
function flakyMailer(): Mailer & { sent: MailMessage[]; down: boolean } {
  return {
    sent: [],
    down: true,
    description: 'flaky',
    async send(message) {
      if (this.down) throw Object.assign(new Error(`550 unavailable <${message.to}>`), { code: 'EENVELOPE' });
      this.sent.push(message);
    },
    close: () => undefined,
  };
}

/** Another sender over the same database (another process, the timer). */
let sender: (mailer: Mailer, logs?: string[]) => RestockAlertMail;

beforeAll(async () => {
  const { db } = await testDatabase();
  sender = (mailer, logs = []) =>
    new RestockAlertMail({
      db,
      repository,
      mailer,
      publicWebUrl: 'http://shop.test',
      log: (message, error) => logs.push(`${message} ${String(error)}`),
    });
  await testApp();
  replies = await documentedReplies();
});

afterAll(async () => {
  // The other files of the process expect the seeded stock: the offers used here are as they were.
  const { db } = await testDatabase();
  await db.query('UPDATE offers SET stock = 0 WHERE id = ANY ($1::bigint[])', [[...taken]]);
  for (const [id, stock] of restore)
    await db.query('UPDATE offers SET stock = $2 WHERE id = $1::bigint', [id, stock]);
  await db.query('DELETE FROM restock_alerts');
});

describe('POST /products/offer/restock-alert', () => {
  it('stores an alert on an out-of-stock offer of the region, e-mail lower-cased; 409 when it already waits', async () => {
    const offer = await outOfStockOffer();
    const email = shopper('store');
    const reply = await subscribe({ email, offerId: offer.id }, 'martinique', '?locale=en');
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({ offerId: offer.id, email: email.toLowerCase() });
    replies.expectReply('POST', '/products/offer/restock-alert', 201, reply.body);
    const { db } = await testDatabase();
    const [row] = await db.query<{ territory: string; locale: string; sent_at: Date | null }>(
      'SELECT territory, locale, sent_at FROM restock_alerts WHERE offer_id = $1::bigint AND email = $2',
      [offer.id, email.toLowerCase()],
    );
    expect(row).toEqual({ territory: 'MQ', locale: 'en', sent_at: null });

    const again = await subscribe({ email: email.toUpperCase(), offerId: offer.id });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ status: 409, errorCode: 'restock-alert-exists' });
    // Another address on the same offer is its own alert.
    expect((await subscribe({ email: shopper('other'), offerId: Number(offer.id) })).status).toBe(201);
  });

  it('refuses bad input with the spec 5 messages, hostile text included', async () => {
    const offer = await outOfStockOffer();
    const cases: [unknown, string, string][] = [
      [{ offerId: offer.id }, 'email', 'Email requis'],
      [{ email: '   ', offerId: offer.id }, 'email', 'Email requis'],
      [{ email: 'pas-une-adresse', offerId: offer.id }, 'email', 'Merci de saisir une adresse email valide'],
      [{ email: 'a b@example.test', offerId: offer.id }, 'email', 'Merci de saisir une adresse email valide'],
      // The header-injection shape the domain's rule refuses (the mail would go to the inner address).
      [
        { email: 'someone<victim@example.test>', offerId: offer.id },
        'email',
        'Merci de saisir une adresse email valide',
      ],
      [
        { email: 'a@example.test\r\nBcc: all@example.test', offerId: offer.id },
        'email',
        'Merci de saisir une adresse email valide',
      ],
      [
        { email: 'a\u0007b@example.test', offerId: offer.id },
        'email',
        'Merci de saisir une adresse email valide',
      ],
      [{ email: `${'a'.repeat(250)}@example.test`, offerId: offer.id }, 'email', 'Ce champ est trop long'],
      [{ email: shopper('bad') }, 'offerId', 'Offre inconnue'],
      [{ email: shopper('bad'), offerId: 'abc' }, 'offerId', 'Offre inconnue'],
      [{ email: shopper('bad'), offerId: '0' }, 'offerId', 'Offre inconnue'],
      [{ email: shopper('bad'), offerId: '1'.repeat(40) }, 'offerId', 'Offre inconnue'],
    ];
    for (const [payload, path, message] of cases) {
      const reply = await subscribe(payload);
      expect(reply.status, JSON.stringify(payload)).toBe(400);
      const body = reply.body as ApiError & { errorData: { issues: { path: string; message: string }[] } };
      expect(body.errorCode).toBe('invalid-request');
      expect(body.errorData.issues).toContainEqual({ path, message });
    }
    const nul = await subscribe({ email: 'a\u0000b@example.test', offerId: offer.id });
    expect(nul.status).toBe(400);
    const notJson = await (
      await testApp()
    ).inject({
      method: 'POST',
      url: '/products/offer/restock-alert',
      headers: { 'root-category': 'martinique', 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(
      (await subscribe({ email: shopper('region'), offerId: offer.id }, 'atlantide')).body,
    ).toMatchObject({
      errorCode: 'unknown-root-category',
    });
    const { db } = await testDatabase();
    expect(await db.query('SELECT 1 FROM restock_alerts WHERE offer_id = $1::bigint', [offer.id])).toEqual(
      [],
    );
  });

  it('is 404 for an unknown offer and for an offer of another territory; 400 for an offer in stock', async () => {
    const missing = await subscribe({ email: shopper('missing'), offerId: '999999999999' });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ errorCode: 'offer-not-found' });

    const guadeloupe = await outOfStockOffer('GP');
    expect((await subscribe({ email: shopper('elsewhere'), offerId: guadeloupe.id })).status).toBe(404);
    expect((await subscribe({ email: shopper('there'), offerId: guadeloupe.id }, 'guadeloupe')).status).toBe(
      201,
    );

    const { db } = await testDatabase();
    const [inStock] = await db.query<{ id: string }>(
      `SELECT id::text FROM offers WHERE territory = 'MQ' AND stock > 10 ORDER BY id LIMIT 1`,
    );
    const reply = await subscribe({ email: shopper('instock'), offerId: inStock!.id });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ errorCode: 'offer-in-stock' });
  });
});

describe('the alert fires once when the offer is back in stock', () => {
  it('through the operator API: each subscriber gets one e-mail in their language, then the alert is spent', async () => {
    const offer = await outOfStockOffer();
    const french = shopper('fr');
    const english = shopper('en');
    expect((await subscribe({ email: french, offerId: offer.id })).status).toBe(201);
    expect((await subscribe({ email: english, offerId: offer.id }, 'martinique', '?locale=en')).status).toBe(
      201,
    );

    // Still no stock: nothing leaves.
    const still = await setStock(offer.id, 0);
    expect(still.body).toMatchObject({ previousStock: 0, stock: 0, alertsSent: 0 });

    const restock = await setStock(offer.id, 4);
    expect(restock.status).toBe(200);
    expect(restock.body).toEqual({ offerId: offer.id, previousStock: 0, stock: 4, alertsSent: 2 });
    replies.expectReply('PUT', '/operator/offers/{offerId}/stock', 200, restock.body);

    const [fr] = mailsTo(french);
    const [en] = mailsTo(english);
    expect(mailsTo(french)).toHaveLength(1);
    expect(mailsTo(english)).toHaveLength(1);
    expect(fr!.subject).toMatch(/^De retour en stock : /u);
    expect(en!.subject).toMatch(/^Back in stock: /u);
    expect(links(fr!).product.href).toBe(`http://shop.test/martinique/fr/produit/${offer.slug}`);
    expect(links(en!).product.href).toBe(`http://shop.test/martinique/en/produit/${offer.slug}`);
    expect(links(en!).unsubscribe.pathname).toBe('/martinique/en/alerte-stock/desinscription');
    expect(fr!.html).toContain(`href="http://shop.test/martinique/fr/produit/${offer.slug}"`);

    // Sold out and back again: the alerts are spent, nobody is e-mailed twice.
    await setStock(offer.id, 0);
    expect((await setStock(offer.id, 9)).body).toMatchObject({ alertsSent: 0 });
    expect(await sender(testMailer).deliverDue()).toBe(0);
    expect(mailsTo(french)).toHaveLength(1);
    expect(mailsTo(english)).toHaveLength(1);
  });

  it('through a stock import, a variant linking to its parent’s page with the variant chosen', async () => {
    const offer = await outOfStockOffer('MQ', true);
    const email = shopper('import');
    expect((await subscribe({ email, offerId: offer.id })).status).toBe(201);
    const reply = await operator('POST', '/operator/stock/import', {
      lines: [
        { reference: 'NO-SUCH-SKU', shopId: offer.shop_id, territory: 'MQ', stock: 3 },
        { reference: offer.reference, shopId: offer.shop_id, territory: 'MQ', stock: 2 },
        { reference: offer.reference, shopId: offer.shop_id, territory: 'MQ', stock: 6 },
      ],
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ updated: 1, restocked: 1, alertsSent: 1, unknown: [0] });
    replies.expectReply('POST', '/operator/stock/import', 200, reply.body);
    const { db } = await testDatabase();
    expect(await db.query('SELECT stock FROM offers WHERE id = $1::bigint', [offer.id])).toEqual([
      { stock: 6 },
    ]);
    const [mail] = mailsTo(email);
    expect(mailsTo(email)).toHaveLength(1);
    expect(links(mail!).product.href).toBe(
      `http://shop.test/martinique/fr/produit/${offer.slug}?variante=${offer.variant_slug}`,
    );
    // The same feed again changes the stock but fires nothing.
    const again = await operator('POST', '/operator/stock/import', {
      lines: [{ reference: offer.reference, shopId: offer.shop_id, territory: 'MQ', stock: 6 }],
    });
    expect(again.body).toEqual({ updated: 1, restocked: 0, alertsSent: 0, unknown: [] });
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('through an order the operator cancels: its units come back and the alert leaves at once', async () => {
    const { db } = await testDatabase();
    const [offer] = await offersOfSellers(1, 1);
    restore.set(offer!.id, offer!.stock);
    // The last two units are bought: the offer is out of stock.
    expect((await setStock(offer!.id, 2)).status).toBe(200);
    const { token } = await buyer();
    const order = await paidOrder(token, [{ offerId: offer!.id, quantity: 2 }]);
    expect(await db.query('SELECT stock FROM offers WHERE id = $1::bigint', [offer!.id])).toEqual([
      { stock: 0 },
    ]);
    const email = shopper('cancel');
    expect((await subscribe({ email, offerId: offer!.id })).status).toBe(201);

    const cancelled = await orderOperator('POST', `/operator/orders/${order.reference}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(mailsTo(email)).toHaveLength(1);
    expect(mailsTo(email)[0]!.subject).toBe(`De retour en stock : ${offer!.name}`);
  });

  it('links to the region the shopper asked from', async () => {
    const offer = await outOfStockOffer('GP');
    const email = shopper('gp');
    expect((await subscribe({ email, offerId: offer.id }, 'guadeloupe')).status).toBe(201);
    expect((await setStock(offer.id, 1)).body).toMatchObject({ alertsSent: 1 });
    const [mail] = mailsTo(email);
    expect(links(mail!).product.pathname).toBe(`/guadeloupe/fr/produit/${offer.slug}`);
  });

  it('never sends an alert twice when two senders run at once', async () => {
    const { db } = await testDatabase();
    const offer = await outOfStockOffer();
    const emails = Array.from({ length: 6 }, (_, index) => shopper(`race${index}`));
    for (const email of emails) expect((await subscribe({ email, offerId: offer.id })).status).toBe(201);
    // Back in stock by a path that fires nothing itself (an order cancelled): the senders find them.
    await db.query('UPDATE offers SET stock = 2 WHERE id = $1::bigint', [offer.id]);
    const counts = await Promise.all([
      sender(testMailer).deliverDue(),
      sender(testMailer).deliverDue([offer.id]),
    ]);
    expect(counts[0] + counts[1]).toBe(6);
    for (const email of emails) expect(mailsTo(email)).toHaveLength(1);
  });

  it('retries a failed e-mail later, and never logs the address', async () => {
    const { db } = await testDatabase();
    const offer = await outOfStockOffer();
    const emails = [shopper('down0'), shopper('down1'), shopper('down2')];
    for (const email of emails) expect((await subscribe({ email, offerId: offer.id })).status).toBe(201);
    await db.query('UPDATE offers SET stock = 2 WHERE id = $1::bigint', [offer.id]);
    const flaky = flakyMailer();
    const logs: string[] = [];
    expect(await sender(flaky, logs).deliverDue([offer.id])).toBe(0);
    expect(logs.join('\n')).toMatch(/restock alert \d+: e-mail not sent \(Error EENVELOPE\)/u);
    for (const email of emails) expect(logs.join('\n')).not.toContain(email.toLowerCase());
    // The failed one waits for its retry time; the two left untried go with the next round.
    flaky.down = false;
    expect(await sender(flaky, logs).deliverDue([offer.id])).toBe(2);
    expect(await sender(flaky, logs).deliverDue([offer.id])).toBe(0);
    const [waiting] = await db.query<{ mail_attempts: number; due_later: boolean }>(
      `SELECT mail_attempts, claimed_until > now() + interval '20 seconds' AS due_later
       FROM restock_alerts WHERE offer_id = $1::bigint AND sent_at IS NULL`,
      [offer.id],
    );
    expect(waiting).toEqual({ mail_attempts: 1, due_later: true });
    await db.query('UPDATE restock_alerts SET claimed_until = NULL WHERE offer_id = $1::bigint', [offer.id]);
    expect(await sender(flaky, logs).deliverDue()).toBe(1);
    expect(flaky.sent.map((message) => message.to).sort()).toEqual(emails.map((e) => e.toLowerCase()).sort());
  });
});

describe('the unsubscribe link', () => {
  it('removes the alerts of that address; a used or unknown link is 404, a malformed one 400', async () => {
    const first = await outOfStockOffer();
    const second = await outOfStockOffer();
    const email = shopper('stop');
    expect((await subscribe({ email, offerId: first.id })).status).toBe(201);
    expect((await subscribe({ email, offerId: second.id })).status).toBe(201);
    await setStock(first.id, 1);
    const [mail] = mailsTo(email);
    const token = links(mail!).unsubscribe.searchParams.get('token');

    const reply = await call('POST', '/products/offer/restock-alert/unsubscribe', { token });
    expect(reply).toEqual({ status: 200, body: { removed: 1 } });
    replies.expectReply('POST', '/products/offer/restock-alert/unsubscribe', 200, reply.body);
    const { db } = await testDatabase();
    expect(await db.query('SELECT 1 FROM restock_alerts WHERE email = $1', [email.toLowerCase()])).toEqual(
      [],
    );
    // The second offer comes back: nothing for that address any more.
    await setStock(second.id, 1);
    expect(mailsTo(email)).toHaveLength(1);

    const used = await call('POST', '/products/offer/restock-alert/unsubscribe', { token });
    expect(used.status).toBe(404);
    expect(used.body).toMatchObject({ errorCode: 'restock-alert-not-found' });
    for (const bad of ['short', `${'a'.repeat(42)}!`, 42, null]) {
      const refused = await call('POST', '/products/offer/restock-alert/unsubscribe', { token: bad });
      expect(refused.status, String(bad)).toBe(400);
    }
  });
});

describe('spent alerts', () => {
  it('are forgotten after 90 days, waiting ones never', async () => {
    const { db } = await testDatabase();
    const offer = await outOfStockOffer();
    const [spent, waiting] = [shopper('old'), shopper('waiting')];
    expect((await subscribe({ email: spent, offerId: offer.id })).status).toBe(201);
    await setStock(offer.id, 1);
    await setStock(offer.id, 0);
    expect((await subscribe({ email: waiting, offerId: offer.id })).status).toBe(201);
    const forget = () => sender(testMailer).forgetSpent();
    const stored = () =>
      db.query<{ email: string }>(
        'SELECT email FROM restock_alerts WHERE offer_id = $1::bigint ORDER BY id',
        [offer.id],
      );
    await forget();
    expect(await stored()).toHaveLength(2);
    await db.query(
      `UPDATE restock_alerts SET sent_at = now() - interval '91 days', created_at = now() - interval '120 days'
       WHERE offer_id = $1::bigint AND sent_at IS NOT NULL`,
      [offer.id],
    );
    expect(await forget()).toBeGreaterThanOrEqual(1);
    expect(await stored()).toEqual([{ email: waiting.toLowerCase() }]);
  });
});

describe('the operator stock API', () => {
  it('needs the operator key and checks its input', async () => {
    const offer = await outOfStockOffer();
    const without = await call('PUT', `/operator/offers/${offer.id}/stock`, { stock: 1 });
    expect(without.status).toBe(401);
    for (const body of [{ stock: -1 }, { stock: 1.5 }, { stock: '3' }, {}, { stock: 1, extra: true }])
      expect(
        (await operator('PUT', `/operator/offers/${offer.id}/stock`, body)).status,
        JSON.stringify(body),
      ).toBe(400);
    expect((await operator('PUT', '/operator/offers/abc/stock', { stock: 1 })).status).toBe(400);
    expect((await setStock('999999999999', 1)).status).toBe(404);
    const hostile = await operator('POST', '/operator/stock/import', {
      lines: [{ reference: 'A\u0007B', shopId: 's', territory: 'MQ', stock: 1 }],
    });
    expect(hostile.status).toBe(400);
    expect((await operator('POST', '/operator/stock/import', { lines: [] })).status).toBe(400);
    const { db } = await testDatabase();
    expect(await db.query('SELECT stock FROM offers WHERE id = $1::bigint', [offer.id])).toEqual([
      { stock: 0 },
    ]);
  });
});
