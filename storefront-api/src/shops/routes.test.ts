import type { Shop } from '@shop/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_BASE_URL, testApp, testDatabase } from '../testing/database.js';
import { getError, getOk, url } from '../testing/http.js';

beforeAll(async () => {
  await testApp();
});

/** Listed products each shop offers per territory, straight from the tables. */
async function productCounts(territory: string): Promise<Map<string, number>> {
  const { db } = await testDatabase();
  const rows = await db.query<{ shop_id: string; n: number }>(
    `SELECT shop_id, count(DISTINCT listing_product_id)::int AS n FROM offers WHERE territory = $1 GROUP BY shop_id`,
    [territory],
  );
  return new Map(rows.map((r) => [r.shop_id, r.n]));
}

describe('GET /shops', () => {
  it('lists the sellers with products in the region, with their product counts', async () => {
    const shops = await getOk<Shop[]>('/shops', { region: 'guadeloupe' });
    const expected = await productCounts('GP');
    expect(shops.map((s) => s.id).sort()).toEqual([...expected.keys()].sort());
    for (const shop of shops) {
      expect(shop.productCount).toBe(expected.get(shop.id));
      expect(shop).toMatchObject({
        name: expect.any(String),
        description: expect.any(String),
        city: expect.any(String),
        countryCode: expect.stringMatching(/^(GP|GY|MQ|RE|BL|MF)$/),
        generalSalesTermsAndConditions: expect.any(String),
      });
      expect(new Date(shop.createdAt).toISOString()).toBe(shop.createdAt);
      expect(shop.logo).toEqual({
        title: shop.name,
        src: `${MEDIA_BASE_URL}/media/shops/${shop.id}/large.svg`,
        srcMedium: `${MEDIA_BASE_URL}/media/shops/${shop.id}/medium.svg`,
        srcThumb: `${MEDIA_BASE_URL}/media/shops/${shop.id}/thumb.svg`,
      });
    }
  });

  it('gives the sellers asked by id, unknown ones left out, whatever the region sells', async () => {
    const { db } = await testDatabase();
    const all = await db.query<{ id: string }>('SELECT id FROM shops ORDER BY id');
    const ids = all.slice(0, 3).map((s) => s.id);
    const shops = await getOk<Shop[]>(url('/shops', { ids: [...ids, 'inconnu'].join(',') }), {
      region: 'saint-barthelemy',
    });
    expect(shops.map((s) => s.id).sort()).toEqual(ids);
    const counts = await productCounts('BL');
    for (const shop of shops) expect(shop.productCount).toBe(counts.get(shop.id) ?? 0);
    expect(await getOk<Shop[]>('/shops?ids=inconnu')).toEqual([]);
  });

  it('refuses an empty list or more than 100 ids with 400', async () => {
    await getError('/shops?ids=', 400, 'invalid-request');
    await getError('/shops?ids=,', 400, 'invalid-request');
    const many = Array.from({ length: 101 }, (_, i) => `shop-${i}`).join(',');
    await getError(url('/shops', { ids: many }), 400, 'invalid-request');
  });
});

describe('GET /shops/{id}', () => {
  it('gives a seller with its product count in the region', async () => {
    const [first] = await getOk<Shop[]>('/shops', { region: 'reunion' });
    const shop = await getOk<Shop>(`/shops/${first!.id}`, { region: 'reunion' });
    expect(shop).toEqual(first);
    const elsewhere = await getOk<Shop>(`/shops/${first!.id}`, { region: 'guyane' });
    expect(elsewhere.productCount).toBe((await productCounts('GY')).get(first!.id) ?? 0);
  });

  it('answers 404 shop-not-found for an unknown seller', async () => {
    await getError('/shops/vendeur-inconnu', 404, 'shop-not-found');
  });
});
