import { describe, expect, it } from 'vitest';
import { changeLineQuantity, francoProgress, lineMethodFor, lineQuantityLimit } from './cart.js';

describe('lineMethodFor (spec 4, cart line method)', () => {
  it('adds an offer not in the cart and updates one that is', () => {
    expect(lineMethodFor(false)).toBe('add');
    expect(lineMethodFor(true)).toBe('update');
  });
});

describe('lineQuantityLimit', () => {
  it('is the stock, or the maximum when lower, in whole packs', () => {
    expect(lineQuantityLimit({ stock: 10 })).toBe(10);
    expect(lineQuantityLimit({ stock: 10, maximalOrderQuantity: 4 })).toBe(4);
    expect(lineQuantityLimit({ stock: 10, packSize: 6 })).toBe(6);
    expect(lineQuantityLimit({ stock: 0 })).toBe(0);
  });
});

describe('changeLineQuantity (spec 4 quantity cap and add-to-cart rules)', () => {
  const stock10 = { stock: 10 };

  it('add adds the amount to the line, a new line starting at it', () => {
    expect(changeLineQuantity('add', 0, 3, stock10)).toEqual({
      quantity: 3,
      maxQuantityReached: false,
      limit: 10,
    });
    expect(changeLineQuantity('add', 3, 2, stock10)).toMatchObject({
      quantity: 5,
      maxQuantityReached: false,
    });
  });

  it('update sets the quantity, add_one adds one whatever is asked, remove sets 0', () => {
    expect(changeLineQuantity('update', 3, 7, stock10)).toMatchObject({ quantity: 7 });
    expect(changeLineQuantity('add_one', 3, 50, stock10)).toMatchObject({ quantity: 4 });
    expect(changeLineQuantity('remove', 3, 1, stock10)).toMatchObject({
      quantity: 0,
      maxQuantityReached: false,
    });
  });

  it('an add reaching or passing the stock is set to the stock and says so', () => {
    expect(changeLineQuantity('add', 6, 4, stock10)).toMatchObject({
      quantity: 10,
      maxQuantityReached: true,
    });
    expect(changeLineQuantity('add', 6, 40, stock10)).toMatchObject({
      quantity: 10,
      maxQuantityReached: true,
    });
    expect(changeLineQuantity('add', 0, 25, stock10)).toMatchObject({
      quantity: 10,
      maxQuantityReached: true,
    });
    expect(changeLineQuantity('add_one', 9, 1, stock10)).toMatchObject({
      quantity: 10,
      maxQuantityReached: true,
    });
  });

  it('an update reaching the stock says so; above it, it is reduced to the stock', () => {
    expect(changeLineQuantity('update', 2, 10, stock10)).toMatchObject({
      quantity: 10,
      maxQuantityReached: true,
    });
    expect(changeLineQuantity('update', 2, 99, stock10)).toMatchObject({
      quantity: 10,
      maxQuantityReached: true,
    });
    expect(changeLineQuantity('update', 2, 9, stock10)).toMatchObject({
      quantity: 9,
      maxQuantityReached: false,
    });
  });

  it('the maximal order quantity caps like the stock', () => {
    expect(changeLineQuantity('add', 0, 8, { stock: 10, maximalOrderQuantity: 5 })).toMatchObject({
      quantity: 5,
      maxQuantityReached: true,
      limit: 5,
    });
  });

  it('keeps whole packs above the minimum', () => {
    const rules = { stock: 100, packSize: 6, minimalOrderQuantity: 8 };
    expect(changeLineQuantity('add', 0, 1, rules)).toMatchObject({ quantity: 12 });
    expect(changeLineQuantity('add_one', 12, 1, rules)).toMatchObject({ quantity: 18 });
    expect(changeLineQuantity('update', 12, 7, rules)).toMatchObject({ quantity: 12 });
    expect(changeLineQuantity('add', 0, 1, { stock: 15, packSize: 6 })).toMatchObject({
      quantity: 6,
      limit: 12,
    });
  });

  it('refuses an add without stock, or with less than one pack or the minimum', () => {
    expect(changeLineQuantity('add', 0, 1, { stock: 0 })).toEqual({ refused: 'OUT_OF_STOCK' });
    expect(changeLineQuantity('add_one', 0, 1, { stock: 4, packSize: 6 })).toEqual({
      refused: 'OUT_OF_STOCK',
    });
    expect(changeLineQuantity('add', 0, 1, { stock: 4, minimalOrderQuantity: 5 })).toEqual({
      refused: 'OUT_OF_STOCK',
    });
  });

  it('refuses a quantity that is not a positive whole number', () => {
    for (const bad of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(changeLineQuantity('add', 0, bad, stock10)).toEqual({ refused: 'INVALID_QUANTITY' });
      expect(changeLineQuantity('update', 2, bad, stock10)).toEqual({ refused: 'INVALID_QUANTITY' });
    }
  });
});

describe('francoProgress (spec 4, franco bar)', () => {
  it('is 100 × current ÷ goal, reached at 100 %', () => {
    expect(francoProgress(15000, 7500)).toEqual({
      goal: 15000,
      current: 7500,
      remaining: 7500,
      progress: 50,
      reached: false,
    });
    expect(francoProgress(15000, 15000)).toMatchObject({ progress: 100, remaining: 0, reached: true });
    expect(francoProgress(15000, 14999)).toMatchObject({ progress: 99, remaining: 1, reached: false });
  });

  it('caps the bar at 100 above the goal', () => {
    expect(francoProgress(10000, 25000)).toMatchObject({ progress: 100, remaining: 0, reached: true });
  });
});
