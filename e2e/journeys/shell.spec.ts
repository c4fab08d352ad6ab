import {
  SHOP_NAME,
  headerSearch,
  mainHeading,
  openCard,
  productItems,
  watchLayoutShifts,
} from '../support/storefront.js';
import { expect, test } from '../support/test.js';

// The shell around the screens: titles, region and language choice, the category menu.

test('every page names itself in the title, also after client-side navigation @desktop', async ({ page }) => {
  await page.goto('/martinique/fr/');
  await expect(page).toHaveTitle(`Votre boutique en ligne en Martinique | ${SHOP_NAME}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Martinique/);

  // Home → a category of "Nos univers". Scrolled to, the section stays put: the product rails
  // above it once grew as they came near the screen, 256 px a tenth of a second later, under the
  // click (issue 35).
  const shifts = await watchLayoutShifts(page);
  const universe = page
    .getByRole('region', { name: 'Nos univers' })
    .getByRole('link', { name: 'Image et son', exact: true });
  await universe.scrollIntoViewIfNeeded();
  await page.waitForTimeout(500);
  expect(await shifts()).toEqual([]);
  await universe.click();
  await expect(mainHeading(page)).toHaveText('Image et son');
  await expect(page).toHaveTitle(`Image et son | ${SHOP_NAME}`);

  // → a product of that category.
  const name = await openCard(productItems(page, 'Image et son').first());
  await expect(mainHeading(page)).toHaveText(name);
  await expect(page).toHaveTitle(new RegExp(`^.+ \\| ${SHOP_NAME}$`));
  expect(await page.title()).not.toBe(SHOP_NAME);

  // → a search from the header.
  await headerSearch(page).fill('lampe');
  await headerSearch(page).press('Enter');
  await expect(mainHeading(page)).toHaveText('Résultats pour « lampe »');
  await expect(page).toHaveTitle(`Résultats pour « lampe » | ${SHOP_NAME}`);

  // Back twice: the category's title again.
  await page.goBack();
  await expect(mainHeading(page)).toHaveText(name);
  await page.goBack();
  await expect(mainHeading(page)).toHaveText('Image et son');
  await expect(page).toHaveTitle(`Image et son | ${SHOP_NAME}`);

  await page.goto('/martinique/fr/recherche');
  await expect(page).toHaveTitle(`Recherche | ${SHOP_NAME}`);
});

test('the region selector of the header changes region and remembers it', async ({ page }) => {
  await page.goto('/martinique/fr/categorie/mode');
  await expect(mainHeading(page)).toHaveText('Mode');
  const selector = page.getByRole('button', { name: 'Martinique, changer de territoire' });
  await selector.click();
  const dialog = page.getByRole('dialog', { name: 'Choisissez votre territoire' });
  await expect(dialog).toBeVisible();
  // The current region is marked and focused; here the dialog can be closed.
  const current = dialog.getByRole('link', { name: /^Martinique/ });
  await expect(current).toHaveAttribute('aria-current', 'true');
  await expect(current).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(selector).toBeFocused();
  await expect(page).toHaveURL(/\/martinique\/fr\/categorie\/mode$/);

  await selector.click();
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(dialog).toBeHidden();

  await selector.click();
  await dialog.getByRole('link', { name: 'Guyane' }).click();
  await expect(page).toHaveURL(/\/guyane\/fr\/$/);
  await expect(mainHeading(page)).toHaveText('Bienvenue sur la boutique de Guyane');
  await expect(page.getByRole('button', { name: 'Guyane, changer de territoire' })).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL(/\/guyane\/fr\/$/);
});

test('the language links open the same page in English, and the language is remembered @desktop', async ({
  page,
}) => {
  await page.goto('/martinique/fr/recherche?searchTerm=robe');
  await expect(mainHeading(page)).toHaveText('Résultats pour « robe »');
  const languages = page.getByRole('navigation', { name: 'Langue' });
  await expect(languages.getByRole('link', { name: 'Français' })).toHaveAttribute('aria-current', 'true');
  await languages.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/martinique\/en\/recherche\?searchTerm=robe$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByLabel('Sort by')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'English' }),
  ).toHaveAttribute('aria-current', 'true');

  await page.goto('/');
  await expect(page).toHaveURL(/\/martinique\/en\/$/);
  await expect(mainHeading(page)).toHaveText('Welcome to the Martinique shop');
  await expect(page).toHaveTitle(/^Your online shop in Martinique \| /);
});

test('the category menu: panels on desktop, a drill-down drawer on phones', async ({ page, isMobile }) => {
  await page.goto('/martinique/fr/');
  await expect(mainHeading(page)).toBeVisible();
  if (!isMobile) {
    const bar = page.getByRole('banner').getByRole('navigation', { name: 'Catégories' });
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeHidden();
    // Hovering a universe opens its panel (after the menu's delay), Escape closes it.
    await bar.getByRole('link', { name: 'Mode', exact: true }).hover();
    const seeAll = bar.getByRole('link', { name: "Voir tout l'univers Mode" });
    await expect(seeAll).toBeVisible();
    await bar.getByRole('link', { name: 'Mode', exact: true }).focus();
    await page.keyboard.press('Escape');
    await page.mouse.move(0, 0);
    await expect(seeAll).toBeHidden();
    // A sub-category from the panel.
    await bar.getByRole('link', { name: 'Image et son', exact: true }).hover();
    await bar.getByRole('link', { name: 'Téléviseurs OLED', exact: true }).click();
    await expect(page).toHaveURL(/\/categorie\/image-et-son\/televiseurs\/televiseurs-oled$/);
    await expect(mainHeading(page)).toHaveText('Téléviseurs OLED');
    const crumbs = page.getByRole('navigation', { name: "Fil d'Ariane" });
    await expect(crumbs.getByRole('link', { name: 'Téléviseurs', exact: true })).toBeVisible();
    await expect(bar.getByRole('link', { name: "Voir tout l'univers Image et son" })).toBeHidden();
    return;
  }
  const bottom = page.getByRole('navigation', { name: 'Navigation principale' });
  const menuButton = bottom.getByRole('button', { name: 'Menu' });
  await menuButton.click();
  const drawer = page.getByRole('dialog', { name: 'Catégories' });
  await expect(drawer).toBeVisible();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  // Escape closes, focus comes back.
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menuButton).toBeFocused();

  await menuButton.click();
  await drawer.getByRole('button', { name: 'Image et son' }).click();
  const level = page.getByRole('dialog', { name: 'Image et son' });
  await expect(level.getByRole('button', { name: 'Retour' })).toBeFocused();
  await level.getByRole('button', { name: 'Retour' }).click();
  await expect(drawer.getByRole('button', { name: 'Image et son' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Image et son' }).click();
  await level.getByRole('button', { name: 'Téléviseurs', exact: true }).click();
  const third = page.getByRole('dialog', { name: 'Téléviseurs' });
  await expect(third.getByRole('link', { name: "Voir tout l'univers Téléviseurs" })).toBeVisible();
  await third.getByRole('link', { name: 'Téléviseurs OLED', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/categorie\/image-et-son\/televiseurs\/televiseurs-oled$/);
  await expect(mainHeading(page)).toHaveText('Téléviseurs OLED');

  // The bottom navigation's search button puts the focus in the header's field.
  await bottom.getByRole('button', { name: 'Recherche' }).click();
  await expect(headerSearch(page)).toBeFocused();
});
