import { describe, expect, it } from 'vitest';
import { isAfterToday, isBeforeToday, isCalendarDay, utcDay } from './dates.js';

describe('spec 5 date helpers', () => {
  const today = '2026-11-28';
  it('before today: strictly earlier real days', () => {
    expect(isBeforeToday('2026-11-27', today)).toBe(true);
    expect(isBeforeToday('1990-04-12', today)).toBe(true);
    expect(isBeforeToday(today, today)).toBe(false);
    expect(isBeforeToday('2026-11-29', today)).toBe(false);
    expect(isBeforeToday('2026-02-30', today)).toBe(false);
  });
  it('after today: strictly later real days', () => {
    expect(isAfterToday('2026-11-29', today)).toBe(true);
    expect(isAfterToday(today, today)).toBe(false);
    expect(isAfterToday('2026-11-27', today)).toBe(false);
    expect(isAfterToday('2027-13-01', today)).toBe(false);
  });
  it('reads only YYYY-MM-DD calendar days; today is the UTC day by default', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2025-02-29')).toBe(false);
    expect(isCalendarDay('28/11/2026')).toBe(false);
    expect(utcDay(new Date('2026-11-28T23:30:00-04:00'))).toBe('2026-11-29');
  });
});
