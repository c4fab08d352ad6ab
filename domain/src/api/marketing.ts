/**
 * Wire shapes of the storefront REST API's marketing half that the catalogue feeds (spec 7
 * `GET products/marketing/homepage`): the home page's product sections. Same conventions as
 * `catalog.ts` (region by the `root-category` header, `locale` query, integer cents).
 */
import { z } from 'zod';
import { boundedSizeSchema } from '../listing.js';
import { productSchema } from './catalog.js';

/**
 * Product sections of the home page. `discount-products` is `promotions` under the name the spec's
 * content source uses; `featured-products` are the products the marketing content names (issue 14).
 */
export const HOME_SECTIONS = ['bestsellers', 'promotions', 'featured-products', 'discount-products'] as const;
export type HomeSectionName = (typeof HOME_SECTIONS)[number];

/** Products of a home section when the query names no size, and the most it may ask for. */
export const HOME_SECTION_DEFAULT_SIZE = 12;
export const HOME_SECTION_MAX_SIZE = 50;

export const isHomeSectionName = (value: unknown): value is HomeSectionName =>
  (HOME_SECTIONS as readonly unknown[]).includes(value);

/** `size` of the query string (text or number), 1..50, default 12. */
export const homeSectionSizeSchema = boundedSizeSchema(HOME_SECTION_MAX_SIZE, HOME_SECTION_DEFAULT_SIZE);

export const homeSectionSchema = z
  .object({
    section: z.enum(HOME_SECTIONS).describe('The section asked for.'),
    products: z
      .array(productSchema)
      .describe(
        'Products of the region, variants left out as in listings. `bestsellers`: flagged bestsellers, best score ' +
          'first. `promotions` and `discount-products`: products whose default offer has a discount running now, ' +
          'largest percentPromo first, then score. `featured-products`: the products the marketing content names ' +
          'that the region lists, in the content’s order.',
      ),
  })
  .describe(
    'GET /products/marketing/homepage?section=bestsellers|promotions|featured-products|discount-products&size=N ' +
      '(1..50, default 12); `section=marketing` answers `HomeMarketing`; an unknown section is 400 `unknown-section`.',
  );
export type HomeSection = z.output<typeof homeSectionSchema>;

/** Named shapes of this file for the OpenAPI document (see `catalogSchemas`). */
export const marketingSchemas = { HomeSection: homeSectionSchema } as const;
