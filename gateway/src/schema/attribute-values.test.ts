import { MAX_ATTRIBUTE_NAMES } from '@shop/domain';
import type { AttributeValue } from '@shop/domain';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { attributeValuesByName } from './attribute-values.js';

const value = (label: string, v: string): AttributeValue => ({
  label,
  value: v,
  attributeType: 'TEXT',
  unit: null,
});
const attributes = {
  marque: value('Marque', 'Kréyol'),
  bio: value('Bio', 'true'),
  poids: value('Poids net', '250'),
};

describe('attributeValuesByName (Product.customAttributeValuesByName, spec 3)', () => {
  it('gives every displayed attribute’s raw value by name, in display order', () => {
    expect(attributeValuesByName(attributes, undefined)).toEqual([
      { name: 'marque', value: 'Kréyol' },
      { name: 'bio', value: 'true' },
      { name: 'poids', value: '250' },
    ]);
  });

  it('keeps the names asked, in their order, once each, leaving out those without a value', () => {
    expect(
      attributeValuesByName(attributes, ['poids', 'inconnu', 'marque', 'poids', 'constructor', '__proto__']),
    ).toEqual([
      { name: 'poids', value: '250' },
      { name: 'marque', value: 'Kréyol' },
    ]);
    expect(attributeValuesByName(attributes, [])).toEqual([]);
  });

  it('refuses more names than a request may ask', () => {
    const names = Array.from({ length: MAX_ATTRIBUTE_NAMES + 1 }, (_, i) => `a${i}`);
    expect(() => attributeValuesByName(attributes, names)).toThrow(GraphQLError);
    expect(attributeValuesByName(attributes, names.slice(1))).toEqual([]);
  });
});
