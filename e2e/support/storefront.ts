import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './test.js';

/** The shop's name, after every page title (`<page> | Boutique des Outre-mer`). */
export const SHOP_NAME = 'Boutique des Outre-mer';

/** A French amount ("1 149,99 €", narrow or plain spaces) as a number. */
export function amount(text: string | null): number {
  return Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'));
}

/** A price as the shop shows it in French: two decimals, then the euro sign. */
export const FRENCH_PRICE = /^\d{1,3}(?:[\s\u202f]\d{3})*,\d{2}\s€$/;

/** Asks the gateway directly (it accepts any query outside production), as the Martinique shop. */
export async function graphql<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post('/graphql', {
    data: { query, variables },
    headers: { 'x-catalog': 'martinique', 'x-locale': 'fr', 'content-type': 'application/json' },
  });
  expect(response.ok(), `graphql answered ${response.status()}`).toBe(true);
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors, 'graphql errors').toBeUndefined();
  return body.data;
}

/** The products of a listing, by the list's accessible name (the category, or "Résultats pour « x »"). */
export function productItems(page: Page, listName: string): Locator {
  return page.getByRole('list', { name: listName, exact: true }).getByRole('listitem');
}

/** The current price of a product card (the first amount it shows; a struck regular price comes after). */
export function cardPrice(card: Locator): Locator {
  return card.getByText(/\d,\d{2}\s€$/).first();
}

/** Opens the product of a card through its one link (stretched over the whole card); returns its name. */
export async function openCard(card: Locator): Promise<string> {
  const link = card.getByRole('link');
  const name = ((await link.textContent()) ?? '').trim();
  await link.click();
  return name;
}

/** The "N produits" status above a listing. */
export function listingCount(page: Page): Locator {
  return page.getByRole('status').filter({ hasText: /^[\d\s\u202f]+ produits?$/ });
}

/** Waits until the listing has applied the URL's state (its busy bar gone). */
export async function listingSettled(page: Page): Promise<void> {
  await expect(page.getByRole('progressbar', { name: 'Chargement…' })).toHaveCount(0);
}

/** The header's search field (an ARIA combobox). */
export function headerSearch(page: Page): Locator {
  return page.getByRole('banner').getByRole('combobox', { name: 'Rechercher un produit' });
}

/** The header's autocomplete panel. */
export function suggestions(page: Page): Locator {
  return page.getByRole('listbox', { name: 'Suggestions' });
}

/** The page's main heading. */
export function mainHeading(page: Page): Locator {
  return page.getByRole('heading', { level: 1 });
}

/**
 * From now on, the layout shifts of the page that no input of the shopper caused (the Layout
 * Instability API's `hadRecentInput`): a part that grows once scrolled near moves what is below it
 * under the shopper's pointer (issue 35). Read them with the function returned.
 */
export async function watchLayoutShifts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { unexpectedShifts: string[] }).unexpectedShifts = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const moved = (entry.sources ?? []).map(
          (s) =>
            `${(s.node as Element | undefined)?.className || s.node?.nodeName} ${Math.round(s.previousRect.y)} -> ${Math.round(s.currentRect.y)}`,
        );
        seen.push(`${entry.value.toFixed(3)}: ${moved.join(', ')}`);
      }
    }).observe({ type: 'layout-shift' });
  });
  return () => page.evaluate(() => (window as unknown as { unexpectedShifts: string[] }).unexpectedShifts);
}
