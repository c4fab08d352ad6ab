import { createElement } from 'react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@shop/domain/constants';
import { I18nProvider, loadLocale } from '../i18n/index.js';
import { hasProductExtras, ProductExtras } from './ProductExtras.js';
import { ProductInformation } from './ProductInformation.js';

const render = (element: ReactElement, locale: Locale = 'fr') =>
  renderToString(createElement(I18nProvider, { locale, children: element }));

/** The text a shopper (or a screen reader) gets, without markup. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/gu, '|')
    .replace(/&#x27;/gu, "'")
    .split('|')
    .filter((part) => part.trim() !== '');

describe('the product page’s « Informations » block (spec 2.4)', () => {
  it('lists the reference, barcode, brand and packaging as terms and values, in French', () => {
    const html = render(
      createElement(ProductInformation, {
        product: { reference: 'MQ-123', ean: '3760001234567', brand: 'Kréyol', packSize: 6 },
      }),
    );
    expect(html).toMatch(/^<dl class="product-information">/u);
    expect(text(html)).toEqual([
      'Référence',
      'MQ-123',
      'Code EAN',
      '3760001234567',
      'Marque',
      'Kréyol',
      'Conditionnement',
      'Lot de 6',
    ]);
  });

  it('leaves out what is unknown and says a single article is sold individually', () => {
    const html = render(
      createElement(ProductInformation, {
        product: { reference: 'MQ-9', ean: null, brand: null, packSize: 1 },
      }),
    );
    expect(text(html)).toEqual(['Référence', 'MQ-9', 'Conditionnement', "À l'unité"]);
  });
  it('speaks English on the English pages', async () => {
    await loadLocale('en');
    const html = render(
      createElement(ProductInformation, { product: { reference: 'R', ean: null, brand: null, packSize: 2 } }),
      'en',
    );
    expect(text(html)).toEqual(['Reference', 'R', 'Packaging', 'Pack of 2']);
  });
});

describe('the product page’s « Les plus du produit » block (spec 2.4, focus blocks of spec 3)', () => {
  const data = {
    focusBlocks: [
      { name: 'bio', label: 'Bio' },
      { name: 'made_in_islands', label: 'Fabriqué en outre-mer' },
    ],
    logisticClass: { label: 'Fragile', description: 'Emballage renforcé, manipulé avec soin.' },
  };

  it('shows the focus blocks as a list (the tick hidden from screen readers), then the shipping', () => {
    const html = render(createElement(ProductExtras, { data }));
    expect(html).toContain('<ul class="product-extras__focus">');
    expect(html).toContain('<span aria-hidden="true" class="product-extras__icon">✓</span>Bio');
    expect(text(html)).toEqual([
      '✓',
      'Bio',
      '✓',
      'Fabriqué en outre-mer',
      'Expédition : Fragile.',
      ' Emballage renforcé, manipulé avec soin.',
    ]);
  });

  it('is left out when there is nothing to put forward', () => {
    expect(hasProductExtras({ focusBlocks: [], logisticClass: null })).toBe(false);
    expect(hasProductExtras({ focusBlocks: [], logisticClass: data.logisticClass })).toBe(true);
    expect(hasProductExtras({ focusBlocks: data.focusBlocks, logisticClass: undefined })).toBe(true);
    expect(render(createElement(ProductExtras, { data: { ...data, logisticClass: null } }))).not.toContain(
      'Expédition',
    );
  });
});
