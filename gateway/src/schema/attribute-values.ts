import { MAX_ATTRIBUTE_NAMES } from '@shop/domain';
import type { AttributeValue } from '@shop/domain';
import { badUserInput } from '../errors.js';
import type { AttributeValueByName } from './__generated__/resolvers-types.js';

/**
 * `Product.customAttributeValuesByName` (spec 3): the raw values of the displayed attributes the
 * product page's payload already holds (`attributeValuesByAttributeName`, internal ones removed
 * upstream), so the field costs no upstream call. With `names`, those attributes in the order
 * asked, names without a value left out.
 */
export function attributeValuesByName(
  attributes: Readonly<Record<string, AttributeValue>>,
  names: readonly string[] | null | undefined,
): AttributeValueByName[] {
  if (names && names.length > MAX_ATTRIBUTE_NAMES) {
    throw badUserInput(
      `Au plus ${MAX_ATTRIBUTE_NAMES} noms d’attributs par requête.`,
      'too-many-attribute-names',
    );
  }
  const wanted = names ? [...new Set(names)] : Object.keys(attributes);
  return wanted.flatMap((name) => {
    // `Object.hasOwn`: a name such as `constructor` or `__proto__` is not an attribute.
    const attribute = Object.hasOwn(attributes, name) ? attributes[name] : undefined;
    return attribute ? [{ name, value: attribute.value }] : [];
  });
}
