import { expectNoA11yViolations } from '../support/a11y.js';
import {
  SHOP_NAME,
  amount,
  listingCount,
  listingSettled,
  mainHeading,
  productItems,
} from '../support/storefront.js';
import { expect, test } from '../support/test.js';

// Issue 14: spec 2.1's promotions listing (filters and sort of the listing screen) and spec 3's
// relay listing of the header (the region's parcel pickup points).

test.beforeEach(async ({ context, baseURL }) => {
  // A shopper who has already answered the cookie banner (refused): it stays out of the way.
  await context.addCookies([{ name: 'consent', value: 'v1.a0.m0', url: baseURL! }]);
});

test('promotions: reached from the menus, filtered and sorted, no accessibility violation', async ({
  page,
  isMobile,
  request,
}) => {
  await page.goto('/martinique/fr/');
  if (isMobile) {
    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('button', { name: 'Menu' })
      .click();
    await page.getByRole('dialog', { name: 'Catégories' }).getByRole('link', { name: 'Promotions' }).click();
  } else {
    await page
      .getByRole('navigation', { name: 'Nos sélections' })
      .getByRole('link', { name: 'Promotions' })
      .click();
  }
  await expect(page).toHaveURL(/\/martinique\/fr\/promotions$/);
  await expect(mainHeading(page)).toHaveText('Promotions');
  await expect(page).toHaveTitle(`Promotions | ${SHOP_NAME}`);
  const products = productItems(page, 'Promotions');
  const count = listingCount(page);
  const total = amount(await count.textContent());
  expect(total).toBeGreaterThan(20);
  // Every card shows its promotion: a current price and the regular one struck through, with the
  // lowest price of the 30 days before the reduction (Omnibus, issue 32), in the server's HTML too.
  await expect(products.first().locator('s, del').first()).toBeVisible();
  const prior = /^Prix le plus bas des 30 derniers jours : \d[\d\s\u202f]*,\d{2}\s€$/u;
  await expect(products.first().getByText(prior)).toBeVisible();
  const served = await (await request.get('/martinique/fr/promotions')).text();
  expect(served).toMatch(/Prix le plus bas des 30 derniers jours : \d[\d\s\u202f]*,\d{2}\s€/u);

  // A brand: the count becomes the facet value's, the URL keeps the choice.
  if (isMobile) await page.getByRole('button', { name: 'Filtres', exact: true }).click();
  const brands = page.getByRole('group', { name: 'Marque' });
  const first = brands.locator('label').first();
  const brand = ((await first.locator('.facets__value-label').textContent()) ?? '').trim();
  const expected = amount(await first.getByText(/^\d+ produits?$/).textContent());
  expect(expected).toBeGreaterThan(0);
  await first.getByRole('checkbox').check();
  if (isMobile) {
    await page.getByRole('button', { name: /^Voir (les )?\d+ produits?$/ }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  await expect(page).toHaveURL(/[?&]f=marque%3A/);
  await expect(count).toHaveText(new RegExp(`^${expected} produits?$`));
  await expect(page.getByRole('button', { name: `Retirer le filtre Marque : ${brand}` })).toBeVisible();

  // Cheapest first: the prices shown do not go down.
  await page.getByLabel('Trier par').selectOption('price-asc');
  await expect(page).toHaveURL(/[?&]sort=price-asc/);
  await listingSettled(page);
  await expect
    .poll(async () => {
      const prices = (await products.evaluateAll((items) => items.map((item) => item.textContent ?? ''))).map(
        (text) => amount(/(\d[\d\s\u202f]*,\d{2})\s€/.exec(text)?.[1] ?? ''),
      );
      return prices.length > 0 && prices.every((p, i) => i === 0 || p >= prices[i - 1]!);
    }, 'prices in ascending order')
    .toBe(true);
  await expectNoA11yViolations(page);
});

test('the header lists the region’s pickup points in a dialog, by keyboard too @desktop', async ({
  page,
}) => {
  await page.goto('/martinique/fr/fabrique-dans-les-iles');
  await expect(mainHeading(page)).toHaveText('Fabriqué dans les îles');
  const open = page.getByRole('banner').getByRole('button', { name: 'Points relais' });
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Points relais' });
  await expect(dialog).toBeVisible();
  const points = dialog.getByRole('listitem');
  await expect(points.first()).toBeVisible();
  const shown = await points.count();
  await expect(dialog.getByRole('status')).toHaveText(
    shown === 1 ? '1 point relais' : `${shown} points relais`,
  );
  // Each point: its name, its address in Martinique, and the listing's fixed opening hours.
  const point = points.first();
  await expect(point.getByRole('heading', { level: 3 })).not.toBeEmpty();
  await expect(point.locator('address')).toContainText(/97\d{3} /);
  const hours = point.getByText("Horaires d'ouverture");
  await hours.focus();
  await page.keyboard.press('Enter');
  await expect(point.getByText('Lundi')).toBeVisible();
  await expect(point.getByRole('definition').last()).toHaveText('Fermé');
  await expectNoA11yViolations(page);

  // Escape closes it and gives the focus back to the button.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(open).toBeFocused();
});
