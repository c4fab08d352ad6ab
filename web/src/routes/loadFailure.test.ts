import { createElement } from 'react';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@shop/domain/constants';
import { I18nProvider } from '../i18n/index.js';
import { categoryPage } from './category/index.js';
import { shopPage, shopsPage } from './shops/index.js';
import { PageFailed } from '../routing/PageBoundary.js';
import { LoadFailure } from '../routing/LoadFailure.js';
import type { LoadFailureKey } from '../routing/LoadFailure.js';

const render = (element: ReactElement, locale: Locale = 'fr') =>
  renderToStaticMarkup(createElement(I18nProvider, { locale, children: element }))
    .replace(/<[^>]+>/gu, ' ')
    .replace(/&#x27;/gu, "'")
    .replace(/\s+/gu, ' ')
    .trim();

describe('load failures (spec 8)', () => {
  it('names what could not be loaded, in French and in English', () => {
    const cases: [LoadFailureKey, string, string][] = [
      ['categories', "Les catégories n'ont pas pu être chargées.", 'The categories could not be loaded.'],
      ['rootCategories', "Les régions n'ont pas pu être chargées.", 'The regions could not be loaded.'],
      [
        'merchant',
        "Les informations du vendeur ou ses produits n'ont pas pu être récupérés.",
        "The seller's information or products could not be retrieved.",
      ],
      [
        'merchants',
        "Les informations des vendeurs n'ont pas pu être récupérées.",
        "The sellers' information could not be retrieved.",
      ],
    ];
    for (const [message, fr, en] of cases) {
      expect(render(createElement(LoadFailure, { message }))).toBe(fr);
      expect(render(createElement(LoadFailure, { message }), 'en')).toBe(en);
    }
  });

  it('gives the category and seller pages their own error, other pages the general one', () => {
    expect(categoryPage.failure).toBe('categories');
    expect(shopPage.failure).toBe('merchant');
    expect(shopsPage.failure).toBe('merchants');
    const retry = () => undefined;
    expect(render(createElement(PageFailed, { retry, failure: categoryPage.failure }))).toBe(
      "Les catégories n'ont pas pu être chargées. Réessayer",
    );
    expect(render(createElement(PageFailed, { retry }))).toBe(
      "Cette partie de la page n'a pas pu être chargée. Réessayer",
    );
  });
});
