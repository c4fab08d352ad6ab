import type { APIRequestContext } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y.js';
import { shopCommand } from '../support/operator.js';
import { graphql, mainHeading } from '../support/storefront.js';
import { expect, test } from '../support/test.js';

// Issue 15, the marketing events (spec 7 "Tracking", 2.2): once the shopper accepts audience
// measurement, the page views and the add to cart reach the shop's own endpoint in batches (a
// beacon when the page is left) and the operator reads them per day; nothing goes to another origin
// (no tracker is configured: the `outsideRequests` fixture checks it).

const COOKIES = 'Vos choix en matière de cookies';

/** Today's counts per event, as the operator reads them (`pnpm shop events counts`). */
async function todayCounts(): Promise<Record<string, number>> {
  const today = new Date().toISOString().slice(0, 10);
  const output = await shopCommand('events', 'counts', '--from', today, '--to', today);
  const counts: Record<string, number> = {};
  for (const line of output.split('\n')) {
    const [day, name, count] = line.trim().split(/\s+/u);
    if (day === today && name && count) counts[name] = Number(count);
  }
  return counts;
}

interface Candidate {
  slug: string;
  name: string;
  isConfigurable: boolean;
  defaultOffer: {
    shopName: string;
    stockQuantity: number;
    packSize: number;
    minimalOrderQuantity: number;
  } | null;
}

/** A simple product of the category whose default offer is in stock and sells one at a time. */
async function productInStock(request: APIRequestContext, category: string) {
  const { products } = await graphql<{ products: { edges: { node: Candidate }[] } }>(
    request,
    `{ products(categoryPath: "martinique/${category}", first: 50) { edges { node {
      slug name isConfigurable defaultOffer { shopName stockQuantity packSize minimalOrderQuantity } } } } }`,
  );
  const found = products.edges
    .map((edge) => edge.node)
    .find(
      ({ isConfigurable, defaultOffer: offer }) =>
        !isConfigurable &&
        offer !== null &&
        offer.stockQuantity > 5 &&
        offer.packSize === 1 &&
        offer.minimalOrderQuantity === 1,
    );
  expect(found, 'a product in stock').toBeDefined();
  return { slug: found!.slug, name: found!.name, shopName: found!.defaultOffer!.shopName };
}

test.describe('a shopper who accepts the cookies', () => {
  test.use({ consent: null });

  test('page views and the add to cart are counted by the operator, and nothing leaves the shop @desktop', async ({
    page,
    request,
  }) => {
    const before = await todayCounts();
    const product = await productInStock(request, 'mode');
    const beacons: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/events') beacons.push(response.status());
    });

    await page.goto('/martinique/fr/');
    const banner = page.getByRole('region', { name: COOKIES });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Tout accepter' }).click();
    await expect(banner).toBeHidden();

    // Browsing: the home's page view (raised before the choice), a category, then a product page.
    await page
      .getByRole('region', { name: 'Nos univers' })
      .getByRole('link', { name: 'Mode', exact: true })
      .click();
    await expect(mainHeading(page)).toHaveText('Mode');
    await page.goto(`/martinique/fr/produit/${product.slug}`);
    await expect(mainHeading(page)).toHaveText(product.name);
    await page
      .getByRole('button', { name: /^Ajouter au panier/ })
      .first()
      .click();
    const added = page.getByRole('dialog', { name: 'Produit ajouté au panier' });
    await expect(added).toBeVisible();
    await expectNoA11yViolations(page);
    await added
      .getByRole('button', { name: 'Continuer mes achats' })
      .or(added.getByRole('link', { name: 'Continuer mes achats' }))
      .click();
    await expect(added).toBeHidden();

    // Leaving the page (a full load of the cart page) sends what is still waiting, by beacon.
    await page.goto('/martinique/fr/mon-panier');
    await expect.poll(() => beacons.length).toBeGreaterThan(0);
    expect(beacons.every((status) => status === 204)).toBe(true);

    // The home, the category and the product page, and the add to cart (other journeys may be
    // counting at the same time: at least these).
    await expect
      .poll(async () => {
        const after = await todayCounts();
        return {
          pageViews: (after.page_view ?? 0) - (before.page_view ?? 0) >= 3,
          addToCart: (after.add_to_cart ?? 0) - (before.add_to_cart ?? 0) >= 1,
        };
      })
      .toEqual({ pageViews: true, addToCart: true });
  });
});
