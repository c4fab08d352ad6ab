/** The query strings and path parameters of the content's public routes (`routes.ts`). */
import { homeSectionSizeSchema, localeQuerySchema } from '@shop/domain';
import { z } from 'zod';
import { LOCATION_MODULE } from './location-sources.js';
import { contentSlugSchema } from './sources.js';

const locale = localeQuerySchema.shape.locale;
export const homepageQuery = z.object({
  section: z.string().max(100),
  size: homeSectionSizeSchema,
  attrRef: z.enum(['sku', 'id']).default('sku'),
  replaceIdBy: z.enum(['slug']).optional(),
  locale,
});
export const slugParams = z.object({ slug: contentSlugSchema });
export const moduleParams = z.object({
  module: z.string().regex(LOCATION_MODULE, 'module invalide : 1 à 50 caractères parmi a-z, 0-9, _ et -'),
});
const columnFilters = z
  .string()
  .max(500)
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'columnFilters : JSON invalide' });
      return z.NEVER;
    }
  })
  .pipe(
    z.strictObject(
      { type: z.string().min(1).max(50).optional(), territory: z.string().min(1).max(10).optional() },
      {
        error: (issue) =>
          issue.code === 'unrecognized_keys'
            ? `clé inconnue : ${issue.keys.join(', ')} (type, territory)`
            : undefined,
      },
    ),
  );
export const locationsQuery = z.object({
  columnFilters: columnFilters
    .meta({ example: '{"type":"parcel_pickup_point","territory":"MQ"}' })
    .optional(),
  attrRef: z.enum(['sku']).optional().describe('`skus` hold product SKUs'),
  locale,
});
export const locationParams = z.object({ id: contentSlugSchema });
