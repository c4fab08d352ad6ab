import { expectNoA11yViolations } from '../support/a11y.js';
import {
  FRENCH_PRICE,
  SHOP_NAME,
  amount,
  cardPrice,
  graphql,
  headerSearch,
  listingCount,
  listingSettled,
  mainHeading,
  openCard,
  productItems,
  suggestions,
} from '../support/storefront.js';
import { expect, test } from '../support/test.js';

// The journeys of issue 3, each on a fresh browser context (empty storage) on desktop and Pixel 7.

test.describe('first visit', () => {
  test('the region must be chosen, then is remembered', async ({ page }) => {
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Choisissez votre territoire' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveTitle(`Choisissez votre territoire | ${SHOP_NAME}`);
    // No way out without a choice: no close button, Escape does nothing, focus is inside.
    await expect(dialog.getByRole('button', { name: 'Fermer' })).toHaveCount(0);
    await expect(dialog.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await dialog.getByRole('link', { name: 'La Réunion' }).click();
    await expect(page).toHaveURL(/\/reunion\/fr\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(mainHeading(page)).toHaveText('Bienvenue sur la boutique de La Réunion');
    await expect(dialog).toHaveCount(0);

    // The second visit goes straight to the stored region.
    await page.goto('/');
    await expect(page).toHaveURL(/\/reunion\/fr\/$/);
    await expect(mainHeading(page)).toHaveText('Bienvenue sur la boutique de La Réunion');
    await expect(dialog).toHaveCount(0);
  });

  test('an unknown catalog or language is corrected, an unknown page is a 404 @desktop', async ({ page }) => {
    // Nothing stored: the default region.
    await page.goto('/atlantide/fr/recherche?searchTerm=robe');
    await expect(page).toHaveURL(/\/martinique\/fr\/recherche\?searchTerm=robe$/);
    await expect(mainHeading(page)).toHaveText('Résultats pour « robe »');
    await page.goto('/martinique/de/prestataires');
    await expect(page).toHaveURL(/\/martinique\/fr\/prestataires$/);
    await expect(mainHeading(page)).toHaveText('Nos vendeurs');
    await expectNoA11yViolations(page);

    // Unknown paths, products and categories reach the region's 404 page.
    for (const path of ['nulle-part', 'produit/n-existe-pas-ref-999999', 'categorie/n-existe-pas']) {
      await page.goto(`/martinique/fr/${path}`);
      await expect(page).toHaveURL(/\/martinique\/fr\/404$/);
      await expect(mainHeading(page)).toHaveText('Page introuvable');
    }
    await expect(page).toHaveTitle(`Page introuvable | ${SHOP_NAME}`);
    await page.getByRole('main').getByRole('link', { name: "Retour à l'accueil" }).click();
    await expect(page).toHaveURL(/\/martinique\/fr\/$/);
  });

  test('with a stored region, an unknown catalog leads to it @desktop', async ({ page }) => {
    await page.goto('/guadeloupe/fr/');
    await expect(mainHeading(page)).toHaveText('Bienvenue sur la boutique de Guadeloupe');
    await page.goto('/atlantide/xx/recherche?searchTerm=robe');
    await expect(page).toHaveURL(/\/guadeloupe\/fr\/recherche\?searchTerm=robe$/);
    await expect(mainHeading(page)).toHaveText('Résultats pour « robe »');
  });
});

test.describe('browsing a category', () => {
  test('filter, sort, page, switch display, open a product and come back to the list as it was', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/martinique/fr/');
    await expect(mainHeading(page)).toBeVisible();
    // Through the menu: the category bar on desktop, the drawer of the bottom navigation on phones.
    if (isMobile) {
      await page
        .getByRole('navigation', { name: 'Navigation principale' })
        .getByRole('button', { name: 'Menu' })
        .click();
      const drawer = page.getByRole('dialog', { name: 'Catégories' });
      await drawer.getByRole('button', { name: 'Mode' }).click();
      await expect(page.getByRole('dialog', { name: 'Mode' })).toBeVisible();
      await page.getByRole('link', { name: "Voir tout l'univers Mode" }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    } else {
      await page
        .getByRole('banner')
        .getByRole('navigation', { name: 'Catégories' })
        .getByRole('link', { name: 'Mode', exact: true })
        .click();
    }
    await expect(page).toHaveURL(/\/martinique\/fr\/categorie\/mode$/);
    await expect(mainHeading(page)).toHaveText('Mode');
    await expect(page).toHaveTitle(`Mode | ${SHOP_NAME}`);
    const products = productItems(page, 'Mode');
    const count = listingCount(page);
    const total = amount(await count.textContent());
    expect(total).toBeGreaterThan(100);

    // Filter on a colour: the count becomes the facet value's, the URL keeps the choice.
    if (isMobile) await page.getByRole('button', { name: 'Filtres', exact: true }).click();
    const colours = page.getByRole('group', { name: 'Couleur' });
    const black = colours.getByRole('checkbox', { name: /^Noir \d+ produits?$/ });
    // The value's count, as its label says it ("Noir", then "65 produits" for screen readers).
    const expected = amount(
      await colours
        .locator('label')
        .filter({ has: page.getByRole('checkbox', { name: /^Noir / }) })
        .getByText(/^\d+ produits?$/)
        .textContent(),
    );
    expect(expected).toBeGreaterThan(0);
    await black.check();
    await expect(black).toBeChecked();
    if (isMobile) {
      await page.getByRole('button', { name: `Voir les ${expected} produits` }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Filtres (1)' })).toBeVisible();
    }
    await expect(page).toHaveURL(/[?&]f=couleur%3ANoir(&|$)/);
    await expect(count).toHaveText(`${expected} produits`);
    expect(expected).toBeLessThan(total);
    await expect(page.getByRole('button', { name: 'Retirer le filtre Couleur : Noir' })).toBeVisible();

    // Cheapest first: the prices shown do not go down.
    await page.getByLabel('Trier par').selectOption('price-asc');
    await expect(page).toHaveURL(/[?&]sort=price-asc/);
    await expect(page).toHaveURL(/f=couleur%3ANoir/);
    await listingSettled(page);
    await expect
      .poll(async () => {
        const prices = (
          await products.evaluateAll((items) => items.slice(0, 12).map((item) => item.textContent ?? ''))
        ).map((text) => amount(/(\d[\d\s\u202f]*,\d{2})\s€/.exec(text)?.[1] ?? ''));
        return prices.length > 1 && prices.every((p, i) => i === 0 || p >= prices[i - 1]!);
      }, 'prices in ascending order')
      .toBe(true);
    await expect(cardPrice(products.first())).toHaveText(FRENCH_PRICE);

    // The next page, by infinite scroll: the end of the list coming into view loads it (spec 9). A
    // click on the button raced it: on a phone (50 a page) the second page is the last, so the
    // button the click was scrolling to could be gone before it landed.
    const first = await products.count();
    expect(first).toBeGreaterThan(0);
    const more = page.getByRole('button', { name: 'Afficher plus de produits' });
    await more.scrollIntoViewIfNeeded();
    await expect.poll(() => products.count()).toBeGreaterThan(first);
    if (!isMobile) {
      // Where pages remain (20 a page on a desktop), the button loads one too. Pressed where it
      // stands, from the keyboard: scrolled to for a click, the end of the list loaded the pages
      // itself, and on a slow machine the click waited for a button gone with the last page.
      await listingSettled(page);
      const before = await products.count();
      expect(before).toBeLessThan(expected);
      await more.evaluate((button) => (button as HTMLElement).focus({ preventScroll: true }));
      await page.keyboard.press('Enter');
      await expect.poll(() => products.count()).toBeGreaterThan(before);
    }
    await expect(page.getByText(/^\d+ produits affichés sur \d+$/)).toHaveText(
      new RegExp(`sur ${expected}$`),
    );
    const loaded = await products.count();

    // The three display modes.
    const modes = page.getByRole('group', { name: 'Affichage' });
    for (const [name, mode] of [
      ['Grandes vignettes', 'large'],
      ['Liste', 'list'],
      ['Petites vignettes', 'small'],
    ] as const) {
      await modes.getByRole('button', { name }).click();
      await expect(modes.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
      await expect(modes.getByRole('button', { pressed: true })).toHaveCount(1);
      await expect(page).toHaveURL(new RegExp(`[?&]mode=${mode}`));
    }

    // Into a product of the second page, and back: same filter, sort, display, products and place.
    const card = products.nth(first);
    await card.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    const name = await openCard(card);
    await expect(page).toHaveURL(/\/produit\//);
    await expect(mainHeading(page)).toHaveText(name);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(scrolled);

    await page.goBack();
    await expect(page).toHaveURL(/\/categorie\/mode\?/);
    for (const part of [/f=couleur%3ANoir/, /sort=price-asc/, /mode=small/])
      await expect(page).toHaveURL(part);
    await expect(count).toHaveText(`${expected} produits`);
    await expect(page.getByRole('button', { name: 'Retirer le filtre Couleur : Noir' })).toBeVisible();
    await expect(page.getByLabel('Trier par')).toHaveValue('price-asc');
    await expect(modes.getByRole('button', { name: 'Petites vignettes' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect.poll(() => products.count()).toBe(loaded);
    // What the shopper sees: the card they opened, where they left it (and it stays there). The
    // offset itself may differ: the cards above that were never on screen had an estimated height.
    await expect(card).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.waitForTimeout(200);
    await expect(card).toBeInViewport();

    // List mode (the default): a click in the middle of a card, on its badges, opens the product.
    await page.goto('/martinique/fr/categorie/mode');
    await listingSettled(page);
    const badgeText = /^(Promo|Nouveau)$/;
    const badged = products.filter({ has: page.getByText(badgeText) }).first();
    const badgedName = ((await badged.getByRole('link').textContent()) ?? '').trim();
    await badged.scrollIntoViewIfNeeded();
    const badge = await badged.getByText(badgeText).first().boundingBox();
    expect(badge).not.toBeNull();
    // A real click where the shopper aims: Playwright's own click would refuse a covered badge.
    await page.mouse.click(badge!.x + badge!.width / 2, badge!.y + badge!.height / 2);
    await expect(page).toHaveURL(/\/produit\//);
    await expect(mainHeading(page)).toHaveText(badgedName);
  });

  test('the next page also comes by scrolling to the end of the list', async ({ page }) => {
    await page.goto('/martinique/fr/categorie/maison-et-jardin');
    const products = productItems(page, 'Maison et jardin');
    await expect(products.first()).toBeVisible();
    const first = await products.count();
    const progress = page.getByText(/^\d+ produits affichés sur \d+$/);
    await progress.scrollIntoViewIfNeeded();
    await expect.poll(() => products.count()).toBeGreaterThan(first);
    await expect(progress).toHaveText(new RegExp(`^${await products.count()} produits affichés`));
  });
});

test.describe('search', () => {
  test('autocomplete, then every result', async ({ page }) => {
    await page.goto('/martinique/fr/');
    const search = headerSearch(page);
    const panel = suggestions(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      const body = request.postData() ?? '';
      if (request.url().endsWith('/graphql') && body.includes('"size"')) asked.push(body);
    });

    // One character asks nothing; two do, once, after the last keystroke.
    await search.pressSequentially('r');
    await expect(search).toHaveAttribute('aria-expanded', 'false');
    await search.pressSequentially('obe', { delay: 40 });
    const products = panel.getByRole('option').filter({ hasText: /€/ });
    await expect(products.first()).toBeVisible();
    await expect(search).toHaveAttribute('aria-expanded', 'true');
    expect(asked, 'autocomplete requests (debounced)').toHaveLength(1);
    await expect(products.first()).toHaveText(/\d,\d{2}\s€$/);

    const showAll = page.getByRole('button', { name: /^Afficher tous les résultats \(\d+\)$/ });
    const total = amount((await showAll.textContent())?.replace(/^\D+/, '') ?? '');
    expect(total).toBeGreaterThan(0);
    await showAll.click();
    await expect(page).toHaveURL(/\/martinique\/fr\/recherche\?searchTerm=robe$/);
    await expect(mainHeading(page)).toHaveText('Résultats pour « robe »');
    await expect(page).toHaveTitle(`Résultats pour « robe » | ${SHOP_NAME}`);
    await expect(listingCount(page)).toHaveText(`${total} produit${total > 1 ? 's' : ''}`);
    await expect(productItems(page, 'Résultats pour « robe »').first()).toContainText(/robe/i);
    await expect(panel).toBeHidden();
    await expect(search).toHaveValue('robe');
  });

  test('the keyboard picks a suggestion, Enter alone searches @desktop', async ({ page }) => {
    await page.goto('/martinique/fr/');
    const search = headerSearch(page);
    const panel = suggestions(page);
    await search.fill('televiseur');
    await expect(panel.getByRole('option').first()).toBeVisible();
    await search.press('ArrowDown');
    const chosen = panel.getByRole('option', { selected: true });
    await expect(chosen).toHaveCount(1);
    await expect(search).toHaveAttribute('aria-activedescendant', (await chosen.getAttribute('id'))!);
    const text = (await chosen.textContent()) ?? '';
    await search.press('Enter');
    if (text.startsWith('Catégorie')) {
      await expect(page).toHaveURL(/\/martinique\/fr\/categorie\//);
      await expect(mainHeading(page)).toHaveText(text.replace(/^Catégorie/, '').trim());
    } else {
      await expect(page).toHaveURL(/\/martinique\/fr\/produit\//);
      await expect(mainHeading(page)).toBeVisible();
    }

    await search.fill('robe');
    await expect(panel.getByRole('option').first()).toBeVisible();
    await search.press('Enter');
    await expect(page).toHaveURL(/\/martinique\/fr\/recherche\?searchTerm=robe$/);
    await expect(productItems(page, 'Résultats pour « robe »').first()).toBeVisible();
  });

  test('a term without result says so @desktop', async ({ page }) => {
    await page.goto('/martinique/fr/');
    const search = headerSearch(page);
    await search.fill('zzqxw');
    await expect(suggestions(page).locator('..')).toContainText('Aucun résultat pour « zzqxw »');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/recherche\?searchTerm=zzqxw$/);
    const main = page.getByRole('main');
    await expect(main.getByText('Aucun résultat pour « zzqxw ».')).toBeVisible();
    await expect(main.getByText("Vérifiez l'orthographe ou essayez un terme plus général.")).toBeVisible();
    await main.getByRole('link', { name: "Retour à l'accueil" }).click();
    await expect(page).toHaveURL(/\/martinique\/fr\/$/);

    // Without a term: the start state and its own field.
    await page.goto('/martinique/fr/recherche');
    await expect(main.getByText(/^Que recherchez-vous/)).toBeVisible();
    await main.getByRole('searchbox', { name: 'Rechercher un produit' }).fill('lampe');
    await main.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page).toHaveURL(/\/recherche\?searchTerm=lampe$/);
  });
});

interface Variant {
  slug: string;
  reference: string;
  selectedAttributes: { name: string; value: string }[];
  price: { current: { displayed: { amount: string } } } | null;
  offers: { stockState: string; stockQuantity: number }[];
}
interface Configurable {
  slug: string;
  name: string;
  configurableAttributes: { name: string; label: string; values: string[] }[];
  variants: Variant[];
}

test.describe('product page', () => {
  test('choosing a variant of a configurable product @desktop', async ({ page, request }) => {
    const data = await graphql<{ search: { edges: { node: Configurable }[] } }>(
      request,
      `
        {
          search(term: "robe", first: 50) {
            edges {
              node {
                slug
                name
                configurableAttributes {
                  name
                  label
                  values
                }
                variants {
                  slug
                  reference
                  selectedAttributes {
                    name
                    value
                  }
                  price {
                    current {
                      displayed {
                        amount
                      }
                    }
                  }
                  offers {
                    stockState
                    stockQuantity
                  }
                }
              }
            }
          }
        }
      `,
    );
    // A product with two attributes where some combination does not exist.
    const product = data.search.edges
      .map((e) => e.node)
      .find(
        (p) =>
          p.configurableAttributes.length === 2 &&
          p.variants.length <
            p.configurableAttributes[0]!.values.length * p.configurableAttributes[1]!.values.length,
      );
    expect(product, 'a configurable product with a missing combination').toBeTruthy();
    const [first, second] = product!.configurableAttributes as [
      Configurable['configurableAttributes'][0],
      Configurable['configurableAttributes'][0],
    ];
    const value = (v: Variant, name: string) => v.selectedAttributes.find((a) => a.name === name)!.value;
    const exists = (a: string, b: string) =>
      product!.variants.some((v) => value(v, first.name) === a && value(v, second.name) === b);
    // A variant whose first value lacks some second value.
    const variant = product!.variants.find((v) =>
      second.values.some((b) => !exists(value(v, first.name), b)),
    )!;
    const a = value(variant, first.name);
    const b = value(variant, second.name);
    const missing = second.values.find((x) => !exists(a, x))!;

    await page.goto(`/martinique/fr/produit/${product!.slug}`);
    await expect(mainHeading(page)).toHaveText(product!.name);
    const group = (attribute: { label: string }) =>
      page.getByRole('group', { name: new RegExp(`^${attribute.label}`) });
    const option = (attribute: { label: string }, v: string) =>
      group(attribute).getByRole('button', { name: new RegExp(`^${v}( \\(|$)`) });

    await option(first, a).click();
    await expect(option(first, a)).toHaveAttribute('aria-pressed', 'true');
    await expect(group(first)).toHaveAccessibleName(`${first.label} : ${a}`);
    // What no variant combines with the choice is marked unavailable.
    await expect(option(second, missing)).toHaveAttribute('aria-disabled', 'true');
    await expect(option(second, missing)).toHaveAccessibleName(
      `${missing} (indisponible avec vos autres choix)`,
    );
    await expect(option(second, b)).toHaveAttribute('aria-disabled', 'false');
    // Clicking again deselects, and nothing is unavailable any more.
    await option(first, a).click();
    await expect(option(first, a)).toHaveAttribute('aria-pressed', 'false');
    await expect(group(first)).toHaveAccessibleName(first.label);
    await expect(option(second, missing)).toHaveAttribute('aria-disabled', 'false');

    // A full choice selects the variant: its reference, price and stock; the URL names it.
    await option(first, a).click();
    await option(second, b).click();
    await expect(page).toHaveURL(new RegExp(`[?&]variante=${variant.slug}$`));
    await expect(page.getByText(`Réf. ${variant.reference}`, { exact: true })).toBeVisible();
    const price = page.getByRole('main').getByText(FRENCH_PRICE).first();
    await expect(price).toHaveText(FRENCH_PRICE);
    expect(amount(await price.textContent())).toBe(Number(variant.price!.current.displayed.amount));
    const offer = variant.offers[0]!;
    const stock =
      offer.stockState === 'OUT_OF_STOCK'
        ? 'Rupture de stock'
        : offer.stockState === 'LOW_STOCK'
          ? `Plus que ${offer.stockQuantity} en stock`
          : `${offer.stockQuantity} en stock`;
    await expect(
      page
        .getByRole('region', { name: /^Offres des vendeurs/ })
        .getByText(stock)
        .first(),
    ).toBeVisible();

    // Choosing an unavailable value keeps it and drops the other choice.
    await option(second, b).click();
    await expect(option(second, b)).toHaveAttribute('aria-pressed', 'false');
    // (still a button a shopper can press: Playwright waits for aria-disabled ones, so force the click)
    await option(second, missing).click({ force: true });
    await expect(option(second, missing)).toHaveAttribute('aria-pressed', 'true');
    await expect(option(first, a)).toHaveAttribute('aria-pressed', 'false');
    await option(first, a).click({ force: true });
    await expect(option(first, a)).toHaveAttribute('aria-pressed', 'true');
    await expect(option(second, missing)).toHaveAttribute('aria-pressed', 'false');

    // The variant's URL opens with it chosen.
    await page.goto(`/martinique/fr/produit/${product!.slug}?variante=${variant.slug}`);
    await expect(option(first, a)).toHaveAttribute('aria-pressed', 'true');
    await expect(option(second, b)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(`Réf. ${variant.reference}`, { exact: true })).toBeVisible();
  });

  test('gallery, lightbox, offers of each seller, stock and prices', async ({ page, request }) => {
    interface Item {
      slug: string;
      name: string;
      reference: string;
      gallery: unknown[];
      variants: unknown[];
      offers: { shopName: string; stockState: string; stockQuantity: number }[];
    }
    const data = await graphql<{ products: { edges: { node: Item }[] } }>(
      request,
      `
        {
          products(categoryPath: "martinique/image-et-son", first: 100) {
            edges {
              node {
                slug
                name
                reference
                gallery {
                  src
                }
                variants {
                  slug
                }
                offers {
                  shopName
                  stockState
                  stockQuantity
                }
              }
            }
          }
        }
      `,
    );
    const items = data.products.edges.map((e) => e.node).filter((p) => p.variants.length === 0);
    const rich = items.find((p) => p.gallery.length >= 3 && p.offers.length >= 2);
    const plain = items.find((p) => p.gallery.length === 1);
    expect(rich, 'a product with 3 images and 2 offers').toBeTruthy();
    expect(plain, 'a product with one image').toBeTruthy();

    await page.goto(`/martinique/fr/produit/${rich!.slug}`);
    await expect(mainHeading(page)).toHaveText(rich!.name);
    await expect(page).toHaveTitle(new RegExp(`\\| ${SHOP_NAME}$`));
    await expect(page.getByRole('main').getByText(FRENCH_PRICE).first()).toBeVisible();

    // The offers of each seller, each with its price and stock message.
    const offers = page.getByRole('region', { name: `Offres des vendeurs (${rich!.offers.length})` });
    await expect(offers).toBeVisible();
    const lines = offers.getByRole('listitem').filter({ has: page.getByText(/^Vendu par/) });
    await expect(lines).toHaveCount(rich!.offers.length);
    for (const offer of rich!.offers) {
      const line = lines.filter({ hasText: offer.shopName });
      await expect(line.getByText(/^Vendu par/)).toBeVisible();
      await expect(line.getByText(FRENCH_PRICE).first()).toBeVisible();
      await expect(line.getByText(/en stock|Rupture de stock/).first()).toBeVisible();
    }

    // The « Informations » and « Les plus du produit » blocks (spec 2.4): reference, how it ships.
    const information = page.getByRole('region', { name: 'Informations' });
    await expect(information.getByText(rich!.reference, { exact: true })).toBeVisible();
    await expect(information.getByText('Conditionnement', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Les plus du produit' }).getByText(/^Expédition : /),
    ).toBeVisible();

    // Several images: thumbnails; clicking one shows it, the main image opens the lightbox there.
    const thumbnails = page.locator('.gallery__thumbs img');
    await expect(thumbnails).toHaveCount(rich!.gallery.length);
    await thumbnails.nth(1).click();
    const second = page.getByRole('button', { name: "Agrandir l'image 2" });
    await expect(second).toBeInViewport();
    await second.click();
    const lightbox = page.getByRole('dialog', { name: 'Images du produit' });
    await expect(lightbox).toBeVisible();
    await expect(lightbox.getByText(`2 / ${rich!.gallery.length}`)).toBeVisible();
    await lightbox.getByRole('button', { name: 'Image suivante' }).click();
    await expect(lightbox.getByText(`3 / ${rich!.gallery.length}`)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();

    // One image: no thumbnails, no arrows; the lightbox opens on it alone.
    await page.goto(`/martinique/fr/produit/${plain!.slug}`);
    await expect(mainHeading(page)).toHaveText(plain!.name);
    await expect(page.getByRole('button', { name: "Agrandir l'image 1" })).toBeVisible();
    await expect(thumbnails).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Image suivante' })).toHaveCount(0);
    await page.getByRole('button', { name: "Agrandir l'image 1" }).click();
    await expect(lightbox).toBeVisible();
    await expect(lightbox.getByRole('button', { name: 'Image suivante' })).toHaveCount(0);
    await lightbox.getByRole('button', { name: 'Fermer' }).click();
    await expect(lightbox).toBeHidden();
  });
});

test.describe('shops on the spot', () => {
  // Spec 7's locations/merchants and locations/location_hotel, on the product page (issue 35): the
  // demo's Ti Kaz Maison sells REF-000002 in Martinique; its products open in a dialog.
  test('a product page names the shop that sells it on the spot, and its products open in a dialog', async ({
    page,
    request,
  }) => {
    const { productsByReferences } = await graphql<{
      productsByReferences: { slug: string; name: string }[];
    }>(request, '{ productsByReferences(references: ["REF-000002"]) { slug name } }');
    const product = productsByReferences[0]!;
    await page.goto(`/martinique/fr/produit/${product.slug}`);
    await expect(mainHeading(page)).toHaveText(product.name);
    const block = page.getByRole('region', { name: 'Aussi en vente sur place' });
    await expect(block.getByText('Commerçant')).toBeVisible();
    const shop = block.getByRole('listitem').filter({ hasText: 'Ti Kaz Maison' });
    await expect(shop.getByRole('link', { name: /^Tél\./ })).toHaveAttribute('href', /^tel:\+/);
    await shop.getByRole('button', { name: 'Voir ses produits' }).click();
    const dialog = page.getByRole('dialog', { name: 'Les produits de Ti Kaz Maison' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('article').first()).toBeVisible();
    await expect(dialog.getByRole('link', { name: product.name })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(shop.getByRole('button', { name: 'Voir ses produits' })).toBeFocused();
  });
});

test.describe('accessibility', () => {
  for (const [name, path] of [
    ['home', '/martinique/fr/'],
    ['category', '/martinique/fr/categorie/mode'],
    ['search', '/martinique/fr/recherche?searchTerm=robe'],
    ['product', '/martinique/fr/produit/robe-d-ete-en-madras-madras-soleil-ref-000042'],
    ['seller', '/martinique/fr/prestataires/bebe-soleil'],
  ] as const) {
    test(`no violation on the ${name} page`, async ({ page }) => {
      await page.goto(path);
      await expect(mainHeading(page)).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectNoA11yViolations(page);
    });
  }

  test('no violation in the region dialog and the autocomplete panel', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('dialog', { name: 'Choisissez votre territoire' })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole('link', { name: 'Martinique' }).click();
    // The region's home is checked with its panel, not its loading state.
    await expect(mainHeading(page)).toBeVisible();
    await headerSearch(page).fill('robe');
    await expect(suggestions(page).getByRole('option').first()).toBeVisible();
    await expectNoA11yViolations(page);
  });

  // A keyboard journey: desktop only (the mobile project leaves out `@desktop` titles).
  test('the search and the facets work with the keyboard alone @desktop', async ({ page }) => {
    const tabTo = async (predicate: string, max = 40) => {
      for (let i = 0; i < max; i++) {
        await page.keyboard.press('Tab');
        if (await page.evaluate(predicate)) return;
      }
      throw new Error(`Tab never reached ${predicate}`);
    };

    await page.goto('/martinique/fr/categorie/mode');
    await expect(mainHeading(page)).toHaveText('Mode');
    // Skip link first, then on to the facets.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Aller au contenu' })).toBeFocused();
    await page.keyboard.press('Enter');
    await tabTo(`document.activeElement?.type === 'checkbox'`);
    const box = page.locator('input:focus');
    await expect(box).toBeChecked({ checked: false });
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
    await expect(page).toHaveURL(/[?&]f=marque%3A/);
    await listingSettled(page);
    await expect(box).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page).not.toHaveURL(/f=marque/);

    // Back to the top, Tab to the search field, type, pick a suggestion.
    await page.goto('/martinique/fr/');
    await expect(mainHeading(page)).toBeVisible();
    await tabTo(`document.activeElement?.getAttribute('role') === 'combobox'`);
    await page.keyboard.type('robe');
    await expect(suggestions(page).getByRole('option').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(suggestions(page).getByRole('option', { selected: true })).toHaveCount(1);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/(produit|categorie)\//);
    await expect(mainHeading(page)).toBeVisible();
  });
});
