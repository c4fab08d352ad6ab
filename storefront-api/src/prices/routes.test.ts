/**
 * The price history (issue 32): what the catalogue import records, what the operator's price call
 * records, and the prior price the product and cart replies carry from it.
 */
import type { Offer, OfferPriceReply, Product } from '@shop/domain';
import { priceFromTaxFree } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { TEST_OPERATOR_KEY, testApp, testAppWith, testDatabase } from '../testing/database.js';
import { guest, setQuantity } from '../testing/cart.js';
import { getOk, url } from '../testing/http.js';
import { recordImportedPrices } from './public.js';

interface OfferState {
  id: string;
  reference: string;
  territory: string;
  rate_bp: number;
  price_tax_free: number;
  discount_price_tax_free: number | null;
  discount_start: Date | null;
  discount_end: Date | null;
}

beforeAll(async () => {
  await testApp();
});

const ROOTS: Record<string, string> = { MQ: 'martinique', GP: 'guadeloupe', RE: 'reunion' };

async function call(method: 'PUT', target: string, payload: unknown, key: string | null = TEST_OPERATOR_KEY) {
  const app = await testApp();
  const response = await app.inject({
    method,
    url: target,
    headers: key === null ? {} : { authorization: `Bearer ${key}` },
    payload: payload as Record<string, unknown>,
  });
  return { status: response.statusCode, body: JSON.parse(response.body) as unknown };
}

const setPrice = (offerId: string, body: unknown, key?: string | null) =>
  call('PUT', `/operator/offers/${offerId}/price`, body, key);

/** The offer as the product reply of its territory shows it. */
async function offerReply(offer: OfferState): Promise<Offer> {
  const [product] = await getOk<Product[]>(url('/products/references', { referenceList: offer.reference }), {
    region: ROOTS[offer.territory]!,
  });
  const offers = [...product!.offers, ...product!.children.flatMap((child) => child.offers)];
  return offers.find((candidate) => candidate.id === offer.id)!;
}

/** Offers of Martinique, Guadeloupe and Reunion with their product's reference and tax rate. */
async function offers(where: string): Promise<OfferState[]> {
  const { db } = await testDatabase();
  return db.query<OfferState>(
    `SELECT o.id::text, p.reference, o.territory, coalesce(t.rate_bp, 0) AS rate_bp, o.price_tax_free,
            o.discount_price_tax_free, o.discount_start, o.discount_end
     FROM offers o JOIN products p ON p.id = o.product_id
     LEFT JOIN tax_rates t ON t.territory = o.territory AND t.tax_class = p.tax_class
     WHERE o.territory IN ('MQ', 'GP', 'RE') AND ${where}
     ORDER BY o.id LIMIT 3`,
  );
}

const RUNNING = `o.discount_price_tax_free IS NOT NULL AND o.discount_start <= now() AND o.discount_end >= now()`;

describe('the price history of the catalogue import', () => {
  it('records every offer’s state, its current state last', async () => {
    const { db } = await testDatabase();
    const [counts] = await db.query<{ offers: number; unrecorded: number; stale: number }>(
      `SELECT count(*)::int AS offers,
              count(*) FILTER (WHERE last.offer_id IS NULL)::int AS unrecorded,
              count(*) FILTER (WHERE (last.price_tax_free, last.discount_price_tax_free, last.discount_start,
                                      last.discount_end)
                IS DISTINCT FROM (o.price_tax_free, o.discount_price_tax_free, o.discount_start, o.discount_end))::int
                AS stale
       FROM offers o
       LEFT JOIN LATERAL (SELECT * FROM offer_price_history h WHERE h.offer_id = o.id
                          ORDER BY h.recorded_at DESC, h.id DESC LIMIT 1) last ON true`,
    );
    expect(counts!.offers).toBeGreaterThan(500);
    expect(counts!.unrecorded).toBe(0);
    expect(counts!.stale).toBe(0);
  });

  it('records an imported change once, and nothing for an offer left as it was', async () => {
    const { db } = await testDatabase();
    const [offer] = await offers('o.discount_price_tax_free IS NULL AND o.price_tax_free > 1000');
    await db
      .transaction(async (tx) => {
        expect(await recordImportedPrices(tx, [offer!.id])).toEqual([]);
        await tx.query('UPDATE offers SET price_tax_free = price_tax_free + 100 WHERE id = $1', [offer!.id]);
        expect(await recordImportedPrices(tx, [offer!.id])).toEqual([offer!.id]);
        expect(await recordImportedPrices(tx, [offer!.id])).toEqual([]);
        const [last] = await tx.query<{ price_tax_free: number; source: string }>(
          `SELECT price_tax_free, source FROM offer_price_history WHERE offer_id = $1
         ORDER BY recorded_at DESC, id DESC LIMIT 1`,
          [offer!.id],
        );
        expect(last).toEqual({ price_tax_free: offer!.price_tax_free + 100, source: 'import' });
        throw new Error('rollback');
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error) || error.message !== 'rollback') throw error;
      });
  });
});

describe('the prior price in the replies', () => {
  it('shows the lower price held 40 days before the reduction, not the raised one struck through', async () => {
    // The seed made one discounted offer in three 92 % of its price from 40 days before its reduction.
    const [offer] = await offers(`${RUNNING} AND o.price_tax_free / 10 % 3 = 0`);
    const reply = await offerReply(offer!);
    expect(reply.isDiscountActive).toBe(true);
    expect(reply.priorPrice).toEqual(
      priceFromTaxFree(Math.floor((offer!.price_tax_free * 92) / 100), offer!.rate_bp),
    );
    expect(reply.priorPrice!.taxIncluded).toBeLessThan(reply.price.taxIncluded);
  });

  it('shows the regular price when it held through the 30 days, and none without a reduction', async () => {
    const [offer] = await offers(`${RUNNING} AND o.price_tax_free / 10 % 3 <> 0`);
    expect((await offerReply(offer!)).priorPrice).toEqual(
      priceFromTaxFree(offer!.price_tax_free, offer!.rate_bp),
    );
    const [plain] = await offers('o.discount_price_tax_free IS NULL');
    expect((await offerReply(plain!)).priorPrice).toBeNull();
    const [future] = await offers('o.discount_start > now()');
    const reply = await offerReply(future!);
    expect(reply.discountPrice).not.toBeNull();
    expect(reply.priorPrice).toBeNull();
  });

  it('carries the prior price on the cards of the promotions listing', async () => {
    const page = await getOk<{ products: Product[] }>(
      url('/products/collection/promotions', { view: 'card', size: 100 }),
    );
    const discounted = page.products.flatMap((p) => p.offers).filter((o) => o.isDiscountActive);
    expect(discounted.length).toBeGreaterThan(0);
    for (const offer of discounted) expect(offer.priorPrice).not.toBeNull();
    for (const offer of page.products.flatMap((p) => p.offers).filter((o) => !o.isDiscountActive))
      expect(offer.priorPrice).toBeNull();
  });
});

describe('the cost of the prior prices', () => {
  /** The queries of one card listing of `size` products, through an app whose database counts them. */
  async function listingQueries(size: number): Promise<{ texts: string[]; products: Product[] }> {
    const { db } = await testDatabase();
    const texts: string[] = [];
    const counting: Database = Object.create(db) as Database;
    counting.query = (text, params) => {
      texts.push(text);
      return db.query(text, params);
    };
    const app = await testAppWith({ db: counting });
    try {
      const reply = await app.inject({
        url: url('/products/collection/promotions', { view: 'card', size }),
        headers: { 'root-category': 'martinique' },
      });
      expect(reply.statusCode).toBe(200);
      return { texts, products: (reply.json() as { products: Product[] }).products };
    } finally {
      await app.close();
    }
  }

  it('reads the history of a listing page in one query, whatever its size (no query per offer)', async () => {
    const small = await listingQueries(2);
    const large = await listingQueries(60);
    const discounted = large.products.flatMap((p) => p.offers).filter((o) => o.isDiscountActive);
    expect(discounted.length).toBeGreaterThan(20);
    const historyReads = (texts: string[]) => texts.filter((text) => text.includes('offer_price_history'));
    expect(historyReads(small.texts)).toHaveLength(1);
    expect(historyReads(large.texts)).toHaveLength(1);
    expect(large.texts.length).toBe(small.texts.length);
  });
});

describe('the prior price in the cart', () => {
  it('comes with a discounted line’s offer, and not with a line at its regular price', async () => {
    const [discounted] = await offers(
      `${RUNNING} AND o.territory = 'MQ' AND o.stock > 5 AND o.min_quantity = 1 AND o.max_quantity IS NULL
       AND p.pack_size = 1`,
    );
    const [plain] = await offers(
      `o.discount_price_tax_free IS NULL AND o.territory = 'MQ' AND o.stock > 5 AND o.min_quantity = 1
       AND o.max_quantity IS NULL AND p.pack_size = 1`,
    );
    const token = await guest();
    await setQuantity(token, discounted!.id, 'add', 1);
    const cart = await setQuantity(token, plain!.id, 'add', 1);
    const line = (id: string) => cart.cartItems.find((item) => item.offer.id === id)!;
    expect(line(discounted!.id).offer.priorPrice).toEqual((await offerReply(discounted!)).priorPrice);
    expect(line(discounted!.id).offer.priorPrice).not.toBeNull();
    expect(line(plain!.id).offer.priorPrice).toBeNull();
  });
});

describe('PUT /operator/offers/{offerId}/price', () => {
  let offer: OfferState;
  beforeAll(async () => {
    [offer] = (await offers('o.discount_price_tax_free IS NULL AND o.price_tax_free > 2000')) as [OfferState];
  });
  afterAll(async () => {
    // Back to its seeded prices (the history keeps the test's changes, as it would in the shop).
    await setPrice(offer.id, { priceTaxFree: offer.price_tax_free });
  });

  it('records a reduction, whose prior price is the price held before it', async () => {
    const discount = offer.price_tax_free - 500;
    const reply = await setPrice(offer.id, {
      priceTaxFree: offer.price_tax_free,
      discountPriceTaxFree: discount,
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      offerId: offer.id,
      priceTaxFree: offer.price_tax_free,
      discountPriceTaxFree: discount,
      discountStart: null,
      discountEnd: null,
      recorded: true,
      priorPriceTaxFree: offer.price_tax_free,
    } satisfies OfferPriceReply);
    const { db } = await testDatabase();
    const [last] = await db.query<{ discount_price_tax_free: number; source: string }>(
      `SELECT discount_price_tax_free, source FROM offer_price_history WHERE offer_id = $1
       ORDER BY recorded_at DESC, id DESC LIMIT 1`,
      [offer.id],
    );
    expect(last).toEqual({ discount_price_tax_free: discount, source: 'operator' });
    const shown = await offerReply(offer);
    expect(shown.isDiscountActive).toBe(true);
    expect(shown.priorPrice).toEqual(priceFromTaxFree(offer.price_tax_free, offer.rate_bp));
  });

  it('keeps the prior price of a reduction made deeper, and records nothing when nothing changed', async () => {
    const deeper = { priceTaxFree: offer.price_tax_free, discountPriceTaxFree: offer.price_tax_free - 900 };
    const first = await setPrice(offer.id, deeper);
    expect(first.body).toMatchObject({ recorded: true, priorPriceTaxFree: offer.price_tax_free });
    const again = await setPrice(offer.id, deeper);
    expect(again.body).toMatchObject({ recorded: false, priorPriceTaxFree: offer.price_tax_free });
  });

  it('refuses a bad body, an unknown offer and a missing key', async () => {
    const above = await setPrice(offer.id, { priceTaxFree: 1000, discountPriceTaxFree: 1000 });
    expect(above.status).toBe(400);
    expect(above.body).toMatchObject({ errorCode: 'invalid-request' });
    expect((await setPrice(offer.id, { priceTaxFree: -1 })).status).toBe(400);
    expect((await setPrice(offer.id, { priceTaxFree: 1000, extra: 1 })).status).toBe(400);
    const unknown = await setPrice('999999999', { priceTaxFree: 1000 });
    expect(unknown).toMatchObject({ status: 404, body: { errorCode: 'offer-not-found' } });
    const anonymous = await setPrice(offer.id, { priceTaxFree: 1000 }, null);
    expect(anonymous).toMatchObject({ status: 401, body: { errorCode: 'operator-unauthorized' } });
  });
});
