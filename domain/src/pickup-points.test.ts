import { describe, expect, it } from 'vitest';
import { PICKUP_POINT_OPENING_TIMES } from './pickup-points.js';

describe('PICKUP_POINT_OPENING_TIMES (spec 3: fixed placeholder hours of the header listing)', () => {
  it('gives the seven days, Monday first', () => {
    expect(PICKUP_POINT_OPENING_TIMES.map((d) => d.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows Sunday closed by the relay rule (00:00-00:00) and every other day open', () => {
    expect(PICKUP_POINT_OPENING_TIMES.filter((d) => d.closed).map((d) => d.day)).toEqual([7]);
    for (const day of PICKUP_POINT_OPENING_TIMES.filter((d) => !d.closed)) {
      for (const { open, close } of day.hours) expect(open < close, `day ${day.day}`).toBe(true);
    }
  });
});
