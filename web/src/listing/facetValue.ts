import type { Locale } from '@shop/domain/constants';
import { formatNumber } from '../format/numbers.js';
/** How a facet value reads on screen; the raw value is what travels in the filters. */
export interface FacetLike {
  unit?: string | null;
  valueType: string;
}

export function facetValueLabel(
  facet: FacetLike,
  value: string,
  locale: Locale,
  words: { yes: string; no: string },
): string {
  if (facet.valueType === 'BOOLEAN') {
    if (value === 'true') return words.yes;
    if (value === 'false') return words.no;
  }
  let text = value;
  if (facet.valueType === 'NUMBER' && /^-?\d+(\.\d+)?$/.test(value)) {
    text = formatNumber(Number(value), locale, 6);
  }
  return facet.unit ? `${text} ${facet.unit}` : text;
}
