import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@shop/domain/constants';
import { I18nProvider } from '../i18n/index.js';
import { DeliveryPeriod } from './DeliveryPeriod.js';

const render = (locale: Locale, earliest: string, latest: string) =>
  renderToString(
    createElement(I18nProvider, { locale, children: createElement(DeliveryPeriod, { earliest, latest }) }),
  )
    .replace(/<[^>]+>/gu, '')
    .replace(/&#x27;/gu, '’');

describe('DeliveryPeriod (spec 9)', () => {
  it('gives the period between its first and last days, in French', () => {
    expect(render('fr', '2026-12-01', '2026-12-04')).toBe(
      'Livraison estimée entre le mardi 1 décembre et le vendredi 4 décembre',
    );
  });

  it('gives one day when the seller ships at once', () => {
    expect(render('fr', '2026-12-01', '2026-12-01')).toBe('Livraison estimée le mardi 1 décembre');
  });

  it('speaks English on the English pages', () => {
    expect(render('en', '2026-12-31', '2027-01-02')).toBe(
      'Estimated delivery between Thursday 31 December and Saturday 2 January',
    );
  });
});
