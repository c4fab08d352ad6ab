import type { AttributeValue } from './api/catalog.js';

/** A highlight of a product page (spec 3 "focus blocks"): a yes/no quality the product has. */
export interface FocusBlock {
  name: string;
  label: string;
}

/**
 * The product's focus blocks (spec 3): its displayed yes/no attributes that hold — a BOOLEAN or a
 * PICTURE attribute whose value is the text `true` (organic, made in the overseas territories, an
 * ecolabel…), in display order. A `false` or any other value is no quality to put forward.
 */
export function focusBlocksOf(attributes: Readonly<Record<string, AttributeValue>>): FocusBlock[] {
  return Object.entries(attributes).flatMap(([name, attribute]) =>
    (attribute.attributeType === 'BOOLEAN' || attribute.attributeType === 'PICTURE') &&
    attribute.value === 'true'
      ? [{ name, label: attribute.label }]
      : [],
  );
}
