import { createElement } from 'react';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@shop/domain/constants';
import { I18nProvider } from '../../i18n/index.js';
import { LocalStoreList } from './LocalStores.js';
import type { LocalStoreItem } from './LocalStores.js';

const render = (element: ReactElement, locale: Locale = 'fr') =>
  renderToStaticMarkup(createElement(I18nProvider, { locale, children: element }));

/** The text a shopper (or a screen reader) gets, without markup. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/gu, '|')
    .replace(/&#x27;/gu, "'")
    .split('|')
    .filter((part) => part.trim() !== '');

const merchant: LocalStoreItem = {
  id: 'ti-kaz-maison',
  kind: 'MERCHANT',
  name: 'Ti Kaz Maison',
  street: 'Zone de Californie',
  postCode: '97232',
  city: 'Le Lamentin',
  phone: '+596 596 50 12 34',
};
const hotel: LocalStoreItem = {
  id: 'hotel-mq-trois-ilets',
  kind: 'HOTEL',
  name: 'Hôtel de l’Anse Mitan',
  street: 'Anse Mitan',
  postCode: '97229',
  city: 'Les Trois-Îlets',
  phone: null,
};
const list = (stores: readonly LocalStoreItem[] | null, locale: Locale = 'fr') =>
  render(createElement(LocalStoreList, { stores, onProducts: () => undefined }), locale);

describe('the island’s shops that sell a product (spec 7 locations/merchants, locations/location_hotel)', () => {
  it('names each shop, its kind, address and phone, and offers a merchant’s products', () => {
    const html = list([merchant, hotel]);
    expect(text(html)).toEqual([
      'Aussi en vente sur place',
      'Ti Kaz Maison',
      'Commerçant',
      'Zone de Californie',
      '97232 Le Lamentin',
      'Tél. +596 596 50 12 34',
      'Voir ses produits',
      'Hôtel de l’Anse Mitan',
      "Boutique d'hôtel",
      'Anse Mitan',
      '97229 Les Trois-Îlets',
    ]);
    expect(html).toContain('href="tel:+596596501234"');
    // Only a merchant has products to show: a hotel's shop has no button.
    expect(html.match(/<button/gu)).toHaveLength(1);
  });

  it('shows nothing when no shop sells the product', () => {
    expect(list([])).toBe('');
  });

  it('says so with spec 8’s message when the shops could not be read', () => {
    expect(text(list(null))).toEqual([
      'Aussi en vente sur place',
      "Les informations des vendeurs n'ont pas pu être récupérées.",
    ]);
  });

  it('speaks English on the English pages', () => {
    expect(text(list([hotel], 'en')).slice(0, 3)).toEqual([
      'Also sold in store',
      'Hôtel de l’Anse Mitan',
      'Hotel gift shop',
    ]);
  });
});
