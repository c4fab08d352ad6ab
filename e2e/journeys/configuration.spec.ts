import type { APIRequestContext } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y.js';
import { b2bUrl, defaultsUrl } from '../support/configurations.js';
import { graphql, mainHeading } from '../support/storefront.js';
import { expect, test } from '../support/test.js';

// Issue 9: the shop with the spec 9 defaults and in B2B mode, beside the demo settings of the main
// product (support/configurations.ts).

test('every configuration of the shop serves its home page @desktop', async ({ page }) => {
  for (const base of [defaultsUrl, b2bUrl]) {
    await page.goto(`${base}/martinique/fr/`);
    await expect(page).toHaveURL(`${base}/martinique/fr/`);
    await expect(mainHeading(page)).toHaveText('Bienvenue sur la boutique de Martinique');
    // The catalogue comes through this gateway, from the product's storefront-api.
    await expect(page.getByRole('main').locator('a[href*="/produit/"]').first()).toBeVisible();
  }
});

/** A product several sellers offer, found through the demo gateway (marketplace on). */
async function productOfSeveralSellers(
  request: APIRequestContext,
): Promise<{ slug: string; reference: string; sellers: string[] }> {
  const { categories } = await graphql<{ categories: { path: string }[] }>(
    request,
    '{ categories { path } }',
  );
  for (const { path } of categories) {
    const { products } = await graphql<{
      products: { edges: { node: { slug: string; reference: string; offers: { shopName: string }[] } }[] };
    }>(
      request,
      'query ($path: String!) { products(categoryPath: $path, first: 50) { edges { node { slug reference offers { shopName } } } } }',
      { path },
    );
    const found = products.edges.find((edge) => edge.node.offers.length > 1)?.node;
    if (found)
      return { slug: found.slug, reference: found.reference, sellers: found.offers.map((o) => o.shopName) };
  }
  throw new Error('no product with several sellers in the demo catalogue');
}

async function taxFreeAndIncluded(
  request: APIRequestContext,
  slug: string,
): Promise<{ taxFree: string; taxIncluded: string }> {
  const { product } = await graphql<{
    product: { price: { current: { taxFree: { amount: string }; taxIncluded: { amount: string } } } };
  }>(
    request,
    'query ($slug: String!) { product(slug: $slug) { price { current { taxFree { amount } taxIncluded { amount } } } } }',
    {
      slug,
    },
  );
  return {
    taxFree: product.price.current.taxFree.amount,
    taxIncluded: product.price.current.taxIncluded.amount,
  };
}

/** "1234.50" as the French pages write it: "1 234,50 €". */
function french(amount: string): RegExp {
  const [units, cents] = amount.split('.');
  const grouped = units!.replace(/\B(?=(\d{3})+(?!\d))/g, '[\\s\\u202f]');
  return new RegExp(`${grouped},${cents}\\s€`);
}

test.describe('a shop with the spec defaults', () => {
  test('French only, no marketplace, no quick order: none of it shown or reachable @desktop', async ({
    page,
    request,
  }) => {
    const { slug, sellers } = await productOfSeveralSellers(request);
    await page.goto(`${defaultsUrl}/martinique/fr/produit/${slug}`);
    await expect(mainHeading(page)).toBeVisible();
    // One offer, no seller's name anywhere, the price labelled TTC.
    const offers = page.locator('.offers');
    await expect(offers.getByRole('listitem').filter({ has: page.locator('.price') })).toHaveCount(1);
    for (const seller of sellers) await expect(page.getByText(seller)).toHaveCount(0);
    await expect(page.getByText('Vendu par')).toHaveCount(0);
    await expect(page.locator('.product-page__summary .price').first()).toContainText('TTC');
    // No language links, no phone, no quick order, no seller links, in the header and the footer.
    await expect(page.getByRole('navigation', { name: 'Langue' })).toHaveCount(0);
    await expect(page.locator('a[href^="tel:"]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Commande/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Devenir vendeur' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: /vendeurs/i })).toHaveCount(0);
    await expect(page.locator('link[hreflang^="en-"]')).toHaveCount(0);
    await expectNoA11yViolations(page);

    // English addresses open in French; seller pages do not exist.
    await page.goto(`${defaultsUrl}/martinique/en/produit/${slug}`);
    await expect(page).toHaveURL(new RegExp(`/martinique/fr/produit/${slug}$`));
    await page.goto(`${defaultsUrl}/martinique/fr/prestataires`);
    await expect(mainHeading(page)).toHaveText('Page introuvable');
  });
});

test.describe('a shop in B2B mode', () => {
  test('every price is tax-free and labelled HT @desktop', async ({ page, request }) => {
    const { slug } = await productOfSeveralSellers(request);
    const { taxFree, taxIncluded } = await taxFreeAndIncluded(request, slug);
    expect(taxFree).not.toBe(taxIncluded);
    await page.goto(`${b2bUrl}/martinique/fr/produit/${slug}`);
    const price = page.locator('.product-page__summary .price').first();
    await expect(price).toContainText(french(taxFree));
    await expect(price).toContainText('HT');
    await expect(page.getByText('TTC')).toHaveCount(0);
    await expect(page.locator('.offer .price').first()).toContainText('HT');
  });
});

test.describe('the demo settings', () => {
  test('the quick order finds a product by its reference and opens it', async ({ page, request }) => {
    const { slug, reference, sellers } = await productOfSeveralSellers(request);
    await page.goto('/martinique/fr/');
    const entry = page.getByRole('button', { name: /^Commande( rapide)?$/ }).filter({ visible: true });
    await entry.click();
    const dialog = page.getByRole('dialog', { name: 'Commande rapide' });
    await expect(dialog.getByText('Saisissez ou scannez la référence')).toBeVisible();
    await dialog.getByLabel('Référence du produit').fill('REFERENCE-INCONNUE');
    await dialog.getByRole('button', { name: 'Rechercher' }).click();
    await expect(dialog.getByText('Aucun produit ne correspond à cette référence.')).toBeVisible();
    await dialog.getByLabel('Référence du produit').fill(reference);
    await dialog.getByLabel('Référence du produit').press('Enter');
    await expect(dialog.getByText(`Réf. ${reference}`)).toBeVisible();
    // Enter is a keyboard scanner's end of scan: one unit goes to the cart, and the shop says so.
    await expect(page.getByRole('status').filter({ hasText: 'Produit ajouté au panier' })).toBeVisible();
    await expectNoA11yViolations(page);
    await dialog.getByRole('link', { name: 'Voir le produit' }).click();
    await expect(page).toHaveURL(new RegExp(`/produit/${slug}$`));
    await expect(dialog).toHaveCount(0);
    // The marketplace names every seller.
    for (const seller of sellers)
      await expect(page.locator('.offers').getByText(seller).first()).toBeVisible();
  });
});
