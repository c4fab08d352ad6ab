import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@shop/domain/constants';
import { I18nProvider } from '../i18n/index.js';
import { PriorPrice } from './PriorPrice.js';

const render = (locale: Locale, amount: string) =>
  renderToString(createElement(I18nProvider, { locale, children: createElement(PriorPrice, { amount }) }));

/** The text a shopper (or a screen reader) gets, without markup and with plain spaces. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/gu, '')
    .replace(/&#x27;/gu, '’')
    .replace(/\s/gu, ' ');

describe('PriorPrice', () => {
  it('names the lowest price of the 30 days before the reduction, in French words and format', () => {
    const html = render('fr', '40.00');
    expect(html).toMatch(/^<span class="price__prior">/u);
    expect(text(html)).toBe('Prix le plus bas des 30 derniers jours : 40,00 €');
  });

  it('speaks English on the English pages', () => {
    expect(text(render('en', '1234.50'))).toBe('Lowest price in the last 30 days: €1,234.50');
  });
});
