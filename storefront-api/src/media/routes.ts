/** Generated product pictures, shop logos and notices, served with long-lived caching. */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parse } from '../http/validate.js';
import type { ModuleDeps } from '../modules.js';
import * as shops from '../shops/public.js';
import { PICTURE_SIZES, type PictureSize } from './picture.js';
import * as repository from './repository.js';
import { MediaService } from './service.js';

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

export function registerMedia(app: FastifyInstance, { db }: Pick<ModuleDeps, 'db'>): void {
  const media = new MediaService({ db, repository, shops });

  app.get(
    '/media/products/:reference/:index/:size.svg',
    { schema: { hide: true } },
    async (request, reply) => {
      const { reference, index, size } = parse(productPicture, request.params);
      return send(request, reply, SVG, await media.productPicture(reference, index, size));
    },
  );

  app.get('/media/shops/:id/:size.svg', { schema: { hide: true } }, async (request, reply) => {
    const { id, size } = parse(shopLogo, request.params);
    return send(request, reply, SVG, await media.shopLogo(id, size));
  });

  app.get('/media/placeholder/:size.svg', { schema: { hide: true } }, async (request, reply) => {
    const { size: chosen } = parse(z.object({ size }), request.params);
    return send(request, reply, SVG, media.placeholder(chosen));
  });

  app.get('/media/notices/:file', { schema: { hide: true } }, async (request, reply) => {
    const { file } = parse(noticeFile, request.params);
    const pdf = await media.notice(file);
    reply.header('content-disposition', `inline; filename="${file}"`);
    return send(request, reply, 'application/pdf', pdf);
  });
}
