import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber, formatPercent, pluralForm } from './numbers.js';

const tags = { fr: 'fr-FR', en: 'en-GB' } as const;
const values = [
  0,
  -0,
  0.004,
  0.005,
  0.015,
  0.125,
  0.5,
  1,
  1.005,
  1.5,
  2,
  9.995,
  12,
  99.999,
  100,
  999.5,
  999.995,
  1000,
  1234.5,
  1234.567,
  12345.678,
  99999.995,
  123456.789,
  1_000_000,
  12_345_678.9,
  1e21,
  1e-7,
  0.1 + 0.2,
  -0.004,
  -1,
  -1234.56,
  -0.5,
  19.99,
  4.35,
  8.5,
  2.675,
  1.0049999,
];

describe('the shop’s number formats', () => {
  for (const locale of ['fr', 'en'] as const) {
    it(`write money as Intl does in ${locale}`, () => {
      const intl = new Intl.NumberFormat(tags[locale], {
        style: 'currency',
        currency: 'EUR',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
      for (const value of values) expect(formatMoney(value, locale), String(value)).toBe(intl.format(value));
      expect(formatMoney('1234.50', locale)).toBe(intl.format(1234.5));
    });

    it(`write numbers as Intl does in ${locale}`, () => {
      for (const max of [0, 1, 3, 6]) {
        const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: max });
        for (const value of values)
          expect(formatNumber(value, locale, max), `${value}/${max}`).toBe(intl.format(value));
      }
    });

    it(`write percentages as Intl does in ${locale}`, () => {
      for (const max of [0, 2]) {
        const intl = new Intl.NumberFormat(tags[locale], {
          style: 'percent',
          maximumFractionDigits: max,
          useGrouping: locale === 'fr',
        });
        for (const value of [0, 5, 8.5, 12.345, 20, 33.333, 100, 1234]) {
          expect(formatPercent(value, locale, max), `${value}/${max}`).toBe(intl.format(value / 100));
        }
      }
    });

    it(`choose the plural form as Intl does in ${locale}`, () => {
      const rules = new Intl.PluralRules(locale);
      for (const count of [0, 1, 2, 3, 10, 21, 100, 1000, 1_000_000]) {
        expect(pluralForm(count, locale), String(count)).toBe(
          rules.select(count) === 'one' ? 'one' : 'other',
        );
      }
    });
  }
});
