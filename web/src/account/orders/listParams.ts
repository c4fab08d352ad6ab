import { ORDER_PAGE_SIZES } from '@shop/domain/constants';

/** The orders list's sorts (spec 9), as the GraphQL `OrderSort` names them; the first is the default. */
export const ORDER_LIST_SORTS = [
  'PAYMENT_DATE_DESC',
  'PAYMENT_DATE_ASC',
  'REFERENCE_ASC',
  'ORDER_STATE_ASC',
] as const;
export type OrderListSort = (typeof ORDER_LIST_SORTS)[number];

export interface OrderListParams {
  /** From 1. */
  page: number;
  size: number;
  sort: OrderListSort;
}

const SIZES: readonly number[] = ORDER_PAGE_SIZES;

/**
 * The list's page, size and sort from the address (`?page=2&taille=20&tri=REFERENCE_ASC`), so a
 * page can be bookmarked and shared; anything unknown falls back to the default.
 */
export function readOrderListParams(search: URLSearchParams): OrderListParams {
  const page = Number(search.get('page'));
  const size = Number(search.get('taille'));
  const sort = search.get('tri');
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    size: SIZES.includes(size) ? size : SIZES[0]!,
    sort: (ORDER_LIST_SORTS as readonly string[]).includes(sort ?? '')
      ? (sort as OrderListSort)
      : ORDER_LIST_SORTS[0],
  };
}

/** The address of the list with these settings; defaults are left out. */
export function orderListSearch(params: OrderListParams): string {
  const search = new URLSearchParams();
  if (params.page !== 1) search.set('page', String(params.page));
  if (params.size !== SIZES[0]) search.set('taille', String(params.size));
  if (params.sort !== ORDER_LIST_SORTS[0]) search.set('tri', params.sort);
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}
