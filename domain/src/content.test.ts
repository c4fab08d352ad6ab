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
