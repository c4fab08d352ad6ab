import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y.js';
import { notification, signIn, signUp } from '../support/accounts.js';
import { tabTo } from '../support/keyboard.js';
import { mainHeading } from '../support/storefront.js';
import { expect, test } from '../support/test.js';

// Issue 10, the shopper's cart: the add-to-cart control on cards and product pages, its dialogs,
// the side panel, the cart page with coupons and the franco bar, region changes and sign-in. The
// rules themselves are proven below the browser (domain, storefront-api and gateway tests).

const HOME = '/martinique/fr/';

interface Offer {
  offerId: string;
  shopName: string;
  stockQuantity: number;
  packSize: number;
  minimalOrderQuantity: number;
  maximalOrderQuantity: number;
  currentPrice: { taxIncluded: { amount: string } };
}

interface Item {
  reference: string;
  slug: string;
  name: string;
  isConfigurable: boolean;
  defaultOffer: Offer | null;
  /** Place in the category's listing (relevance order, as the page shows it). */
  position: number;
}

const ITEM_FIELDS = `
  reference slug name isConfigurable
  defaultOffer {
    offerId shopName stockQuantity packSize minimalOrderQuantity maximalOrderQuantity
    currentPrice { taxIncluded { amount } }
  }`;

async function ask<T>(request: APIRequestContext, catalog: string, query: string): Promise<T> {
  const response = await request.post('/graphql', {
    data: { query },
    headers: { 'x-catalog': catalog, 'x-locale': 'fr', 'content-type': 'application/json' },
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors, 'graphql errors').toBeUndefined();
  return body.data;
}

/** Simple products of a Martinique category whose default offer sells one by one (demo data is random). */
async function simpleItems(request: APIRequestContext, category: string): Promise<Item[]> {
  const data = await ask<{ products: { edges: { node: Item }[] } }>(
    request,
    'martinique',
    `{ products(categoryPath: "martinique/${category}", first: 100) { edges { node { ${ITEM_FIELDS} } } } }`,
  );
  return data.products.edges
    .map((edge, position) => ({ ...edge.node, position }))
    .filter(
      (item) =>
        !item.isConfigurable &&
        item.defaultOffer !== null &&
        item.defaultOffer.packSize === 1 &&
        item.defaultOffer.minimalOrderQuantity === 1 &&
        item.defaultOffer.maximalOrderQuantity >= item.defaultOffer.stockQuantity,
    );
}

/** A text as it reads inside a regular expression. */
function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function price(item: Item): number {
  return Number(item.defaultOffer!.currentPrice.taxIncluded.amount);
}

/** The header's cart link (the bottom bar's on a phone), by the number of lines its badge says. */
function cartLink(page: Page, lines: number): Locator {
  const name =
    lines === 0
      ? /^(Mon p|P)anier$/
      : new RegExp(`^(Mon panier, ${lines} article\\(s\\)|Panier \\(${lines} article\\(s\\)\\))$`);
  return page.getByRole('link', { name }).locator('visible=true').first();
}

/** The number field of a quantity control (its group of buttons bears the same name). */
function quantityField(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('spinbutton', { name: `Quantité de ${name}` });
}

function cartLines(page: Page): Locator {
  return page.getByRole('list', { name: 'Articles du panier' }).getByRole('listitem');
}

/** Adds the product of its page to the cart with the control's own quantity field. */
async function addFromProductPage(page: Page, item: Item, quantity?: number): Promise<void> {
  await page.goto(`${HOME}produit/${item.slug}`);
  await expect(mainHeading(page)).toHaveText(item.name);
  const offer = page.getByRole('listitem').filter({ hasText: item.defaultOffer!.shopName }).first();
  if (quantity !== undefined) await quantityField(offer, item.name).fill(String(quantity));
  await offer.getByRole('button', { name: /^Ajouter au panier/ }).click();
}

async function closeAddedDialog(
  page: Page,
  action: 'Continuer mes achats' | 'Voir mon panier',
): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Produit ajouté au panier' });
  await expect(dialog).toBeVisible();
  await dialog
    .getByRole('button', { name: action })
    .or(dialog.getByRole('link', { name: action }))
    .click();
  await expect(dialog).toBeHidden();
}

test.describe('the cart', () => {
  test('add from a card and a product page, capped at the stock, then the panel and the cart page', async ({
    page,
    request,
  }) => {
    const items = await simpleItems(request, 'image-et-son');
    const scarce = items.find(
      (item) => item.defaultOffer!.stockQuantity >= 2 && item.defaultOffer!.stockQuantity <= 9,
    );
    expect(scarce, 'a product with a few units in stock').toBeDefined();
    // On the listing's first page, with more than one unit (one would already be the maximum).
    const carded = items.find(
      (item) => item.position < 20 && item !== scarce && item.defaultOffer!.stockQuantity >= 2,
    );
    expect(carded, 'a product of the first page with stock').toBeDefined();

    // A card adds one of its default offer, then confirms.
    await page.goto(`${HOME}categorie/image-et-son`);
    await expect(cartLink(page, 0)).toBeVisible();
    const add = page.getByRole('button', {
      name: new RegExp(`^Ajouter au panier – ${escaped(carded!.name)}`),
    });
    await add.click();
    // The notice lives 3 s: it is read while the dialog is still open.
    await expect(notification(page, 'Produit ajouté au panier')).toBeVisible();
    await closeAddedDialog(page, 'Continuer mes achats');
    await expect(cartLink(page, 1)).toBeVisible();

    // More than the stock on the product page: the line holds the stock, and the shopper is told.
    const stock = scarce!.defaultOffer!.stockQuantity;
    await addFromProductPage(page, scarce!, stock + 5);
    await expect(
      notification(page, `${scarce!.name} : Quantité maximale atteinte (${stock} en stock)`),
    ).toBeVisible();
    await closeAddedDialog(page, 'Continuer mes achats');
    await expect(cartLink(page, 2)).toBeVisible();

    // The side panel lists both lines; from it, the cart page.
    await cartLink(page, 2).click();
    const panel = page.getByRole('dialog', { name: 'Mon panier' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('list', { name: 'Articles du panier' }).getByRole('listitem')).toHaveCount(
      2,
    );
    await expectNoA11yViolations(page);
    await panel.getByRole('link', { name: 'Voir mon panier' }).click();
    await expect(mainHeading(page)).toHaveText('Mon panier');
    await expect(cartLines(page)).toHaveCount(2);
    await expect(quantityField(page, scarce!.name)).toHaveValue(String(stock));
    await expect(page.getByText(`Quantité maximale atteinte (${stock} en stock)`).first()).toBeVisible();

    // One less, then the line leaves.
    await page.getByRole('button', { name: `Diminuer la quantité de ${scarce!.name}` }).click();
    await expect(quantityField(page, scarce!.name)).toHaveValue(String(stock - 1));
    await expect(notification(page, 'Quantité mise à jour dans votre panier')).toBeVisible();
    await page.getByRole('button', { name: `Retirer ${scarce!.name} du panier` }).click();
    await expect(notification(page, 'Produit retiré du panier')).toBeVisible();
    await expect(cartLines(page)).toHaveCount(1);
    await expect(cartLink(page, 1)).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('coupons, the franco bar reaching free delivery, and clearing the cart @desktop', async ({
    page,
    request,
  }) => {
    const items = await simpleItems(request, 'image-et-son');
    // Under the 150 € of Martinique's free delivery alone, over it with three even after 10 % off.
    const item = items.find(
      (candidate) =>
        price(candidate) > 60 && price(candidate) < 140 && candidate.defaultOffer!.stockQuantity >= 10,
    );
    expect(item, 'a product between 60 and 140 €').toBeDefined();
    await addFromProductPage(page, item!);
    await closeAddedDialog(page, 'Voir mon panier');
    await expect(mainHeading(page)).toHaveText('Mon panier');

    const franco = page.getByRole('progressbar', { name: 'Progression vers la livraison offerte' });
    await expect(franco).toBeVisible();
    await expect(page.getByText(/^Plus que .* pour profiter de la livraison offerte\.$/)).toBeVisible();

    const code = page.getByLabel(/^Votre code promo/);
    await code.fill('PROMO5');
    await page.getByRole('button', { name: 'Appliquer' }).click();
    await expect(notification(page, "Ce code promo n'existe pas ou n'est plus valable.")).toBeVisible();
    await code.fill('bienvenue10');
    await page.getByRole('button', { name: 'Appliquer' }).click();
    await expect(notification(page, 'Le code promo a bien été ajouté à votre panier.')).toBeVisible();
    await expect(page.getByText('Code BIENVENUE10 appliqué')).toBeVisible();
    const summary = page.getByRole('region', { name: 'Récapitulatif' });
    await expect(summary.getByRole('term').filter({ hasText: 'Code promo BIENVENUE10' })).toBeVisible();

    await quantityField(page, item!.name).fill('3');
    await expect(page.getByText('Bravo, la livraison vous est offerte !')).toBeVisible();
    await expect(franco).toHaveAttribute('aria-valuenow', '100');

    await page.getByRole('button', { name: 'Retirer le code BIENVENUE10' }).click();
    await expect(notification(page, 'Le code promo a été retiré de votre panier.')).toBeVisible();
    await expectNoA11yViolations(page);

    // On the cart page its link stays a link; elsewhere it opens the side panel.
    await page.goto(HOME);
    await cartLink(page, 1).click();
    const panel = page.getByRole('dialog', { name: 'Mon panier' });
    await panel.getByRole('button', { name: 'Vider le panier' }).click();
    await expect(panel.getByText('Votre panier est vide')).toBeVisible();
    await expect(cartLink(page, 0)).toBeVisible();
  });

  test('a region change takes out the lines not sold there, and lists them @desktop', async ({
    page,
    request,
  }) => {
    const items = await simpleItems(request, 'image-et-son');
    const references = items.map((item) => JSON.stringify(item.reference)).join(', ');
    const elsewhere = await ask<{
      productsByReferences: ({ reference: string; offers: { shopName: string }[] } | null)[];
    }>(
      request,
      'guadeloupe',
      `{ productsByReferences(references: [${references}]) { reference offers { shopName } } }`,
    );
    const soldThere = new Map(
      elsewhere.productsByReferences.flatMap((product) =>
        product ? [[product.reference, product.offers.map((offer) => offer.shopName)] as const] : [],
      ),
    );
    const onlyHere = items.find(
      (item) =>
        item.defaultOffer!.stockQuantity > 0 &&
        !soldThere.get(item.reference)?.includes(item.defaultOffer!.shopName),
    );
    expect(onlyHere, 'a product of this seller sold in Martinique only').toBeDefined();

    await addFromProductPage(page, onlyHere!);
    await closeAddedDialog(page, 'Continuer mes achats');
    await expect(cartLink(page, 1)).toBeVisible();

    await page
      .getByRole('button', { name: 'Martinique, changer de territoire' })
      .locator('visible=true')
      .first()
      .click();
    await page
      .getByRole('dialog', { name: 'Choisissez votre territoire' })
      .getByRole('link', { name: /^Guadeloupe/ })
      .click();
    const gone = page.getByRole('dialog', { name: 'Produits indisponibles' });
    await expect(gone).toBeVisible();
    await expect(gone.getByText(new RegExp(`^${escaped(onlyHere!.name)} \\(réf\\.`))).toBeVisible();
    await expectNoA11yViolations(page);
    await gone.getByRole('button', { name: "J'ai compris" }).click();
    await expect(page).toHaveURL(/\/guadeloupe\/fr\//);
    await expect(cartLink(page, 0)).toBeVisible();
  });

  test("the guest's cart is kept at sign-in, and the whole cart goes by keyboard @desktop", async ({
    page,
    request,
  }) => {
    const items = await simpleItems(request, 'image-et-son');
    const item = items.find((candidate) => candidate.defaultOffer!.stockQuantity >= 5)!;
    const customer = await signUp(page);
    await page.evaluate(() =>
      fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-catalog': 'martinique', 'x-locale': 'fr' },
        body: JSON.stringify({ query: 'mutation { signOut { viewer { isAuthenticated } } }' }),
      }),
    );

    // As a guest, by keyboard: to the product's add button, then its confirmation dialog.
    await page.goto(`${HOME}produit/${item.slug}`);
    await expect(mainHeading(page)).toHaveText(item.name);
    const add = page.getByRole('button', { name: /^Ajouter au panier/ }).first();
    // Keyboard navigation starts where the shopper last clicked: the product's title.
    await mainHeading(page).click();
    await tabTo(page, add);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Produit ajouté au panier' });
    await expect(dialog).toBeVisible();
    await expectNoA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Focus comes back to the control, now in its modify state: + by keyboard.
    await expect(quantityField(page, item.name)).toBeFocused();
    await tabTo(page, page.getByRole('button', { name: `Augmenter la quantité de ${item.name}` }), 3);
    await page.keyboard.press('Enter');
    await expect(quantityField(page, item.name)).toHaveValue('2');
    await expect(notification(page, 'Quantité mise à jour dans votre panier')).toBeVisible();

    await signIn(page, customer.email);
    await page.goto(`${HOME}mon-panier`);
    await expect(mainHeading(page)).toHaveText('Mon panier');
    await expect(cartLines(page)).toHaveCount(1);
    await expect(quantityField(page, item.name)).toHaveValue('2');

    // The cart page by keyboard alone: one more, the coupon, then on to the checkout. On a slow
    // network the quantity's reply comes in after the coupon was sent: it must not take the
    // applied coupon off the page (the shop sends a shopper's changes in turn).
    let quantityOnItsWay: () => void = () => {};
    const quantityAnswered = new Promise<void>((resolve) => (quantityOnItsWay = resolve));
    await page.route('**/graphql', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('"setCartLineQuantity"')) {
        quantityOnItsWay();
        await new Promise((done) => setTimeout(done, 1_500));
      }
      await route.fulfill({ response, body });
    });
    await mainHeading(page).click();
    await tabTo(page, page.getByRole('button', { name: `Augmenter la quantité de ${item.name}` }));
    await page.keyboard.press('Enter');
    await expect(quantityField(page, item.name)).toHaveValue('3');
    await quantityAnswered;
    await tabTo(page, page.getByRole('textbox', { name: /^Votre code promo/ }));
    await page.keyboard.type('BIENVENUE10');
    await page.keyboard.press('Enter');
    await expect(notification(page, 'Quantité mise à jour dans votre panier')).toBeVisible();
    await expect(notification(page, 'Le code promo a bien été ajouté à votre panier.')).toBeVisible();
    await expect(page.getByText('Code BIENVENUE10 appliqué')).toBeVisible();
    await page.unroute('**/graphql');
    await tabTo(page, page.getByRole('link', { name: 'Passer commande' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/martinique\/fr\/commande\//);
  });
});
