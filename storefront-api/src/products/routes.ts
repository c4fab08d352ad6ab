import {
  AUTOCOMPLETE_SIZE,
  CARD_OMITTED_FIELDS,
  canAutocomplete,
  COLLECTIONS,
  isCollectionName,
  LISTING_VIEWS,
  listingQuerySchema,
  searchTermSchema,
  SEARCH_TERM_MAX_LENGTH,
} from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../http/errors.js';
import { arrayOf, ref, replies } from '../http/openapi.js';
import { regionOf } from '../http/region.js';
import { commaList, parse } from '../http/validate.js';
import type { ModuleDeps } from '../modules.js';
import { gridQueryDoc, isGridQuery, registerGrid } from './grid.routes.js';
import * as homeSections from './home-sections.repository.js';
import * as listings from './listing.repository.js';
import * as products from './repository.js';
import * as search from './search.repository.js';
import { ProductService } from './service.js';

const locale = z.enum(['fr', 'en']).optional();
const categoryQuery = listingQuerySchema.extend({
  categoryPath: z
    .string()
    .min(1)
    .max(300)
    .regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/u, 'chemin de catégorie invalide'),
  locale,
});
const searchQuery = listingQuerySchema.extend({ searchTerm: searchTermSchema, locale });
const sellerQuery = listingQuerySchema.extend({ shopId: z.string().min(1).max(100), locale });
const collectionQuery = listingQuerySchema.extend({ locale });
const collectionParams = z.object({ name: z.string().max(100) });
const autocompleteQuery = z.object({
  searchTerm: z
    .string()
    .max(SEARCH_TERM_MAX_LENGTH)
    .refine(canAutocomplete, 'au moins 2 caractères hors espaces pour l’autocomplétion'),
  size: z.coerce.number().int().min(1).max(20).default(AUTOCOMPLETE_SIZE),
  locale,
});
const referencesQuery = z.object({
  referenceList: commaList(z.string().max(64), 100, 'référence'),
  locale,
});
const slugParams = z.object({ slug: z.string().min(1).max(300) });
/** `include=related`: the related products come in the reply, so a product page is one call. */
const slugQuery = z.object({ include: z.enum(['related']).optional() });

/** Listings of the spec's section 7, documented for the OpenAPI page (zod validates at run time). */
const listingDoc = (summary: string, extra: Record<string, unknown>, notFound?: string) => ({
  tags: ['products'],
  summary,
  response: replies(ref('ProductPage', 'A page of products with the facets of the whole result'), notFound),
  querystring: {
    type: 'object',
    properties: {
      ...extra,
      page: { type: 'integer', minimum: 0, default: 0 },
      size: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
      sort: {
        type: 'string',
        enum: ['score,desc', 'score,asc', 'price,asc', 'price,desc'],
        default: 'score,desc',
      },
      filters: {
        type: 'string',
        description: 'JSON {"attribute":["value", ...]}',
        example: '{"marque":["Samsung"]}',
      },
      locale: { type: 'string', enum: ['fr', 'en'] },
      view: {
        type: 'string',
        enum: [...LISTING_VIEWS],
        default: 'full',
        description: `\`card\`: each product without ${CARD_OMITTED_FIELDS.join(', ')} (a page of cards)`,
      },
    },
  },
});

/** `products/marketing/homepage` is the content module's (`content/routes.ts`): it answers every section. */
export function registerProducts(
  app: FastifyInstance,
  { db, mediaBaseUrl }: Pick<ModuleDeps, 'db' | 'mediaBaseUrl'>,
): void {
  const catalogue = new ProductService({ db, mediaBaseUrl, products, listings, homeSections, search });
  const grid = registerGrid(app, { db, mediaBaseUrl });

  app.get(
    '/products/category',
    {
      schema: {
        ...listingDoc(
          'Products of a category and its descendants, with facets; with `columnFilters`, the product ' +
            'grid’s rows of its categories',
          { categoryPath: { type: 'string' }, ...gridQueryDoc },
        ),
        response: replies(
          {
            description: 'A page of products with its facets; with `columnFilters`, the grid’s rows',
            oneOf: [
              ref('ProductPage', 'A page of products with the facets of the whole result'),
              ref('GridRows', 'With `columnFilters`: the grid’s rows'),
            ],
          },
          'Unknown category in the region (`category-not-found`)',
        ),
      },
    },
    async (request) => {
      if (isGridQuery(request.query)) return grid.rows(request);
      const region = await regionOf(db, request);
      const { categoryPath, locale: _, ...query } = parse(categoryQuery, request.query);
      const [root, ...rest] = categoryPath.split('/');
      if (root !== region.rootPath || rest.length === 0) {
        throw notFound('category-not-found', `Catégorie inconnue dans ${region.rootPath} : ${categoryPath}`);
      }
      return catalogue.listing(region, { kind: 'category', relPath: rest.join('/') }, query);
    },
  );

  app.get(
    '/products/search',
    {
      schema: listingDoc('Full-text search (French stemming, accents ignored), with facets', {
        searchTerm: { type: 'string' },
      }),
    },
    async (request) => {
      const region = await regionOf(db, request);
      const { searchTerm, locale: _, ...query } = parse(searchQuery, request.query);
      return catalogue.search(region, searchTerm, query);
    },
  );

  app.get(
    '/products/seller',
    { schema: listingDoc('Products a seller offers in the region', { shopId: { type: 'string' } }) },
    async (request) => {
      const region = await regionOf(db, request);
      const { shopId, locale: _, ...query } = parse(sellerQuery, request.query);
      return catalogue.listing(region, { kind: 'seller', shopId }, query);
    },
  );

  app.get(
    '/products/collection/:name',
    {
      schema: {
        ...listingDoc(
          'Products of a collection of spec 2.1, with facets: `promotions` (default offer discounted now), ' +
            '`best-offers` (flagged bestseller), `made-in-the-islands` (attribute `made_in_islands`)',
          {},
          'Unknown collection (`collection-not-found`)',
        ),
        params: {
          type: 'object',
          required: ['name'],
          properties: { name: { type: 'string', enum: [...COLLECTIONS] } },
        },
      },
    },
    async (request) => {
      const region = await regionOf(db, request);
      const { name } = parse(collectionParams, request.params);
      const { locale: _, ...query } = parse(collectionQuery, request.query);
      if (!isCollectionName(name)) {
        throw notFound(
          'collection-not-found',
          `Collection inconnue : ${name.slice(0, 50)} (${COLLECTIONS.join(', ')})`,
        );
      }
      return catalogue.collection(region, name, query);
    },
  );

  app.get(
    '/products/search-autocomplete',
    {
      schema: {
        tags: ['products'],
        summary: 'Suggestions while typing (prefix and typo-tolerant), with the full search total',
        querystring: {
          type: 'object',
          properties: { searchTerm: { type: 'string' }, size: { type: 'integer', default: 10, maximum: 20 } },
        },
        response: replies(ref('Autocomplete', 'Suggestions, products then categories')),
      },
    },
    async (request) => {
      const region = await regionOf(db, request);
      const { searchTerm, size } = parse(autocompleteQuery, request.query);
      return catalogue.autocomplete(region, searchTerm, size);
    },
  );

  app.get(
    '/products/slug/:slug',
    {
      schema: {
        tags: ['products'],
        summary:
          'A product by slug; a variant slug gives its configurable parent with that variant as default child',
        params: { type: 'object', properties: { slug: { type: 'string' } } },
        querystring: {
          type: 'object',
          properties: {
            include: {
              type: 'string',
              enum: ['related'],
              description:
                '`related`: the reply carries `relatedProducts`, the related products whole (what /products/references gives for `relatedProduct`)',
            },
          },
        },
        response: replies(
          ref('Product', 'The product, with its variants'),
          'Unknown slug (`product-not-found`)',
        ),
      },
    },
    async (request) => {
      const region = await regionOf(db, request);
      const { slug } = parse(slugParams, request.params);
      const { include } = parse(slugQuery, request.query);
      const product = await catalogue.bySlug(region, slug, { related: include === 'related' });
      if (!product) throw notFound('product-not-found', `Produit introuvable : ${slug.slice(0, 100)}`);
      return product;
    },
  );

  app.get(
    '/products/references',
    {
      schema: {
        tags: ['products'],
        summary:
          'Products or variants by reference (SKU) or barcode (EAN), in the order given, unknown ones left out; at most 100',
        querystring: {
          type: 'object',
          properties: { referenceList: { type: 'string', example: 'REF-000001,2000000002002' } },
        },
        response: replies(arrayOf('Product', 'The products found, in the order asked for')),
      },
    },
    async (request) => {
      const region = await regionOf(db, request);
      const { referenceList } = parse(referencesQuery, request.query);
      return catalogue.byReferences(region, referenceList);
    },
  );
}
