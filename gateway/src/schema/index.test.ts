import { describe, expect, it } from 'vitest';
import { isInterfaceType } from 'graphql';
import { createSchema } from './index.js';

describe('createSchema', () => {
  it('binds every resolver to a field of schema.graphql', () => {
    const schema = createSchema();
    const node = schema.getType('Node');
    expect(isInterfaceType(node)).toBe(true);
    const implementations = schema.getPossibleTypes(node as never).map((t) => t.name);
    expect(implementations.sort()).toEqual([
      'Address',
      'Cart',
      'CartLine',
      'Category',
      'Customer',
      'Offer',
      'Order',
      'Product',
      'Region',
      'Shipment',
      'Shop',
    ]);
  });

  it('describes every type and field', () => {
    const schema = createSchema();
    const undocumented: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__') || ['String', 'Int', 'Float', 'Boolean', 'ID'].includes(type.name))
        continue;
      if (!type.description) undocumented.push(type.name);
      if ('getFields' in type) {
        for (const field of Object.values(type.getFields())) {
          if (!field.description) undocumented.push(`${type.name}.${field.name}`);
        }
      }
    }
    expect(undocumented).toEqual([]);
  });
});
