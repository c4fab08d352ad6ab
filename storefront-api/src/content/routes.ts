/**
 * The content calls of spec 7 "Platform and content" (shapes of `domain/src/api/content.ts`): the
 * home page's sections (this module owns `products/marketing/homepage`, the catalogue answers its
 * product sections), content pages, FAQ, footer, top banner, franco threshold, locations, the
 * contact form, and the content's pictures under `/media/content/`.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  HOME_SECTION_DEFAULT_SIZE,
  HOME_SECTION_MAX_SIZE,
  HOME_SECTIONS,
  customerSchemas,
  localeQuerySchema,
  ROOT_CATEGORY_HEADER,
} from '@shop/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import * as cart from '../cart/public.js';
import { Guard } from '../customers/shared/guard.js';
import { badRequest, notFound } from '../http/errors.js';
import { accepts, arrayOf, ref, replies } from '../http/openapi.js';
import { localeOf, regionOf } from '../http/region.js';
import { parse } from '../http/validate.js';
import type { ModuleDeps } from '../modules.js';
import { catalogueService } from '../products/public.js';
import { ContactMail, ContactService } from './contact.js';
import { CONTENT_IMAGE_FILE, CONTENT_IMAGE_TYPES } from './images.js';
import * as repository from './repository.js';
import { ContentService, type LinkBase } from './service.js';
import { homepageQuery, locationParams, locationsQuery, moduleParams, slugParams } from './route-params.js';

/** Every section of `products/marketing/homepage`: the catalogue's product sections, and the content's blocks. */
export const HOMEPAGE_SECTIONS = [...HOME_SECTIONS, 'marketing'] as const;

/** Pages the platform calls name (spec 7), by the slug of their content file. */
export const PAGE_ALIASES = {
  delivery: 'livraison',
  become_seller: 'become_seller',
  'terms-of-use': 'conditions-d-utilisation',
  'legal-mentions': 'mentions-legales',
} as const;

const pageReply = (summary: string, tags = ['content']) => ({
  schema: {
    tags,
    summary,
    ...accepts({ query: localeQuerySchema }),
    response: replies(
      ref('ContentPage', 'The page; HTML sanitised, headings with ids'),
      'No such page (`content-not-found`)',
    ),
  },
});

const contactSchema = customerSchemas().contactMessage;

export function registerContent(
  app: FastifyInstance,
  deps: Pick<
    ModuleDeps,
    'db' | 'mediaBaseUrl' | 'content' | 'mailer' | 'captcha' | 'customers' | 'log' | 'regions' | 'remember'
  >,
): void {
  const { db, mediaBaseUrl, regions } = deps;
  const content = new ContentService({ db, repository, mediaBaseUrl, dir: deps.content.dir });
  const contact = new ContactService({
    db,
    repository,
    guard: new Guard({ db, captcha: deps.captcha, perAddressLimit: deps.customers.perAddressLimit }),
    mail: new ContactMail({
      db,
      repository,
      mailer: deps.mailer,
      contactEmail: deps.content.contactEmail,
      log: deps.log,
    }),
  });
  const catalogue = catalogueService(deps);

  /**
   * `/{catalog}/{locale}/` of a request naming a region (the gateway always does): the internal
   * links of the HTML it gets are made absolute with it. Without the header they stay relative.
   */
  const linkBase = async (request: FastifyRequest): Promise<LinkBase> => {
    const locale = localeOf(request);
    if (request.headers[ROOT_CATEGORY_HEADER] === undefined) return null;
    return `/${(await regionOf(regions, request)).rootPath}/${locale}/`;
  };

  app.get(
    '/products/marketing/homepage',
    {
      schema: {
        tags: ['products', 'content'],
        summary:
          'Home page sections. Products (variants left out): `bestsellers` (flagged, best score first), `promotions` ' +
          'and `discount-products` (default offer discounted now, largest percentPromo first, then score), ' +
          '`featured-products` (the products the content names that the region lists, in its order; `attrRef=sku` ' +
          'matches the content’s references against SKUs, `attrRef=id` against product ids). `marketing`: the ' +
          'region’s marketing blocks (`HomeMarketing`); their links to products read `produit/{id}`, or ' +
          '`produit/{slug}` with `replaceIdBy=slug`; a link to a product the catalogue lacks is left out.',
        querystring: {
          type: 'object',
          required: ['section'],
          properties: {
            section: { type: 'string', enum: [...HOMEPAGE_SECTIONS] },
            size: {
              type: 'integer',
              minimum: 1,
              maximum: HOME_SECTION_MAX_SIZE,
              default: HOME_SECTION_DEFAULT_SIZE,
              description: 'Products of a product section.',
            },
            attrRef: { type: 'string', enum: ['sku', 'id'], default: 'sku' },
            replaceIdBy: { type: 'string', enum: ['slug'] },
            locale: { type: 'string', enum: ['fr', 'en'] },
          },
        },
        response: {
          ...replies({
            description: 'A product section (`HomeSection`), or the marketing blocks (`HomeMarketing`)',
            oneOf: [
              ref('HomeSection', 'A product section’s products, in display order'),
              ref('HomeMarketing', '`section=marketing`: the marketing blocks'),
            ],
          }),
          400: ref(
            'ApiError',
            'Bad input: `unknown-section`, `invalid-request` (size, attrRef, replaceIdBy), `unknown-root-category`',
          ),
        },
      },
    },
    async (request) => {
      const region = await regionOf(regions, request);
      const { section, size, attrRef, replaceIdBy } = parse(homepageQuery, request.query);
      switch (section) {
        case 'bestsellers':
        case 'promotions':
          return catalogue.homeSection(region, section, size);
        case 'discount-products':
          return { ...(await catalogue.homeSection(region, 'promotions', size)), section };
        case 'featured-products': {
          const ids = await content.featuredProductIds(region.territory, attrRef, size);
          return { section, products: await catalogue.listedProducts(region, ids) };
        }
        case 'marketing':
          return content.homeMarketing(
            region.territory,
            { attrRef, replaceIdBy: replaceIdBy ?? null },
            `/${region.rootPath}/${region.locale}/`,
          );
        default:
          throw badRequest(
            'unknown-section',
            `Section inconnue : ${section.slice(0, 50)} (${HOMEPAGE_SECTIONS.join(', ')})`,
            { known: [...HOMEPAGE_SECTIONS] },
          );
      }
    },
  );

  app.get(
    '/products/marketing/faq',
    {
      schema: {
        tags: ['content'],
        summary: 'The FAQ: questions by topic, in display order; answers sanitised HTML',
        ...accepts({ query: localeQuerySchema }),
        response: replies(ref('Faq', 'The FAQ (empty when none is written)')),
      },
    },
    async (request) => content.faq(await linkBase(request)),
  );

  app.get(
    '/products/marketing/delivery',
    pageReply('The delivery page (slug `livraison`)'),
    async (request) => content.page(PAGE_ALIASES.delivery, await linkBase(request)),
  );

  app.get(
    '/products/marketing/become_seller',
    pageReply('The content of the `devenir-vendeur` page (slug `become_seller`)'),
    async (request) => content.page(PAGE_ALIASES.become_seller, await linkBase(request)),
  );

  app.get(
    '/products/marketing/:slug',
    {
      schema: {
        ...pageReply('A content page by slug (the `cms/{slug}` pages); a slug is `[a-z0-9_-]{1,80}`').schema,
        ...accepts({ params: slugParams, query: localeQuerySchema }),
      },
    },
    async (request) => {
      const { slug } = parse(slugParams, request.params);
      return content.page(slug, await linkBase(request));
    },
  );

  app.get(
    '/platform/terms-of-use',
    pageReply('The platform’s terms of use (slug `conditions-d-utilisation`)', ['platform']),
    async (request) => content.page(PAGE_ALIASES['terms-of-use'], await linkBase(request)),
  );

  app.get(
    '/platform/legal-mentions',
    pageReply('The platform’s legal mentions (slug `mentions-legales`)', ['platform']),
    async (request) => content.page(PAGE_ALIASES['legal-mentions'], await linkBase(request)),
  );

  app.get(
    '/platform/footer',
    {
      schema: {
        tags: ['platform'],
        summary: 'The footer: menu columns, annex menu, reassurance, social links, contact e-mail',
        ...accepts({ query: localeQuerySchema }),
        response: replies(ref('Footer', 'The footer'), 'No footer written yet (`content-not-found`)'),
      },
    },
    async (request) => {
      localeOf(request);
      return content.footer();
    },
  );

  app.get(
    '/platform/top-promotions',
    {
      schema: {
        tags: ['platform'],
        summary:
          'Every item of the top promotional banner with its flags and dates (callers keep those active and ' +
          'inside their window: `isInDateWindow` of domain)',
        ...accepts({ query: localeQuerySchema }),
        response: replies(ref('TopBanner', 'The items, in display order')),
      },
    },
    async (request) => {
      localeOf(request);
      return content.topBanner();
    },
  );

  app.get(
    '/platform/franco',
    {
      schema: {
        tags: ['platform'],
        summary: 'The region’s free-delivery (franco) threshold, the one the cart counts toward',
        parameters: [{ $ref: '#/components/parameters/rootCategory' }],
        ...accepts({ query: localeQuerySchema }),
        response: replies(ref('FrancoThreshold', 'The threshold, or null')),
      },
    },
    async (request) => {
      const region = await regionOf(regions, request);
      return { threshold: (await cart.francoThreshold(db, region.territory)) ?? null };
    },
  );

  app.post(
    '/platform/contact',
    {
      schema: {
        tags: ['platform'],
        summary:
          'A message to the shop (spec 2.4 contact form; `ContactRequest` of domain, validated by ' +
          '`customerSchemas().contactMessage`: message 10 to 400 characters). Stored first, then e-mailed to the ' +
          'shop with an acknowledgement to the sender; unsent e-mails are retried while mail is down',
        body: {
          type: 'object',
          required: ['name', 'email', 'subject', 'message', 'recaptchaData'],
          properties: {
            name: { type: 'string' },
            email: { type: 'string' },
            subject: { type: 'string', enum: ['order', 'product', 'become_seller', 'other'] },
            orderReference: { type: ['string', 'null'] },
            message: { type: 'string', minLength: 10, maxLength: 400 },
            recaptchaData: { type: 'string', description: 'The captcha’s answer' },
          },
        },
        response: {
          201: ref('ContactReply', 'Stored; its e-mails are sent or will be'),
          400: ref(
            'ApiError',
            '`invalid-request` (field errors in `errorData.issues`), `recaptcha-low-score` (the captcha failed)',
          ),
          429: ref('ApiError', '`too-many-requests`: too many messages from this address'),
          500: ref('ApiError', 'Unexpected error (`internal-error`)'),
        },
      },
    },
    async (request, reply) => {
      // `ContactRequest.orderReference` may be null on the wire: the same as absent.
      const raw = request.body as Record<string, unknown> | null | undefined;
      const input = parse(
        contactSchema,
        raw && typeof raw === 'object' && raw.orderReference === null
          ? { ...raw, orderReference: undefined }
          : raw,
      );
      const region = await regionOf(regions, request);
      const stored = await contact.send(input, {
        ip: request.ip,
        territory: region.territory,
        locale: region.locale,
      });
      return reply.code(201).header('cache-control', 'no-store').send(stored);
    },
  );

  app.get(
    '/locations/:module',
    {
      schema: {
        tags: ['locations'],
        summary:
          'Locations of a module (`location_relay`: parcel pickup points, `location_hotel`, `merchants`), in the ' +
          'content’s order; `columnFilters` is JSON of `type` and `territory` (other keys: 400)',
        ...accepts({ params: moduleParams, query: locationsQuery }),
        response: replies(arrayOf('Location', 'The locations (none for an unknown module)')),
      },
    },
    async (request) => {
      const { module } = parse(moduleParams, request.params);
      const { columnFilters: filter } = parse(locationsQuery, request.query);
      return content.locations(module, filter ?? {});
    },
  );

  app.get(
    '/locations/merchants/:id',
    {
      schema: {
        tags: ['locations'],
        summary: 'A merchant by id, with the SKUs of its products',
        ...accepts({ params: locationParams, query: locationsQuery }),
        response: replies(ref('Location', 'The merchant'), 'Unknown merchant (`location-not-found`)'),
      },
    },
    async (request) => {
      const { id } = parse(locationParams, request.params);
      parse(locationsQuery, request.query);
      return content.location('merchants', id);
    },
  );

  app.get('/media/content/:file', { schema: { hide: true } }, async (request, reply) => {
    const { file } = parse(z.object({ file: z.string().regex(CONTENT_IMAGE_FILE) }), request.params);
    let bytes: Buffer;
    try {
      bytes = await readFile(join(deps.content.dir, 'images', file));
    } catch {
      throw notFound('not-found', 'Image introuvable');
    }
    return sendPicture(request.headers['if-none-match'], reply, file, bytes);
  });
}

function sendPicture(ifNoneMatch: string | undefined, reply: FastifyReply, file: string, bytes: Buffer) {
  const etag = `"${createHash('sha1').update(bytes).digest('base64url')}"`;
  reply.header('cache-control', 'public, max-age=86400').header('etag', etag);
  if (ifNoneMatch === etag) return reply.status(304).send();
  return reply.type(CONTENT_IMAGE_TYPES[file.slice(file.lastIndexOf('.') + 1)]!).send(bytes);
}
