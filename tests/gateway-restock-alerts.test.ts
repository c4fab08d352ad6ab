/**
 * Restock alerts through the gateway (issue 15) against the real storefront-api: the mutation's
 * typed answers (stored, already waiting, bad e-mail, unknown offer, in stock), the flag, the alert
 * e-mailed once when a stock import brings the offer back, in the shopper's language and region,
 * and the e-mail's unsubscribe link.
 */
import { loadShopConfig } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codesOf, dataOf, REGION_HEADERS, startStack } from './support/stack.js';
import type { Stack } from './support/stack.js';

let stack: Stack;

interface UserError {
  code: string;
  field: string[] | null;
  message: string;
}
interface SubscribePayload {
  subscribeRestockAlert: { subscribed: boolean; email: string | null; userErrors: UserError[] };
}
interface UnsubscribePayload {
  unsubscribeRestockAlerts: { unsubscribed: boolean; removed: number; userErrors: UserError[] };
}

const SUBSCRIBE = `mutation ($input: SubscribeRestockAlertInput!) {
  subscribeRestockAlert(input: $input) { subscribed email userErrors { code field message } }
}`;
const UNSUBSCRIBE = `mutation ($input: UnsubscribeRestockAlertsInput!) {
  unsubscribeRestockAlerts(input: $input) { unsubscribed removed userErrors { code field message } }
}`;

/** An offer as a stock feed names it, with its product's page. */
interface FeedOffer {
  offerId: string;
  reference: string;
  shopId: string;
  slug: string;
}

const offers: FeedOffer[] = [];
let counter = 0;
const email = (tag: string) => `restock-${tag}-${Date.now()}-${++counter}@example.test`;

const subscribe = async (input: Record<string, unknown>, headers = REGION_HEADERS) =>
  (await stack.graphql<SubscribePayload>(SUBSCRIBE, { input }, headers)).data!.subscribeRestockAlert;

/** Sets the offers' stock through the operator's stock import, as a seller's feed would. */
const setStock = (stock: number, ...targets: FeedOffer[]) =>
  stack.operator<{ updated: number; alertsSent: number }>('POST', '/operator/stock/import', {
    lines: targets.map((offer) => ({
      reference: offer.reference,
      shopId: offer.shopId,
      territory: 'MQ',
      stock,
    })),
  });

beforeAll(async () => {
  stack = await startStack({ seedProducts: 200, shop: loadShopConfig({ SHOP_STOCK_ALERT: 'true' }) });
  // Simple products of Martinique: the feed names their offer by reference and seller.
  const { categories } = dataOf(
    await stack.graphql<{ categories: { path: string }[] }>('{ categories { path } }', {}, REGION_HEADERS),
  );
  for (const { path } of categories) {
    if (offers.length >= 3) break;
    const { products } = dataOf(
      await stack.graphql<{
        products: { edges: { node: { slug: string; reference: string; variants: unknown[] } }[] };
      }>(
        'query ($path: String!) { products(categoryPath: $path, first: 10) { edges { node { slug reference variants { id } } } } }',
        { path },
        REGION_HEADERS,
      ),
    );
    for (const { node } of products.edges) {
      if (node.variants.length > 0 || offers.length >= 3) continue;
      const product = await stack.upstream<{ offers: { id: string; shopId: string }[] }>(
        `/products/slug/${node.slug}`,
      );
      const [offer] = product.offers;
      if (offer)
        offers.push({ offerId: offer.id, reference: node.reference, shopId: offer.shopId, slug: node.slug });
    }
  }
  expect(offers).toHaveLength(3);
  await setStock(0, ...offers);
}, 120_000);

afterAll(async () => {
  await stack?.close();
});

describe('subscribeRestockAlert', () => {
  it('stores the alert, then answers RESTOCK_ALERT_EXISTS for the same e-mail and offer', async () => {
    const [offer] = offers;
    const address = email('twice');
    expect(await subscribe({ offerId: offer!.offerId, email: address })).toEqual({
      subscribed: true,
      email: address,
      userErrors: [],
    });
    const again = await subscribe({ offerId: offer!.offerId, email: address.toUpperCase() });
    expect(again.subscribed).toBe(false);
    expect(again.userErrors).toEqual([
      { code: 'RESTOCK_ALERT_EXISTS', field: null, message: expect.stringContaining('déjà') },
    ]);
    const english = await subscribe(
      { offerId: offer!.offerId, email: address },
      { ...REGION_HEADERS, 'x-locale': 'en' },
    );
    // The shop is French only: the message stays French (English is not offered).
    expect(english.userErrors[0]?.code).toBe('RESTOCK_ALERT_EXISTS');
  });

  it('checks the e-mail before any upstream call, with the spec 5 message', async () => {
    stack.resetCalls();
    for (const bad of ['', 'not-an-email', 'someone<victim@example.test>', 'a@b.c\r\nBcc: x@y.z']) {
      const payload = await subscribe({ offerId: offers[0]!.offerId, email: bad });
      expect(payload.subscribed).toBe(false);
      expect(payload.userErrors[0]).toMatchObject({ code: 'INVALID_INPUT', field: ['input', 'email'] });
    }
    const badOffer = await subscribe({ offerId: 'abc', email: email('offer') });
    expect(badOffer.userErrors).toEqual([
      { code: 'INVALID_INPUT', field: ['input', 'offerId'], message: 'Offre inconnue' },
    ]);
    expect(stack.calls.filter((call) => call.path.startsWith('/products/offer'))).toEqual([]);
  });

  it('answers OFFER_NOT_FOUND for an offer of no region, OFFER_IN_STOCK for one that can be bought', async () => {
    expect((await subscribe({ offerId: '999999999999', email: email('none') })).userErrors).toMatchObject([
      { code: 'OFFER_NOT_FOUND', field: null },
    ]);
    const stocked = offers[2]!;
    await setStock(3, stocked);
    expect((await subscribe({ offerId: stocked.offerId, email: email('stocked') })).userErrors).toMatchObject(
      [{ code: 'OFFER_IN_STOCK' }],
    );
    await setStock(0, stocked);
  });

  it('is FORBIDDEN where the shop has no stock alert (spec 9 default)', async () => {
    const plain = await stack.gatewayWith(loadShopConfig({}));
    try {
      const reply = await plain.graphql(SUBSCRIBE, {
        input: { offerId: offers[0]!.offerId, email: email('off') },
      });
      expect(codesOf(reply)).toEqual(['FORBIDDEN']);
    } finally {
      await plain.close();
    }
  });
});

describe('the alert', () => {
  it('is e-mailed once when the stock comes back, with the product link, and its link unsubscribes', async () => {
    const [, offer] = offers;
    const first = email('fires');
    const second = email('fires');
    expect((await subscribe({ offerId: offer!.offerId, email: first })).subscribed).toBe(true);
    expect((await subscribe({ offerId: offer!.offerId, email: second })).subscribed).toBe(true);
    const sentBefore = stack.mail.length;

    expect(await setStock(5, offer!)).toMatchObject({ updated: 1, alertsSent: 2 });
    const mails = stack.mail.slice(sentBefore);
    expect(mails.map((mail) => mail.to).sort()).toEqual([first, second].sort());
    const mail = mails.find((m) => m.to === first)!;
    expect(mail.subject).toMatch(/^De retour en stock : /u);
    expect(mail.text).toContain(`/martinique/fr/produit/${offer!.slug}`);

    // Out again and back: spent alerts stay quiet.
    await setStock(0, offer!);
    expect(await setStock(2, offer!)).toMatchObject({ alertsSent: 0 });
    expect(stack.mail.length).toBe(sentBefore + 2);

    // Another alert of the same address, still waiting, goes with the unsubscribe link.
    const other = offers[0]!;
    await subscribe({ offerId: other.offerId, email: first.replace('@', '+x@') });
    await subscribe({ offerId: other.offerId, email: first });
    const link = mail.text.match(/https?:\/\/\S+alerte-stock\/desinscription\?token=(\S+)/u);
    expect(link).not.toBeNull();
    const { unsubscribeRestockAlerts } = dataOf(
      await stack.graphql<UnsubscribePayload>(UNSUBSCRIBE, { input: { token: link![1] } }, REGION_HEADERS),
    );
    expect(unsubscribeRestockAlerts).toEqual({ unsubscribed: true, removed: 1, userErrors: [] });
    const used = dataOf(
      await stack.graphql<UnsubscribePayload>(UNSUBSCRIBE, { input: { token: link![1] } }, REGION_HEADERS),
    ).unsubscribeRestockAlerts;
    expect(used.userErrors).toMatchObject([{ code: 'RESTOCK_UNSUBSCRIBE_LINK_NOT_FOUND' }]);
    const mangled = dataOf(
      await stack.graphql<UnsubscribePayload>(UNSUBSCRIBE, { input: { token: 'x' } }, REGION_HEADERS),
    ).unsubscribeRestockAlerts;
    expect(mangled.userErrors).toMatchObject([{ code: 'INVALID_INPUT', field: ['input', 'token'] }]);

    // The other address (`+x`) still waits: it is e-mailed when that offer comes back, not `first`.
    const before = stack.mail.length;
    await setStock(1, other);
    const sent = stack.mail.slice(before).map((m) => m.to);
    expect(sent).toContain(first.replace('@', '+x@'));
    expect(sent).not.toContain(first);
  });
});
