/** How a facet value reads on screen; the raw value is what travels in the filters. */
export interface FacetLike {
  unit?: string | null;
  valueType: string;
}

export function facetValueLabel(
  facet: FacetLike,
  value: string,
  locale: string,
  words: { yes: string; no: string },
): string {
  if (facet.valueType === 'BOOLEAN') {
    if (value === 'true') return words.yes;
    if (value === 'false') return words.no;
  }
  let text = value;
  if (facet.valueType === 'NUMBER' && /^-?\d+(\.\d+)?$/.test(value)) {
    text = new Intl.NumberFormat(locale, { maximumFractionDigits: 6 }).format(Number(value));
  }
  return facet.unit ? `${text} ${facet.unit}` : text;
}
