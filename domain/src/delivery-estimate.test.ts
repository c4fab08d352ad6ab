import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  deliveryDates,
  deliveryPeriod,
  fastDeliveryPeriod,
  formatDeliveryDay,
  shipmentPickingDelay,
  transportDays,
} from './delivery-estimate.js';
import { regionTimeZone } from './territory-time.js';

describe('the estimated delivery period (spec 9)', () => {
  it('counts a transport time in whole days, hours rounded up', () => {
    expect(transportDays(72, 'HOUR')).toBe(3);
    expect(transportDays(26, 'HOUR')).toBe(2);
    expect(transportDays(24, 'HOUR')).toBe(1);
    expect(transportDays(5, 'DAY')).toBe(5);
  });

  it('runs from the transport alone to the picking delay plus the transport', () => {
    expect(deliveryPeriod({ pickingDelayDays: 2, deliveryTime: 5, deliveryTimeUnit: 'DAY' })).toEqual({
      minDays: 5,
      maxDays: 7,
    });
    expect(deliveryPeriod({ pickingDelayDays: 0, deliveryTime: 48, deliveryTimeUnit: 'HOUR' })).toEqual({
      minDays: 2,
      maxDays: 2,
    });
  });

  it('on the product page, adds fast delivery (72 h) to the offer’s picking delay', () => {
    expect(fastDeliveryPeriod(3)).toEqual({ minDays: 3, maxDays: 6 });
    expect(fastDeliveryPeriod(0)).toEqual({ minDays: 3, maxDays: 3 });
  });

  it('makes a shipment wait for its slowest line', () => {
    expect(shipmentPickingDelay([1, 5, 2])).toBe(5);
    expect(shipmentPickingDelay([])).toBe(0);
  });

  it('adds days on the calendar, across months and years', () => {
    expect(addCalendarDays('2026-11-29', 3)).toBe('2026-12-02');
    expect(addCalendarDays('2026-12-30', 4)).toBe('2027-01-03');
    expect(addCalendarDays('2028-02-27', 2)).toBe('2028-02-29');
  });

  it('counts from the shopper’s island day, not UTC’s', () => {
    // 22:00 on 28 November in Martinique (UTC−4) is already 29 November in UTC.
    const evening = '2026-11-29T02:00:00Z';
    const period = { minDays: 3, maxDays: 6 };
    expect(deliveryDates(period, evening, regionTimeZone('martinique'))).toEqual({
      earliest: '2026-12-01',
      latest: '2026-12-04',
    });
    expect(deliveryDates(period, evening, 'UTC')).toEqual({ earliest: '2026-12-02', latest: '2026-12-05' });
    // 01:00 on 29 November in Réunion (UTC+4) is still 28 November in UTC.
    expect(deliveryDates(period, new Date('2026-11-28T21:00:00Z'), regionTimeZone('reunion'))).toEqual({
      earliest: '2026-12-02',
      latest: '2026-12-05',
    });
  });

  it('writes a day as the shopper reads it, whatever the machine’s zone', () => {
    expect(formatDeliveryDay('2026-12-01')).toBe('mardi 1 décembre');
    expect(formatDeliveryDay('2026-12-01', 'en')).toBe('Tuesday 1 December');
  });
});
