import type { Locator, Page } from '@playwright/test';
import { notification } from '../support/accounts.js';
import { expectNoA11yViolations } from '../support/a11y.js';
import { amount, mainHeading } from '../support/storefront.js';
import { expect, test } from '../support/test.js';

// Issue 15: spec 2.4's product table grid of a category: sorted, a column resized by keyboard,
// filtered, and a product added then updated from its row, on a desktop and a phone.

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'consent', value: 'v1.a0.m0', url: baseURL! }]);
});

const CATEGORY = 'Image et son';

/** The current prices of the rows on screen, top to bottom. */
async function prices(table: Locator): Promise<number[]> {
  const texts = await table.locator('tbody .price__current').allTextContents();
  return texts.map((text) => amount(text));
}

const ordered = (values: number[], direction: 1 | -1) =>
  values.length > 1 && values.every((v, i) => i === 0 || (v - values[i - 1]!) * direction >= 0);

async function openGrid(page: Page): Promise<Locator> {
  await page.goto('/martinique/fr/categorie/image-et-son');
  await expect(mainHeading(page)).toHaveText(CATEGORY);
  await page
    .getByRole('navigation', { name: 'Vue des produits' })
    .getByRole('link', { name: 'Tableau' })
    .click();
  await expect(page).toHaveURL(/[?&]vue=tableau/);
  const table = page.getByRole('table', { name: `Tableau des produits : ${CATEGORY}` });
  await expect(table.locator('tbody tr:not([aria-hidden])').first()).toBeVisible();
  return table;
}

test('the grid of a category: sort, resize, filter, add to cart, no accessibility violation', async ({
  page,
  isMobile,
}) => {
  const table = await openGrid(page);
  const count = page.getByRole('status').filter({ hasText: /^\d+ produits?$/ });
  const total = amount(await count.textContent());
  expect(total).toBeGreaterThan(20);
  // Only the rows in view are in the page: the others are virtual.
  expect(await table.locator('tbody tr:not([aria-hidden])').count()).toBeLessThan(total);

  // Sort by price, cheapest first then dearest first.
  if (isMobile) {
    await page.getByLabel('Trier par').selectOption({ label: 'Prix (croissant)' });
  } else {
    await table.getByRole('button', { name: 'Prix', exact: true }).click();
    await expect(table.getByRole('columnheader', { name: 'Prix' })).toHaveAttribute('aria-sort', 'ascending');
  }
  await expect.poll(async () => ordered(await prices(table), 1), 'prices ascending').toBe(true);
  if (isMobile) {
    await page.getByLabel('Trier par').selectOption({ label: 'Prix (décroissant)' });
  } else {
    await table.getByRole('button', { name: 'Prix', exact: true }).click();
    await expect(table.getByRole('columnheader', { name: 'Prix' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  }
  await expect.poll(async () => ordered(await prices(table), -1), 'prices descending').toBe(true);

  // Resize the first column with the keyboard: 3 steps of 10 px.
  const handle = table.getByRole('separator', { name: /^Redimensionner la colonne (Référence|Produit)/ });
  const before = Number(await handle.getAttribute('aria-valuenow'));
  await handle.focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await expect(handle).toHaveAttribute('aria-valuenow', String(before + 30));

  // Filter by the first brand: the count becomes the value's.
  if (isMobile) await page.locator('summary', { hasText: /^Marque/ }).click();
  const brands = page.getByRole('group', { name: 'Marque' });
  const first = brands.locator('label').first();
  const expected = amount(await first.getByText(/^\d+ produits?$/).textContent());
  expect(expected).toBeGreaterThan(0);
  await first.getByRole('checkbox').check();
  await expect(count).toHaveText(new RegExp(`^${expected} produits?$`));
  await expectNoA11yViolations(page);
  // The phone's dropdown folds again, out of the rows' way.
  if (isMobile) await page.locator('summary', { hasText: /^Marque/ }).click();

  // Add the first product in stock, then change its quantity: the grid's method is update.
  const add = table.getByRole('button', { name: /^Ajouter au panier – / }).first();
  const name = ((await add.textContent()) ?? '').replace(/^Ajouter au panier – /, '').trim();
  await add.click();
  await expect(notification(page, 'Produit ajouté au panier')).toBeVisible();
  const update = table.getByRole('button', { name: `Mettre à jour – ${name}` });
  await expect(update).toBeVisible();
  const row = table.locator('tbody tr').filter({
    has: page.getByRole('button', { name: `Mettre à jour – ${name}` }),
  });
  await expect(row.getByText('Dans votre panier : 1')).toBeVisible();
  await row.getByRole('button', { name: `Augmenter la quantité de ${name}` }).click();
  await update.click();
  await expect(notification(page, 'Quantité mise à jour dans votre panier')).toBeVisible();
  await expect(row.getByText('Dans votre panier : 2')).toBeVisible();

  // Clearing the filters brings every product back.
  await page.getByRole('button', { name: 'Effacer tous les filtres' }).click();
  await expect(count).toHaveText(`${total} produits`);
  await expectNoA11yViolations(page);

  // The grid's address opened afresh: the server sends the page, the browser renders the grid.
  await page.reload();
  await expect(count).toHaveText(`${total} produits`);
  await expect(table.locator('tbody tr:not([aria-hidden])').first()).toBeVisible();
});

test('the grid and the scanner load only where they are used @desktop', async ({ page }) => {
  const heavy = /(CategoryGrid|zxingReader|QuickOrderDialog)-[^/]*\.js/u;
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (heavy.test(request.url())) loaded.push(request.url().replace(/^.*\/assets\//u, ''));
  });
  // The home, a category in cards, a product, a search: neither the grid nor the scanner.
  await page.goto('/martinique/fr/');
  await expect(mainHeading(page)).toBeVisible();
  await page.goto('/martinique/fr/categorie/image-et-son');
  await expect(mainHeading(page)).toHaveText(CATEGORY);
  await page.locator('.product-card a').first().click();
  await expect(page).toHaveURL(/\/produit\//u);
  await page.goto('/martinique/fr/recherche?searchTerm=rhum');
  await expect(mainHeading(page)).toBeVisible();
  expect(loaded).toEqual([]);
  // The grid view asks for its own chunk.
  await openGrid(page);
  expect(loaded.some((name) => name.startsWith('CategoryGrid-'))).toBe(true);
  expect(loaded.some((name) => name.startsWith('zxingReader-'))).toBe(false);
});
