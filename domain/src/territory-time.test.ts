import { describe, expect, it } from 'vitest';
import { TERRITORIES } from './territories.js';
import { calendarDayIn, formatDateIn, regionTimeZone, yearIn } from './territory-time.js';

// 23:30 in Martinique (UTC−4) is 03:30 the next day in UTC; 00:30 in Réunion (UTC+4) is 20:30 the
// day before in UTC. Neither island changes its clocks in summer.
const lateInMartinique = '2026-11-24T03:30:00Z';
const earlyInReunion = '2026-11-23T20:30:00Z';

describe('the islands’ clocks', () => {
  it('gives each territory its IANA time zone', () => {
    expect(Object.fromEntries(TERRITORIES.map((t) => [t.code, t.timeZone]))).toEqual({
      GP: 'America/Guadeloupe',
      GY: 'America/Cayenne',
      MQ: 'America/Martinique',
      RE: 'Indian/Reunion',
      BL: 'America/St_Barthelemy',
      MF: 'America/Marigot',
    });
    // Each zone is one the runtime knows (an unknown one would throw).
    for (const t of TERRITORIES)
      expect(calendarDayIn(lateInMartinique, t.timeZone)).toMatch(/^2026-11-2[34]$/u);
  });

  it('at 23:30 in Martinique it is still that day there, though UTC is on the next', () => {
    expect(calendarDayIn(lateInMartinique, 'UTC')).toBe('2026-11-24');
    expect(calendarDayIn(lateInMartinique, regionTimeZone('martinique'))).toBe('2026-11-23');
    expect(formatDateIn(lateInMartinique, 'America/Martinique')).toBe('23/11/2026');
    expect(formatDateIn(new Date(lateInMartinique), 'America/Martinique', { withTime: true })).toBe(
      '23/11/2026 23:30',
    );
    expect(formatDateIn(lateInMartinique, regionTimeZone('guyane'), { locale: 'en', withTime: true })).toBe(
      '24/11/2026, 00:30',
    );
  });

  it('at 00:30 in Réunion it is already that day there, though UTC is on the previous', () => {
    expect(calendarDayIn(earlyInReunion, 'UTC')).toBe('2026-11-23');
    expect(calendarDayIn(earlyInReunion, regionTimeZone('reunion'))).toBe('2026-11-24');
    expect(formatDateIn(earlyInReunion, 'Indian/Reunion')).toBe('24/11/2026');
    expect(formatDateIn(earlyInReunion, 'Indian/Reunion', { withTime: true })).toBe('24/11/2026 00:30');
  });

  it('gives the island’s year, also in the hours where UTC already is (or still is) in another', () => {
    // 20:00 on New Year's Eve in Martinique is midnight in UTC; 02:00 on New Year's Day in Réunion
    // is 22:00 the day before in UTC; Kiribati (UTC+14) and UTC−12 are the zones furthest from UTC.
    expect(yearIn('2027-01-01T00:00:00Z', 'America/Martinique')).toBe(2026);
    expect(yearIn('2026-12-31T22:00:00Z', 'Indian/Reunion')).toBe(2027);
    expect(yearIn('2026-12-31T10:00:00Z', 'Pacific/Kiritimati')).toBe(2027);
    expect(yearIn('2027-01-01T11:59:00Z', 'Etc/GMT+12')).toBe(2026);
    // Every hour of the year's two ends, in each territory, agrees with the calendar day.
    for (const { timeZone } of [
      { timeZone: 'Pacific/Kiritimati' },
      { timeZone: 'Etc/GMT+12' },
      ...TERRITORIES,
    ])
      for (let hour = -30; hour <= 30; hour++) {
        const at = new Date(Date.UTC(2027, 0, 1) + hour * 3_600_000 + 59 * 60_000);
        expect(yearIn(at, timeZone)).toBe(Number(calendarDayIn(at, timeZone).slice(0, 4)));
      }
    expect(yearIn(new Date(Date.UTC(2026, 5, 15)), 'Indian/Reunion')).toBe(2026);
  });

  it('falls back to UTC for a region no territory has', () => {
    expect(regionTimeZone('atlantide')).toBe('UTC');
  });

  it('refuses an unreadable date rather than printing one', () => {
    expect(() => formatDateIn('demain', 'America/Martinique')).toThrow(RangeError);
  });
});
