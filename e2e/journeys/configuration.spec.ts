import { b2bUrl, defaultsUrl } from '../support/configurations.js';
import { mainHeading } from '../support/storefront.js';
import { expect, test } from '../support/test.js';

// Issue 9: the shop with the spec 9 defaults and in B2B mode, beside the demo settings of the main
// product (support/configurations.ts).

test('every configuration of the shop serves its home page', async ({ page }) => {
  for (const base of [defaultsUrl, b2bUrl]) {
    await page.goto(`${base}/martinique/fr/`);
    await expect(page).toHaveURL(`${base}/martinique/fr/`);
    await expect(mainHeading(page)).toHaveText('Bienvenue sur la boutique de Martinique');
    // The catalogue comes through this gateway, from the product's storefront-api.
    await expect(page.getByRole('main').locator('a[href*="/produit/"]').first()).toBeVisible();
  }
});
