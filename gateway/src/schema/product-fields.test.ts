import { GraphQLObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createSchema } from './index.js';
import { CARD_PRODUCT_FIELDS } from './product-fields.js';

/** The fields whose resolvers read what a card leaves out (`CARD_OMITTED_FIELDS`). */
const WHOLE_PRODUCT_FIELDS = [
  'attributes',
  'customAttributeValuesByName',
  'description',
  'descriptionLong',
  'focusBlocks',
  'gallery',
  'notices',
  'selectedAttributes',
  'seo',
];

describe('CARD_PRODUCT_FIELDS', () => {
  it('names fields of Product, and every other field is one a card cannot answer', () => {
    const product = createSchema().getType('Product');
    if (!(product instanceof GraphQLObjectType)) throw new Error('no Product type');
    const fields = Object.keys(product.getFields());
    for (const name of CARD_PRODUCT_FIELDS) expect(fields).toContain(name);
    // A new field lands on neither list until someone decides: then this fails.
    expect(fields.filter((name) => !CARD_PRODUCT_FIELDS.has(name)).sort()).toEqual(WHOLE_PRODUCT_FIELDS);
  });
});
