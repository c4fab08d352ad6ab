/**
 * The rules the shop's structured data must meet: schema.org's types and Google's required and
 * recommended properties for product snippets, merchant listings, breadcrumbs, carousels (item
 * lists), organisations and the sitelinks search box, as zod schemas. No npm validator is both
 * well kept and offline (structured-data-testing-tool is unmaintained and fetches pages), so the
 * tests check these: the builders' unit test, and the journey that reads the server's pages
 * (`e2e/journeys/seo.spec.ts`). Test code: nothing in the app imports this module.
 */
import { z } from 'zod';

const url = z.url({ protocol: /^https?$/u });
const amount = z.string().regex(/^\d+(\.\d{1,2})?$/u, 'a decimal amount with a dot, e.g. 12.50');
const currency = z.string().regex(/^[A-Z]{3}$/u, 'an ISO 4217 currency code');
const availability = z.enum([
  'https://schema.org/InStock',
  'https://schema.org/LimitedAvailability',
  'https://schema.org/OutOfStock',
  'https://schema.org/PreOrder',
  'https://schema.org/BackOrder',
  'https://schema.org/Discontinued',
]);
const context = z.literal('https://schema.org');

const offer = z.object({
  '@type': z.literal('Offer'),
  url,
  price: amount,
  priceCurrency: currency,
  availability,
  itemCondition: z.literal('https://schema.org/NewCondition').optional(),
  seller: z.object({ '@type': z.literal('Organization'), name: z.string().min(1) }).optional(),
  priceSpecification: z
    .array(
      z.object({
        '@type': z.literal('UnitPriceSpecification'),
        priceType: z.literal('https://schema.org/StrikethroughPrice'),
        price: amount,
        priceCurrency: currency,
      }),
    )
    .optional(),
});

const aggregateOffer = z.object({
  '@type': z.literal('AggregateOffer'),
  offerCount: z.number().int().min(2),
  lowPrice: amount,
  highPrice: amount,
  priceCurrency: currency,
  offers: z.array(offer).min(2),
});

export const productRule = z.object({
  '@context': context,
  '@type': z.literal('Product'),
  name: z.string().min(1),
  url,
  description: z.string().min(1).optional(),
  sku: z.string().min(1),
  gtin13: z
    .string()
    .regex(/^\d{13}$/u)
    .optional(),
  gtin8: z
    .string()
    .regex(/^\d{8}$/u)
    .optional(),
  brand: z.object({ '@type': z.literal('Brand'), name: z.string().min(1) }).optional(),
  // Google's merchant listings require a picture and an offer.
  image: z.array(url).min(1),
  offers: z.union([offer, aggregateOffer]),
});

/** Positions count from 1 without gaps (Google refuses a list whose positions skip). */
const positioned = <T extends { position: number }>(items: T[]) =>
  items.every((item, index) => item.position === index + 1);

export const breadcrumbRule = z.object({
  '@context': context,
  '@type': z.literal('BreadcrumbList'),
  itemListElement: z
    .array(
      z.object({
        '@type': z.literal('ListItem'),
        position: z.number().int().min(1),
        name: z.string().min(1),
        item: url,
      }),
    )
    .min(1)
    .refine(positioned, 'positions 1, 2, 3…'),
});

export const itemListRule = z.object({
  '@context': context,
  '@type': z.literal('ItemList'),
  name: z.string().min(1).optional(),
  numberOfItems: z.number().int().min(0).optional(),
  itemListElement: z
    .array(
      z.object({
        '@type': z.literal('ListItem'),
        position: z.number().int().min(1),
        name: z.string().min(1).optional(),
        url,
      }),
    )
    .refine(positioned, 'positions 1, 2, 3…'),
});

export const organizationRule = z.object({
  '@context': context,
  '@type': z.literal('Organization'),
  name: z.string().min(1),
  url,
  logo: url.optional(),
  contactPoint: z
    .object({
      '@type': z.literal('ContactPoint'),
      telephone: z.string().regex(/^\+\d{6,15}$/u),
      contactType: z.string().min(1),
    })
    .optional(),
});

export const webSiteRule = z.object({
  '@context': context,
  '@type': z.literal('WebSite'),
  name: z.string().min(1),
  url,
  potentialAction: z.object({
    '@type': z.literal('SearchAction'),
    target: z.object({
      '@type': z.literal('EntryPoint'),
      urlTemplate: z.string().includes('{search_term_string}'),
    }),
    'query-input': z.literal('required name=search_term_string'),
  }),
});

const RULES: Record<string, z.ZodType> = {
  Product: productRule,
  BreadcrumbList: breadcrumbRule,
  ItemList: itemListRule,
  Organization: organizationRule,
  WebSite: webSiteRule,
};

/**
 * Checks one JSON-LD block's text as a search engine reads it: valid JSON, schema.org's context, a
 * type the shop writes, and that type's rule. Returns the problems, none when valid.
 */
export function checkJsonLd(text: string): { type: string | null; problems: string[] } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { type: null, problems: [`not JSON: ${(error as Error).message}`] };
  }
  const type = (data as { '@type'?: unknown })['@type'];
  const rule = typeof type === 'string' ? RULES[type] : undefined;
  if (!rule) return { type: null, problems: [`no rule for @type ${JSON.stringify(type)}`] };
  const result = rule.safeParse(data);
  return {
    type: type as string,
    problems: result.success
      ? []
      : result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
  };
}
