import { graphql, useFragment } from 'react-relay/hooks';
import { isOptionAvailable } from '@shop/domain/configurable';
import type { Selection, VariantOptions } from '@shop/domain/configurable';
import type { VariantSelector_attributes$key } from '../__generated__/VariantSelector_attributes.graphql.js';
import { useT } from '../i18n/index.js';

/**
 * The options of a configurable product as toggle buttons: impossible combinations are marked (and
 * still clickable: choosing one resets the other choices, spec 4); clicking a chosen option deselects it.
 */
export function VariantSelector({
  attributes: key,
  variants,
  selection,
  onChoose,
}: {
  attributes: VariantSelector_attributes$key;
  variants: readonly VariantOptions[];
  selection: Selection;
  onChoose: (attribute: string, value: string) => void;
}) {
  const t = useT();
  const attributes = useFragment(
    graphql`
      fragment VariantSelector_attributes on ConfigurableAttribute @relay(plural: true) {
        name
        label
        unit
        values
      }
    `,
    key,
  );
  return (
    <div className="variants">
      {attributes.map((attribute) => (
        <fieldset key={attribute.name} className="variants__attribute">
          <legend>
            {attribute.label}
            {selection[attribute.name] ? ` : ${selection[attribute.name]}` : ''}
          </legend>
          <div className="variants__options">
            {attribute.values.map((value) => {
              const chosen = selection[attribute.name] === value;
              const available = isOptionAvailable(variants, selection, attribute.name, value);
              return (
                <button
                  key={value}
                  type="button"
                  className={`variants__option${chosen ? ' is-chosen' : ''}${available ? '' : ' is-unavailable'}`}
                  aria-pressed={chosen}
                  aria-disabled={!available}
                  aria-label={available ? undefined : t('product.variants.unavailable', { value })}
                  onClick={() => onChoose(attribute.name, value)}
                >
                  {value}
                  {attribute.unit ? ` ${attribute.unit}` : ''}
                </button>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
