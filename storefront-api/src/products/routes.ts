import {
  autocompleteQuerySchema,
  CARD_OMITTED_FIELDS,
  categoryListingQuerySchema,
  collectionListingQuerySchema,
  collectionParamsSchema,
  COLLECTIONS,
  isCollectionName,
  LISTING_VIEWS,
  productSlugParamsSchema,
  productSlugQuerySchema,
  referencesQuerySchema,
  searchListingQuerySchema,
  sellerListingQuerySchema,
} from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/errors.js';
import { accepts, arrayOf, localized, ref, replies } from '../http/openapi.js';
import { regionOf } from '../http/region.js';
import { parse } from '../http/validate.js';
import type { ModuleDeps } from '../modules.js';
import { gridQueryDoc, isGridQuery, registerGrid } from './grid.routes.js';
import { catalogueService } from './public.js';
import { registerSitemap } from './sitemap.routes.js';

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
  deps: Pick<ModuleDeps, 'db' | 'mediaBaseUrl' | 'regions' | 'remember'>,
): void {
  const { regions } = deps;
  const catalogue = catalogueService(deps);
  const grid = registerGrid(app, deps);
  registerSitemap(app, deps);

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
      const region = await regionOf(regions, request);
      const { categoryPath, locale: _, ...query } = parse(categoryListingQuerySchema, request.query);
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
      const region = await regionOf(regions, request);
      const { searchTerm, locale: _, ...query } = parse(searchListingQuerySchema, request.query);
      return catalogue.search(region, searchTerm, query);
    },
  );

  app.get(
    '/products/seller',
    { schema: listingDoc('Products a seller offers in the region', { shopId: { type: 'string' } }) },
    async (request) => {
      const region = await regionOf(regions, request);
      const { shopId, locale: _, ...query } = parse(sellerListingQuerySchema, request.query);
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
      const region = await regionOf(regions, request);
      const { name } = parse(collectionParamsSchema, request.params);
      const { locale: _, ...query } = parse(collectionListingQuerySchema, request.query);
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
        ...accepts({ query: autocompleteQuerySchema }),
        response: replies(ref('Autocomplete', 'Suggestions, products then categories')),
      },
    },
    async (request) => {
      const region = await regionOf(regions, request);
      const { searchTerm, size } = parse(autocompleteQuerySchema, request.query);
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
        ...accepts({ params: productSlugParamsSchema, query: localized(productSlugQuerySchema) }),
        response: replies(
          ref('Product', 'The product, with its variants'),
          'Unknown slug (`product-not-found`)',
        ),
      },
    },
    async (request) => {
      const region = await regionOf(regions, request);
      const { slug } = parse(productSlugParamsSchema, request.params);
      const { include } = parse(productSlugQuerySchema, request.query);
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
        ...accepts({ query: referencesQuerySchema }),
        response: replies(arrayOf('Product', 'The products found, in the order asked for')),
      },
    },
    async (request) => {
      const region = await regionOf(regions, request);
      const { referenceList } = parse(referencesQuerySchema, request.query);
      return catalogue.byReferences(region, referenceList);
    },
  );
}
