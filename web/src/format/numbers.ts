import type { Locale } from '@shop/domain/constants';

/*
 * The shop's number formats for its two languages, written out rather than asked of `Intl`: a
 * page's first `Intl.NumberFormat` costs the browser 40–50 ms while it loads ICU's data, one long
 * task in the middle of hydration (Lighthouse's TBT), and the shop only ever needs these few fixed
 * formats (spec 9). `numbers.test.ts` checks every one against `Intl` on a sweep of values, so the
 * server and the browser, whatever their ICU, write the same text.
 */

/** French groups thousands with a narrow no-break space; `€` and `%` follow a no-break space. */
const NARROW_NBSP = '\u202f';
const NBSP = '\u00a0';

interface Digits {
  /** Fraction digits always written (trailing zeros kept). */
  min: number;
  /** Fraction digits at most, the rest rounded half away from zero. */
  max: number;
  grouping: boolean;
}

/** The plain decimal digits of a finite number as JavaScript's shortest round-trip form has them. */
function plainDigits(value: number): { int: string; frac: string } {
  const text = String(Math.abs(value));
  const exponent = /e([+-]\d+)$/u.exec(text);
  if (!exponent) {
    const [int = '0', frac = ''] = text.split('.');
    return { int, frac };
  }
  const [mantissa = '0'] = text.split('e');
  const [head = '0', tail = ''] = mantissa.split('.');
  const digits = head + tail;
  const point = head.length + Number(exponent[1]);
  if (point <= 0) return { int: '0', frac: '0'.repeat(-point) + digits };
  if (point >= digits.length) return { int: digits + '0'.repeat(point - digits.length), frac: '' };
  return { int: digits.slice(0, point), frac: digits.slice(point) };
}

/** Adds one to a string of decimal digits ("199" -> "200", "99" -> "100"). */
function increment(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

function formatDigits(value: number, locale: Locale, digits: Digits): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : value > 0 ? '∞' : '-∞';
  let { int, frac } = plainDigits(value);
  if (frac.length > digits.max) {
    const roundUp = Number(frac[digits.max]) >= 5;
    frac = frac.slice(0, digits.max);
    if (roundUp) {
      const bumped = increment(int + frac);
      int = bumped.slice(0, bumped.length - frac.length);
      frac = bumped.slice(bumped.length - frac.length);
    }
  }
  frac = frac.replace(/0+$/u, '');
  if (frac.length < digits.min) frac = frac.padEnd(digits.min, '0');
  int = int.replace(/^0+(?=\d)/u, '');
  // As Intl: a minus on anything negative, even what rounds to zero.
  const negative = value < 0 || Object.is(value, -0);
  const separator = locale === 'fr' ? NARROW_NBSP : ',';
  const grouped = digits.grouping ? int.replace(/\B(?=(\d{3})+$)/gu, separator) : int;
  const text = frac ? `${grouped}${locale === 'fr' ? ',' : '.'}${frac}` : grouped;
  return negative ? `-${text}` : text;
}

/** A number as the language writes it (`1 234,5`), with at most `maxDigits` decimals (3 by default). */
export function formatNumber(value: number, locale: Locale, maxDigits = 3): string {
  return formatDigits(value, locale, { min: 0, max: maxDigits, grouping: true });
}

/** An amount in euros with exactly two decimals (spec 9): `1 234,50 €` in French, `€1,234.50` in English. */
export function formatMoney(amount: string | number, locale: Locale): string {
  const value = typeof amount === 'number' ? amount : Number(amount);
  const text = formatDigits(value, locale, { min: 2, max: 2, grouping: true });
  if (locale === 'fr') return `${text}${NBSP}€`;
  return text.startsWith('-') ? `-€${text.slice(1)}` : `€${text}`;
}

/**
 * A percentage of `value` (12 for 12 %): whole by default, grouping on in French and off in
 * English (spec 9); `maxDigits` keeps decimals (a tax rate of 8,5 %).
 */
export function formatPercent(value: number, locale: Locale, maxDigits = 0): string {
  const text = formatDigits(value, locale, { min: 0, max: maxDigits, grouping: locale === 'fr' });
  return locale === 'fr' ? `${text}${NBSP}%` : `${text}%`;
}

/** The CLDR plural category the shop's messages use: French 0 and 1 are singular, English only 1. */
export function pluralForm(count: number, locale: Locale): 'one' | 'other' {
  const whole = Math.trunc(Math.abs(count));
  if (locale === 'fr') return whole === 0 || whole === 1 ? 'one' : 'other';
  return count === 1 ? 'one' : 'other';
}
