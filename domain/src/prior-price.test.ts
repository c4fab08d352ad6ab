import { describe, expect, it } from 'vitest';
import { announcedReduction, priorPrice, type PriceRecord } from './prior-price.js';

const NOW = new Date('2026-06-30T12:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

/** A state recorded `days` ago: a regular price, with a discount running from then when given. */
function state(
  days: number,
  price: number,
  discount?: { price: number; from?: Date; to?: Date },
): PriceRecord {
  return {
    recordedAt: daysAgo(days),
    price,
    discountPrice: discount?.price ?? null,
    discountStart: discount?.from ?? null,
    discountEnd: discount?.to ?? null,
  };
}

describe('priorPrice', () => {
  it('is the regular price held through the 30 days before the reduction', () => {
    expect(priorPrice([state(60, 5000), state(5, 5000, { price: 4000 })], NOW)).toBe(5000);
  });

  it('is the lowest price when it was raised then lowered within the 30 days', () => {
    // 40 € from 40 days ago, raised to 50 € 20 days ago, reduced to 45 € 5 days ago: 40 €, not 50 €.
    const history = [state(40, 4000), state(20, 5000), state(5, 5000, { price: 4500 })];
    expect(priorPrice(history, NOW)).toBe(4000);
  });

  it('forgets a price older than the 30 days before the reduction', () => {
    // 30 € until 40 days ago, then 50 €; reduced 5 days ago: the window starts 35 days ago.
    const history = [state(90, 3000), state(40, 5000), state(5, 5000, { price: 4000 })];
    expect(priorPrice(history, NOW)).toBe(5000);
  });

  it('keeps the prior price of a reduction that began more than 30 days ago', () => {
    // 60 € (then 55 € for ten days) before a reduction to 40 € that began 45 days ago.
    const history = [state(120, 6000), state(70, 5500), state(60, 6000), state(45, 6000, { price: 4000 })];
    expect(priorPrice(history, NOW)).toBe(5500);
  });

  it('starts the reduction at its window, not at the state that scheduled it', () => {
    // Recorded 50 days ago with a discount from 10 days ago: 60 € applied until then, 45 € before.
    const history = [
      state(70, 4500),
      state(50, 6000, { price: 5000, from: daysAgo(10), to: new Date('2099-01-01T00:00:00Z') }),
    ];
    // Window: 40 to 10 days ago, all at 60 €; the 45 € ended 50 days ago.
    expect(priorPrice(history, NOW)).toBe(6000);
  });

  it('counts a discount that ended inside the 30 days as a price applied', () => {
    const history = [
      state(100, 5000, { price: 3500, from: daysAgo(25), to: daysAgo(15) }),
      state(3, 5000, { price: 4000 }),
    ];
    expect(priorPrice(history, NOW)).toBe(3500);
  });

  it('measures consecutive discounts against the price before the first', () => {
    const history = [state(80, 5000), state(20, 5000, { price: 4500 }), state(5, 5000, { price: 4000 })];
    expect(priorPrice(history, NOW)).toBe(5000);
  });

  it('takes the lowest of a new offer’s whole history when it has less than 30 days', () => {
    const history = [state(12, 5200), state(8, 4800), state(2, 5200, { price: 3900 })];
    expect(priorPrice(history, NOW)).toBe(4800);
  });

  it('is the reduced price itself for an offer sold reduced from its first day', () => {
    expect(priorPrice([state(3, 5000, { price: 4000 })], NOW)).toBe(4000);
  });

  it('is null without a reduction running now', () => {
    expect(priorPrice([state(40, 5000)], NOW)).toBeNull();
    const ended = state(40, 5000, { price: 4000, from: daysAgo(30), to: daysAgo(1) });
    expect(priorPrice([ended], NOW)).toBeNull();
    const future = state(40, 5000, { price: 4000, from: new Date('2027-01-01T00:00:00Z') });
    expect(priorPrice([future], NOW)).toBeNull();
    expect(priorPrice([], NOW)).toBeNull();
  });

  it('ignores records after `now` and reads the history in any order', () => {
    const history = [state(-2, 9000), state(5, 5000, { price: 4500 }), state(40, 4000), state(20, 5000)];
    expect(priorPrice(history, NOW)).toBe(4000);
  });
});

describe('announcedReduction', () => {
  const price = (taxIncluded: number) => ({ taxIncluded });
  it('measures the reduction against the prior price, never above the regular one', () => {
    expect(announcedReduction(price(80_00), price(100_00), price(90_00))).toEqual({
      reference: price(90_00),
      percent: 11,
    });
    expect(announcedReduction(price(80_00), price(100_00), price(120_00))).toEqual({
      reference: price(100_00),
      percent: 20,
    });
    expect(announcedReduction(price(80_00), price(100_00), null)).toEqual({
      reference: price(100_00),
      percent: 20,
    });
  });
  it('announces nothing when the price is not below the reference', () => {
    expect(announcedReduction(price(80_00), price(100_00), price(80_00))).toBeNull();
    expect(announcedReduction(price(80_00), price(100_00), price(75_00))).toBeNull();
    expect(announcedReduction(price(100_00), price(100_00), null)).toBeNull();
  });
});
