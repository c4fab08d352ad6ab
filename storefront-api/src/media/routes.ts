/** Generated product pictures, shop logos and notices, served with long-lived caching. */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/database.js';
import { notFound } from '../http/errors.js';
import { parse } from '../http/validate.js';
import { renderNoticePdf } from './notice.js';
import {
  PICTURE_SIZES,
  renderPlaceholder,
  renderProductPicture,
  renderShopLogo,
  type PictureSize,
} from './picture.js';

const size = z.enum(Object.keys(PICTURE_SIZES) as [PictureSize, ...PictureSize[]]);
const productPicture = z.object({
  reference: z.string().min(1).max(64),
  index: z.coerce.number().int().min(0).max(50),
  size,
});
const shopLogo = z.object({ id: z.string().min(1).max(100), size });
const noticeFile = z.object({
  file: z.string().regex(/^[A-Za-z0-9-]{1,100}\.pdf$/u, 'nom de document invalide'),
});

function send(request: FastifyRequest, reply: FastifyReply, type: string, body: string | Buffer) {
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  reply.header('cache-control', 'public, max-age=86400').header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.type(type).send(body);
}

const SVG = 'image/svg+xml; charset=utf-8';

export function mediaRoutes(app: FastifyInstance, db: Database): void {
  app.get(
    '/media/products/:reference/:index/:size.svg',
    { schema: { hide: true } },
    async (request, reply) => {
      const { reference, index, size } = parse(productPicture, request.params);
      const [product] = await db.query<{ name: string; picture_count: number }>(
        'SELECT name, picture_count FROM products WHERE reference = $1',
        [reference],
      );
      if (!product || index >= product.picture_count) throw notFound('not-found', 'Image introuvable');
      return send(request, reply, SVG, renderProductPicture({ reference, index, title: product.name, size }));
    },
  );

  app.get('/media/shops/:id/:size.svg', { schema: { hide: true } }, async (request, reply) => {
    const { id, size } = parse(shopLogo, request.params);
    const [shop] = await db.query<{ name: string }>('SELECT name FROM shops WHERE id = $1', [id]);
    if (!shop) throw notFound('shop-not-found', 'Vendeur introuvable');
    return send(request, reply, SVG, renderShopLogo({ shopId: id, name: shop.name, size }));
  });

  app.get('/media/placeholder/:size.svg', { schema: { hide: true } }, async (request, reply) => {
    const { size: chosen } = parse(z.object({ size }), request.params);
    return send(request, reply, SVG, renderPlaceholder(chosen));
  });

  app.get('/media/notices/:file', { schema: { hide: true } }, async (request, reply) => {
    const { file } = parse(noticeFile, request.params);
    const url = `/media/notices/${file}`;
    const [product] = await db.query<{
      name: string;
      reference: string;
      brand: string | null;
      description: string;
      notices: { name: string; url: string }[];
      characteristics: { label: string; value: string }[] | null;
      shop_name: string | null;
    }>(
      `SELECT p.name, p.reference, p.brand, p.description, p.notices,
              (SELECT json_agg(json_build_object('label', a.label_fr, 'value', kv.value || coalesce(' ' || a.unit, ''))
                               ORDER BY a.position)
                 FROM jsonb_each_text(p.attributes) kv JOIN attributes a ON a.name = kv.key AND NOT a.is_internal
              ) AS characteristics,
              (SELECT s.name FROM offers o JOIN shops s ON s.id = o.shop_id
                WHERE o.listing_product_id = p.id ORDER BY o.id LIMIT 1) AS shop_name
       FROM products p
       WHERE p.notices @> $1::jsonb`,
      [JSON.stringify([{ url }])],
    );
    const notice = product?.notices.find((n) => n.url === url);
    if (!product || !notice) throw notFound('not-found', 'Document introuvable');
    const pdf = await renderNoticePdf({
      title: notice.name,
      productName: product.name,
      reference: product.reference,
      brand: product.brand,
      description: product.description,
      characteristics: product.characteristics ?? [],
      shopName: product.shop_name ?? 'Boutique des Outre-mer',
    });
    reply.header('content-disposition', `inline; filename="${file}"`);
    return send(request, reply, 'application/pdf', pdf);
  });
}
