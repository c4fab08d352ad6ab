import { afterEach, describe, expect, it } from 'vitest';
import { formatDate } from './format.js';

// 23:30 on 23 November in Martinique (UTC−4) is already the 24th in UTC; 00:30 on 24 November in
// Réunion (UTC+4) is still the 23rd in UTC.
const lateInMartinique = '2026-11-24T03:30:00Z';
const earlyInReunion = '2026-11-23T20:30:00Z';

describe('the order list’s dates', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('shows an order paid at 23:30 in Martinique on that day, not the next', () => {
    expect(formatDate(lateInMartinique, 'fr', 'America/Martinique')).toBe('23/11/2026');
    expect(formatDate(lateInMartinique, 'fr', 'America/Martinique', true)).toBe('23/11/2026 23:30');
    expect(formatDate(lateInMartinique, 'en', 'America/Martinique', true)).toBe('23/11/2026, 23:30');
  });

  it('shows an order paid at 00:30 in Réunion on that day, not the previous', () => {
    expect(formatDate(earlyInReunion, 'fr', 'Indian/Reunion')).toBe('24/11/2026');
    expect(formatDate(earlyInReunion, 'en', 'Indian/Reunion', true)).toBe('24/11/2026, 00:30');
  });

  it('writes the same text whatever the machine’s own zone (server render and hydration agree)', () => {
    process.env.TZ = 'UTC';
    const server = formatDate(lateInMartinique, 'fr', 'America/Martinique', true);
    process.env.TZ = 'Asia/Tokyo';
    expect(new Date(lateInMartinique).getHours()).toBe(12); // the zone did change
    expect(formatDate(lateInMartinique, 'fr', 'America/Martinique', true)).toBe(server);
  });
});
