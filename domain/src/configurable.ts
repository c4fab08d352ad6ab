/**
 * Choosing a variant of a configurable product (spec 4): choosing an option disables the options of
 * other attributes that no variant combines with it; choosing the same option again deselects it;
 * choosing a disabled option resets the other choices; the selected variant is the first one that
 * matches every choice.
 */
export type Selection = Readonly<Record<string, string>>;

export interface VariantOptions {
  /** Attribute name to value, e.g. `{ taille: 'M', couleur: 'Rouge' }`. */
  attributes: Readonly<Record<string, string>>;
}

function matches(variant: VariantOptions, selection: Selection, ignore?: string): boolean {
  return Object.entries(selection).every(
    ([name, value]) => name === ignore || variant.attributes[name] === value,
  );
}

/** Whether some variant has `value` for `attribute` together with the other current choices. */
export function isOptionAvailable(
  variants: readonly VariantOptions[],
  selection: Selection,
  attribute: string,
  value: string,
): boolean {
  return variants.some((v) => v.attributes[attribute] === value && matches(v, selection, attribute));
}

/** The selection after the shopper clicks `value` of `attribute`. */
export function chooseOption(
  variants: readonly VariantOptions[],
  selection: Selection,
  attribute: string,
  value: string,
): Selection {
  if (selection[attribute] === value) {
    const { [attribute]: _removed, ...rest } = selection;
    return rest;
  }
  if (!isOptionAvailable(variants, selection, attribute, value)) return { [attribute]: value };
  return { ...selection, [attribute]: value };
}

/** The first variant matching every choice; none while nothing is chosen. */
export function selectedVariant<V extends VariantOptions>(
  variants: readonly V[],
  selection: Selection,
): V | undefined {
  if (Object.keys(selection).length === 0) return undefined;
  return variants.find((v) => matches(v, selection));
}

/** The choices that designate a variant (to preselect the variant a URL names). */
export function selectionOf(variant: VariantOptions, attributes: readonly string[]): Selection {
  return Object.fromEntries(
    attributes.flatMap((name) =>
      variant.attributes[name] === undefined ? [] : [[name, variant.attributes[name]]],
    ),
  );
}
