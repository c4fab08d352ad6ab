/**
 * Wire shapes of the product table grid (spec 2.4 "Product table grid", 3 "Grid data", 7): the
 * marketing-data side's `POST products/category/findOne` (a category's columns and filters) and
 * `GET products/category?columnFilters={"categ_path":[...]}` (its rows). Same conventions as
 * `catalog.ts`: region by the `root-category` header, `locale` query, integer cents.
 */
import { z } from 'zod';
import { ATTRIBUTE_DISPLAY_TYPES, GRID_MAX_ROWS } from '../grid.js';
import { boundedSizeSchema, pageSchema } from '../listing.js';
import {
  attributeTypeSchema,
  categoryPathSchema,
  filterSchema,
  imageSchema,
  localeQuerySchema,
  priceSchema,
} from './catalog.js';

/** The attribute `findOne` and `columnFilters` select categories by (spec 7). */
export const CATEGORY_PATH_ATTRIBUTE = 'categ_path';

/** `size` of a grid rows call: 1 to `GRID_MAX_ROWS`, all of them by default. */
export const gridSizeSchema = boundedSizeSchema(GRID_MAX_ROWS, GRID_MAX_ROWS);

/** Categories one `columnFilters` may name. */
export const GRID_MAX_CATEGORIES = 20;

const count = () => z.int().min(0);

/** Body of `POST products/category/findOne`. */
export const gridFindOneSchema = z.strictObject(
  {
    attrId: z.literal(CATEGORY_PATH_ATTRIBUTE, { error: `attrId doit valoir ${CATEGORY_PATH_ATTRIBUTE}` }),
    attrValue: categoryPathSchema,
    /** True: an unknown path falls back to its nearest known ancestor; false: 404. */
    categoryUp: z.boolean().default(false),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `clé inconnue : ${issue.keys.join(', ')} (attrId, attrValue, categoryUp)`
        : undefined,
  },
);
export type GridFindOne = z.output<typeof gridFindOneSchema>;

/** `columnFilters` of `GET products/category`: JSON text `{"categ_path":["martinique/maison"]}`. */
export const gridColumnFiltersSchema = z
  .string()
  .max(8000, 'columnFilters trop long')
  .transform((text, context): unknown => {
    try {
      return JSON.parse(text);
    } catch {
      context.addIssue({
        code: 'custom',
        message: `columnFilters doit être un objet JSON {"${CATEGORY_PATH_ATTRIBUTE}":["chemin"]}`,
      });
      return z.NEVER;
    }
  })
  .pipe(
    z.strictObject(
      {
        [CATEGORY_PATH_ATTRIBUTE]: z
          .union([categoryPathSchema.transform((path) => [path]), z.array(categoryPathSchema)], {
            error: (issue) =>
              issue.input === undefined
                ? 'requis : un chemin de catégorie ou une liste de chemins'
                : undefined,
          })
          .pipe(
            z
              .array(z.string())
              .min(1, 'au moins une catégorie')
              .max(GRID_MAX_CATEGORIES, `au plus ${GRID_MAX_CATEGORIES} catégories`),
          ),
      },
      {
        error: (issue) =>
          issue.code === 'unrecognized_keys'
            ? `clé inconnue : ${issue.keys.join(', ')} (${CATEGORY_PATH_ATTRIBUTE})`
            : undefined,
      },
    ),
  );

/** `GET products/category` with `columnFilters`: the grid's rows (no other parameter but locale). */
export const gridRowsQuerySchema = z.strictObject({
  columnFilters: gridColumnFiltersSchema,
  page: pageSchema,
  size: gridSizeSchema,
  locale: localeQuerySchema.shape.locale,
});

export const gridColumnSchema = z
  .object({
    field: z.string().describe('Attribute name: the key of `GridRow.attributes`.'),
    headerName: z.string(),
    unit: z.string().nullable(),
    // A schema of its own: one shared with `AttributeValue` would be a nameless OpenAPI definition.
    type: z.enum(attributeTypeSchema.options),
    filterable: z.boolean().describe('True when `filters` lists its values (a facet attribute).'),
    displayType: z
      .enum(ATTRIBUTE_DISPLAY_TYPES)
      .default('DEFAULT')
      .describe('`NONE`: the storefront hides the column and its filter (spec 3); absent means `DEFAULT`.'),
  })
  .describe('An attribute column of the grid (internal attributes are never columns).');
export type GridColumn = z.output<typeof gridColumnSchema>;

export const categoryGridSchema = z
  .object({
    path: z.string().describe('The category found (an ancestor of the one asked with `categoryUp`).'),
    label: z.string(),
    level: z.int().min(1),
    productCount: count().describe('Products listed in the category and below.'),
    columnDefs: z
      .array(gridColumnSchema)
      .describe('Attributes of the category and its descendants, in display order.'),
    filters: z.array(filterSchema).describe('Values of each facet column over the whole category.'),
  })
  .describe('POST /products/category/findOne (attrId categ_path, attrValue, categoryUp).');
export type CategoryGrid = z.output<typeof categoryGridSchema>;

export const gridRowSchema = z
  .object({
    id: z.string(),
    reference: z.string(),
    slug: z.string(),
    name: z.string(),
    categoryPath: z.string().describe('The product’s category, full path.'),
    image: imageSchema.nullable(),
    isConfigurable: z.boolean().describe('Options are chosen on the product page before an add.'),
    price: priceSchema.nullable().describe('Current price of the default offer; null when not sold here.'),
    regularPrice: priceSchema.nullable().describe('Regular price while a discount applies, else null.'),
    priorPrice: priceSchema
      .nullable()
      .describe(
        'Lowest price of the 30 days before the running reduction (the offer’s `priorPrice`), else null.',
      ),
    percentPromo: z.int().min(0).max(100),
    defaultOfferId: z.string().nullable(),
    stockQuantity: count(),
    packSize: count(),
    minimalOrderQuantity: count(),
    maximalOrderQuantity: count(),
    attributes: z.record(z.string(), z.string()).describe('Values of the grid’s columns, by attribute name.'),
  })
  .describe('A product as a grid row: no descriptions, only what the columns show.');
export type GridRow = z.output<typeof gridRowSchema>;

export const gridRowsSchema = z
  .object({
    rows: z.array(gridRowSchema),
    total: count().describe('Products of the categories, all pages together.'),
  })
  .describe('GET /products/category with columnFilters: a page of the categories’ rows, best first.');
export type GridRows = z.output<typeof gridRowsSchema>;

export const gridSchemas = {
  GridColumn: gridColumnSchema,
  CategoryGrid: categoryGridSchema,
  GridRow: gridRowSchema,
  GridRows: gridRowsSchema,
} as const;
