import { PAGE_SIZE_DESKTOP, PAGE_SIZE_MOBILE } from '@shop/domain/constants';

/**
 * A product list's state lives in its URL (spec 2.1: "state kept"), so the page query starts from
 * the URL alone and the browser's back button brings the list back as it was:
 * `?sort=price-asc&f=marque:Chicco&f=couleur:Rouge&mode=large&size=50`.
 * Anything unreadable is ignored rather than failing the page.
 */
export type ListingSort = 'SCORE_DESC' | 'PRICE_ASC' | 'PRICE_DESC';
export type DisplayMode = 'list' | 'large' | 'small';

export const SORTS: Record<string, ListingSort> = {
  score: 'SCORE_DESC',
  'price-asc': 'PRICE_ASC',
  'price-desc': 'PRICE_DESC',
};
export const DISPLAY_MODES: readonly DisplayMode[] = ['list', 'large', 'small'];
export const PAGE_SIZES = [20, 50, 100] as const;

export interface FilterSelection {
  name: string;
  values: string[];
}

export interface ListingState {
  sort: ListingSort;
  filters: FilterSelection[];
  mode: DisplayMode;
  /** Explicit items per page, or null for the screen's default (20 desktop, 50 mobile). */
  size: number | null;
}

const FILTER_NAME = /^[A-Za-z0-9_-]{1,64}$/;

export function readListingState(search: URLSearchParams): ListingState {
  const sort = SORTS[search.get('sort') ?? ''] ?? 'SCORE_DESC';
  const mode = (DISPLAY_MODES as readonly string[]).includes(search.get('mode') ?? '')
    ? (search.get('mode') as DisplayMode)
    : 'list';
  const sizeText = Number(search.get('size'));
  const size = (PAGE_SIZES as readonly number[]).includes(sizeText) ? sizeText : null;
  const byName = new Map<string, string[]>();
  for (const entry of search.getAll('f')) {
    const colon = entry.indexOf(':');
    if (colon <= 0) continue;
    const name = entry.slice(0, colon);
    const value = entry.slice(colon + 1);
    if (!FILTER_NAME.test(name) || value === '' || value.length > 200) continue;
    const values = byName.get(name) ?? [];
    if (!values.includes(value)) values.push(value);
    byName.set(name, values);
  }
  const filters = [...byName].map(([name, values]) => ({ name, values }));
  return { sort, filters, mode, size };
}

/** The URL query of a state, keeping the other parameters (e.g. `searchTerm`) as they are. */
export function writeListingState(base: URLSearchParams, state: ListingState): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const key of ['sort', 'f', 'mode', 'size']) next.delete(key);
  const sortKey = Object.entries(SORTS).find(([, value]) => value === state.sort)?.[0];
  if (sortKey && sortKey !== 'score') next.set('sort', sortKey);
  for (const filter of state.filters)
    for (const value of filter.values) next.append('f', `${filter.name}:${value}`);
  if (state.mode !== 'list') next.set('mode', state.mode);
  if (state.size !== null) next.set('size', String(state.size));
  return next;
}

export function toggleFilter(filters: FilterSelection[], name: string, value: string): FilterSelection[] {
  const current = filters.find((f) => f.name === name);
  if (!current) return [...filters, { name, values: [value] }];
  const values = current.values.includes(value)
    ? current.values.filter((v) => v !== value)
    : [...current.values, value];
  return filters.flatMap((f) => (f.name !== name ? [f] : values.length > 0 ? [{ name, values }] : []));
}

export function clearFilter(filters: FilterSelection[], name: string): FilterSelection[] {
  return filters.filter((f) => f.name !== name);
}

/** Spec 9: 20 products per page on desktop, 50 on mobile (under 768 px), unless the shopper chose. */
export function pageSize(state: ListingState): number {
  if (state.size !== null) return state.size;
  const mobile = typeof window !== 'undefined' && window.matchMedia('(max-width: 767px)').matches;
  return mobile ? PAGE_SIZE_MOBILE : PAGE_SIZE_DESKTOP;
}

/** Page-query variables shared by every listing screen. */
export function listingVariables(search: URLSearchParams) {
  const state = readListingState(search);
  return {
    count: pageSize(state),
    sort: state.sort,
    filters: state.filters.length > 0 ? state.filters : null,
  };
}
