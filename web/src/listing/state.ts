import { PAGE_SIZE_DESKTOP, PAGE_SIZE_MOBILE } from '@shop/domain/constants';

/**
 * A product list's state lives in its URL (spec 2.1: "state kept when leaving"), so the page query
 * starts from the URL alone and the browser's back button brings the list back as it was:
 *
 *   `?sort=price-asc&f=marque:Chicco&f=marque:Joie&f=couleur:Rouge&mode=large&size=50`
 *
 * One `f` parameter per selected value, `name:value` (the first colon splits, so values may hold
 * colons and commas). Anything unreadable is dropped rather than failing the page: an unknown sort,
 * mode or size falls back to the default, a malformed filter is ignored.
 */
export type ListingSort = 'SCORE_DESC' | 'PRICE_ASC' | 'PRICE_DESC';
export type DisplayMode = 'list' | 'large' | 'small';

/** URL spelling of each sort, in the order of the sort select. */
export const SORTS = {
  score: 'SCORE_DESC',
  'price-asc': 'PRICE_ASC',
  'price-desc': 'PRICE_DESC',
} as const satisfies Record<string, ListingSort>;
export type SortKey = keyof typeof SORTS;
export const SORT_KEYS = Object.keys(SORTS) as SortKey[];

/** Spec 4: list is the default display mode. */
export const DISPLAY_MODES: readonly DisplayMode[] = ['list', 'large', 'small'];
export const DEFAULT_MODE: DisplayMode = 'list';
export const PAGE_SIZES = [20, 50, 100] as const;

export { isMobileScreen, MOBILE_QUERY } from '../routing/viewport.js';

export interface FilterSelection {
  name: string;
  values: string[];
}

export interface ListingState {
  sort: ListingSort;
  filters: FilterSelection[];
  /** The mode the URL names, or null: the remembered mode or the default applies. */
  mode: DisplayMode | null;
  /** Items per page the shopper chose, or null for the screen's default (20 desktop, 50 mobile). */
  size: number | null;
}

/** What the gateway accepts (domain `filtersSchema`): anything else would fail the whole query. */
const FILTER_NAME = /^[a-z][a-z0-9_]{0,63}$/;
const MAX_VALUE_LENGTH = 200;
const MAX_VALUES_PER_FILTER = 50;
const MAX_FILTERS = 20;

export function isDisplayMode(value: unknown): value is DisplayMode {
  return typeof value === 'string' && (DISPLAY_MODES as readonly string[]).includes(value);
}

export function sortKey(sort: ListingSort): SortKey {
  return SORT_KEYS.find((key) => SORTS[key] === sort) ?? 'score';
}

export function readListingState(search: URLSearchParams): ListingState {
  const sortParam = search.get('sort') ?? '';
  const sort = Object.hasOwn(SORTS, sortParam) ? SORTS[sortParam as SortKey] : 'SCORE_DESC';
  const modeParam = search.get('mode');
  const mode = isDisplayMode(modeParam) ? modeParam : null;
  const sizeParam = search.get('size') ?? '';
  const size = (PAGE_SIZES as readonly number[]).find((n) => String(n) === sizeParam) ?? null;
  const byName = new Map<string, string[]>();
  for (const entry of search.getAll('f')) {
    const colon = entry.indexOf(':');
    if (colon <= 0) continue;
    const name = entry.slice(0, colon);
    const value = entry.slice(colon + 1);
    if (!FILTER_NAME.test(name) || value.trim() === '' || value.length > MAX_VALUE_LENGTH) continue;
    const values = byName.get(name) ?? [];
    if (!byName.has(name) && byName.size >= MAX_FILTERS) continue;
    if (!values.includes(value) && values.length < MAX_VALUES_PER_FILTER) values.push(value);
    byName.set(name, values);
  }
  const filters = [...byName].map(([name, values]) => ({ name, values }));
  return { sort, filters, mode, size };
}

/** The URL query of a state, keeping the other parameters (e.g. `searchTerm`) as they are. */
export function writeListingState(base: URLSearchParams, state: ListingState): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const key of ['sort', 'f', 'mode', 'size']) next.delete(key);
  const key = sortKey(state.sort);
  if (key !== 'score') next.set('sort', key);
  for (const filter of state.filters)
    for (const value of filter.values) next.append('f', `${filter.name}:${value}`);
  if (state.mode) next.set('mode', state.mode);
  if (state.size !== null) next.set('size', String(state.size));
  return next;
}

/** The same query without any filter: what a failed filter selection falls back to. */
export function withoutFilters(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete('f');
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

export function isSelected(filters: FilterSelection[], name: string, value: string): boolean {
  return filters.some((f) => f.name === name && f.values.includes(value));
}

export function selectedCount(filters: FilterSelection[]): number {
  return filters.reduce((n, f) => n + f.values.length, 0);
}

/** Spec 9: 20 products per page on desktop, 50 on mobile (under 768 px), unless the shopper chose. */
export function pageSizeFor(state: Pick<ListingState, 'size'>, mobile: boolean): number {
  if (state.size !== null) return state.size;
  return mobile ? PAGE_SIZE_MOBILE : PAGE_SIZE_DESKTOP;
}

export interface ListingVariables {
  count: number;
  sort: ListingSort;
  filters: FilterSelection[] | null;
}

/** Page-query variables shared by every listing screen, from the URL (and the screen width). */
export function listingVariables(search: URLSearchParams, mobile: boolean): ListingVariables {
  const state = readListingState(search);
  return {
    count: pageSizeFor(state, mobile),
    sort: state.sort,
    filters: state.filters.length > 0 ? state.filters : null,
  };
}
