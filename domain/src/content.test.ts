import { describe, expect, it } from 'vitest';
import { isInDateWindow, safeContentLink } from './content.js';

describe('isInDateWindow', () => {
  const blackFriday = { startDate: '2025-11-07', endDate: '2025-11-15' };

  it('shows a dated item on its first and last day, whole days', () => {
    expect(isInDateWindow(blackFriday, new Date('2025-11-07T00:00:00Z'))).toBe(true);
    expect(isInDateWindow(blackFriday, new Date('2025-11-15T23:59:00Z'))).toBe(true);
    expect(isInDateWindow(blackFriday, new Date('2025-11-06T23:59:59Z'))).toBe(false);
    expect(isInDateWindow(blackFriday, new Date('2025-11-16T00:00:00Z'))).toBe(false);
  });

  it('takes open bounds and exact instants, and hides an unreadable bound', () => {
    expect(isInDateWindow({ startDate: null, endDate: null })).toBe(true);
    expect(
      isInDateWindow({ startDate: '2025-11-07T12:00:00Z', endDate: null }, new Date('2025-11-07T11:00:00Z')),
    ).toBe(false);
    expect(isInDateWindow({ startDate: 'demain', endDate: null })).toBe(false);
  });

  it('reads a bare day as a whole day of the shopper’s island', () => {
    const november = { startDate: '2026-11-01', endDate: '2026-11-30' };
    // 23:30 on 30 November in Martinique (UTC−4) is 1 December in UTC: still shown there.
    const lateInMartinique = new Date('2026-12-01T03:30:00Z');
    expect(isInDateWindow(november, lateInMartinique, 'America/Martinique')).toBe(true);
    expect(isInDateWindow(november, lateInMartinique)).toBe(false);
    expect(isInDateWindow(november, new Date('2026-12-01T04:00:00Z'), 'America/Martinique')).toBe(false);
    // 00:30 on 1 November in Réunion (UTC+4) is 31 October in UTC: already shown there.
    const earlyInReunion = new Date('2026-10-31T20:30:00Z');
    expect(isInDateWindow(november, earlyInReunion, 'Indian/Reunion')).toBe(true);
    expect(isInDateWindow(november, earlyInReunion, 'America/Martinique')).toBe(false);
    // A date-time bound is an instant, the same everywhere.
    const instant = { startDate: null, endDate: '2026-11-30T22:00:00Z' };
    expect(isInDateWindow(instant, new Date('2026-11-30T22:30:00Z'), 'America/Martinique')).toBe(false);
  });
});

describe('safeContentLink', () => {
  it('keeps internal paths and https URLs', () => {
    expect(safeContentLink('cms/a-propos#retours')).toEqual({ url: 'cms/a-propos#retours', external: false });
    expect(safeContentLink('/categorie/maison?sort=price')).toEqual({
      url: 'categorie/maison?sort=price',
      external: false,
    });
    expect(safeContentLink('https://www.instagram.com/shop')).toEqual({
      url: 'https://www.instagram.com/shop',
      external: true,
    });
  });

  it('refuses scripts, other schemes and protocol-relative links', () => {
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,x',
      'http://a.test',
      '//evil.test',
      'a b',
      '',
      null,
    ]) {
      expect(safeContentLink(url)).toBeNull();
    }
  });
});
