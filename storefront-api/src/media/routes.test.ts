import type { Product, Shop } from '@shop/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_BASE_URL, testApp, testDatabase } from '../testing/database.js';
import { get, getError, getOk, url } from '../testing/http.js';

beforeAll(async () => {
  await testApp();
});

/** The path of a media URL written in a reply. */
const pathOf = (mediaUrl: string) => {
  expect(mediaUrl.startsWith(`${MEDIA_BASE_URL}/`)).toBe(true);
  return mediaUrl.slice(MEDIA_BASE_URL.length);
};

async function productWith(where: string): Promise<Product> {
  const { db } = await testDatabase();
  const [row] = await db.query<{ reference: string }>(
    `SELECT reference FROM products p WHERE p.parent_id IS NULL AND ${where} ORDER BY id LIMIT 1`,
  );
  expect(row, where).toBeDefined();
  const [product] = await getOk<Product[]>(url('/products/references', { referenceList: row!.reference }));
  return product!;
}

describe('product pictures', () => {
  it('serves every gallery URL as SVG, with an ETag that answers 304', async () => {
    const product = await productWith('p.picture_count >= 2');
    for (const image of product.gallery) {
      for (const src of [image.src, image.srcMedium, image.srcThumb]) {
        const reply = await get<string>(pathOf(src), { region: null });
        expect(reply.status, src).toBe(200);
        expect(reply.headers['content-type']).toMatch(/^image\/svg\+xml/);
        expect(reply.body).toMatch(/<svg[\s>]/);
        expect(reply.body).toContain('</svg>');
        const etag = String(reply.headers.etag);
        expect(etag).toMatch(/^"[^"]+"$/);
        expect(reply.headers['cache-control']).toMatch(/max-age=\d+/);
        const again = await get(pathOf(src), { region: null, headers: { 'if-none-match': etag } });
        expect(again.status).toBe(304);
        expect(again.payload.length).toBe(0);
      }
    }
    const [first, second] = await Promise.all(
      [product.gallery[0]!.src, product.gallery[1]!.src].map((src) => get<string>(pathOf(src))),
    );
    expect(first!.headers.etag).not.toBe(second!.headers.etag);
  });

  it('answers 404 for an unknown product or a picture it does not have', async () => {
    const product = await productWith('p.picture_count = 1');
    await getError(`/media/products/${product.reference}/1/large.svg`, 404, 'not-found');
    await getError('/media/products/REF-999999/0/large.svg', 404, 'not-found');
  });

  it('refuses an unknown size with 400', async () => {
    const product = await productWith('p.picture_count >= 1');
    await getError(`/media/products/${product.reference}/0/huge.svg`, 400, 'invalid-request');
    await getError(`/media/products/${product.reference}/-1/large.svg`, 400, 'invalid-request');
  });

  it('serves the placeholder', async () => {
    const reply = await get<string>('/media/placeholder/thumb.svg');
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });
});

describe('shop logos', () => {
  it('serves the logo URL of every seller', async () => {
    const shops = await getOk<Shop[]>('/shops');
    for (const shop of shops) {
      const reply = await get<string>(pathOf(shop.logo!.srcMedium));
      expect(reply.status).toBe(200);
      expect(reply.headers['content-type']).toMatch(/^image\/svg\+xml/);
    }
    await getError('/media/shops/inconnu/large.svg', 404, 'shop-not-found');
  });
});

describe('notices', () => {
  it('serves a notice URL as a real PDF, with an ETag', async () => {
    const product = await productWith('jsonb_array_length(p.notices) > 0');
    expect(product.notices.length).toBeGreaterThan(0);
    for (const notice of product.notices) {
      const reply = await get(pathOf(notice.url));
      expect(reply.status, notice.url).toBe(200);
      expect(reply.headers['content-type']).toBe('application/pdf');
      expect(reply.payload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(reply.payload.subarray(-8).toString('latin1')).toContain('%%EOF');
      expect(String(reply.headers['content-disposition'])).toMatch(
        /^inline; filename="REF-[0-9a-z-]+\.pdf"$/i,
      );
      const again = await get(pathOf(notice.url), {
        headers: { 'if-none-match': String(reply.headers.etag) },
      });
      expect(again.status).toBe(304);
    }
  });

  it('answers 404 for an unknown notice and 400 for a malformed name', async () => {
    await getError('/media/notices/REF-999999.pdf', 404, 'not-found');
    await getError('/media/notices/notice.txt', 400, 'invalid-request');
    await getError('/media/notices/..%2F..%2Fetc%2Fpasswd', 400, 'invalid-request');
  });
});
