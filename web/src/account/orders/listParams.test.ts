import { describe, expect, it } from 'vitest';
import { orderListSearch, readOrderListParams } from './listParams.js';

describe('the orders list address', () => {
  it('reads page, size and sort, and falls back to the defaults on anything else', () => {
    expect(readOrderListParams(new URLSearchParams(''))).toEqual({
      page: 1,
      size: 10,
      sort: 'PAYMENT_DATE_DESC',
    });
    expect(readOrderListParams(new URLSearchParams('page=3&taille=30&tri=REFERENCE_ASC'))).toEqual({
      page: 3,
      size: 30,
      sort: 'REFERENCE_ASC',
    });
    expect(readOrderListParams(new URLSearchParams('page=0&taille=15&tri=PRICE_ASC'))).toEqual({
      page: 1,
      size: 10,
      sort: 'PAYMENT_DATE_DESC',
    });
    expect(readOrderListParams(new URLSearchParams('page=2.5&taille=abc')).page).toBe(1);
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(orderListSearch({ page: 1, size: 10, sort: 'PAYMENT_DATE_DESC' })).toBe('');
    const params = { page: 2, size: 20, sort: 'ORDER_STATE_ASC' } as const;
    expect(orderListSearch(params)).toBe('?page=2&taille=20&tri=ORDER_STATE_ASC');
    expect(readOrderListParams(new URLSearchParams(orderListSearch(params)))).toEqual(params);
  });
});
