import { FRENCH_PRICE, SHOP_NAME, graphql } from '../support/storefront.js';
import { expect, test } from '../support/test.js';

// Issue 13: every page is born on the server. What a link preview, a search engine or a shopper
// without JavaScript gets is the page itself; with JavaScript, the browser takes it over without
// asking the gateway again.

interface Listed {
  products: { edges: { node: { slug: string; name: string } }[] } | null;
}

/** A product of the Martinique catalogue with its name, as the gateway lists it. */
async function aProduct(request: Parameters<typeof graphql>[0]): Promise<{ slug: string; name: string }> {
  const data = await graphql<Listed>(
    request,
    'query { products(categoryPath: "martinique/epicerie-fine", first: 1) { edges { node { slug name } } } }',
  );
  const product = data.products?.edges[0]?.node;
  expect(product, 'a product to open').toBeTruthy();
  return product!;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a product page shows its name, price and offers, with its title and links @desktop', async ({
    page,
    request,
  }) => {
    const product = await aProduct(request);
    const response = await page.goto(`/martinique/fr/produit/${product.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await expect(page).toHaveTitle(
      new RegExp(`^${product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| .*${SHOP_NAME}$`),
    );
    const offer = page.locator('.offers li.offer').first();
    await expect(offer.locator('.price__current')).toHaveText(FRENCH_PRICE);
    await expect(offer).toContainText(/en stock|Rupture de stock/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/martinique/fr/produit/${product.slug}$`),
    );
    await expect(page.locator('link[rel="alternate"][hreflang="fr-GP"]')).toHaveCount(1);
  });

  // A click landing before the script has run is never lost (issue 35): the territories are links.
  test('the first visit chooses its territory @desktop', async ({ page }) => {
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Choisissez votre territoire' });
    await dialog.getByRole('link', { name: 'Martinique' }).click();
    await expect(page).toHaveURL(/\/martinique\/fr\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Bienvenue sur la boutique de Martinique',
    );
  });
});

test('the browser takes the server page over without asking the gateway again @desktop', async ({
  page,
  request,
}) => {
  const product = await aProduct(request);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/graphql') asked.push(r.postData() ?? '');
  });
  // The moment the page says it is hydrated, no part of it is still the server's inert HTML: React
  // hydrates Suspense boundaries after the root, and a shopper's keys or a cart change landing in
  // between were lost (web/src/routing/hydration.tsx). Read in the page, as the mark is set.
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      const html = document.documentElement;
      if (!html.hasAttribute('data-hydrated')) return;
      observer.disconnect();
      const inert: string[] = [];
      const walker = document.createTreeWalker(document.getElementById('root')!, NodeFilter.SHOW_COMMENT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if ((node as Comment).data !== '$') continue;
        let element = node.nextSibling;
        while (element && element.nodeType !== Node.ELEMENT_NODE) element = element.nextSibling;
        // React marks each element it has taken over with its fiber (a private key, read only here).
        if (element && !Object.keys(element).some((key) => key.startsWith('__reactFiber$')))
          inert.push((element as Element).outerHTML.slice(0, 80));
      }
      html.dataset.inertParts = JSON.stringify(inert);
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  });
  await page.goto(`/martinique/fr/produit/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  // Hydrated (main.tsx marks it once React has taken the whole page over).
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  expect(JSON.parse((await page.locator('html').getAttribute('data-inert-parts')) ?? 'null')).toEqual([]);
  await page.waitForLoadState('networkidle');
  expect(asked, 'queries asked again after the server rendering').toEqual([]);
});

test.describe('what the server answers', () => {
  test('statuses, redirects and caching @desktop', async ({ request }) => {
    const product = await aProduct(request);
    const page = await request.get(`/martinique/fr/produit/${product.slug}`, { maxRedirects: 0 });
    expect(page.status()).toBe(200);
    const headers = page.headers();
    expect(headers['cache-control']).toBe('public, max-age=60');
    expect(headers.vary).toContain('Cookie');
    // React's streaming scripts carry the response's nonce; nothing else inline runs.
    const nonce = /'nonce-([^']+)'/.exec(headers['content-security-policy'] ?? '')?.[1];
    expect(nonce).toBeTruthy();
    const html = await page.text();
    expect(html).toContain(`<h1`);
    expect(html).toContain('<script type="application/json" id="shop-data">');
    const inline = [...html.matchAll(/<script\b[^>]*>/g)]
      .map((match) => match[0])
      // Data blocks (the page's data, its JSON-LD) are never run: no nonce is theirs to carry.
      .filter((tag) => !tag.includes(' src=') && !/type="application\/(ld\+)?json"/u.test(tag));
    expect(inline.length).toBeGreaterThan(0);
    for (const tag of inline) expect(tag).toContain(`nonce="${nonce}"`);

    const missing = await request.get('/martinique/fr/produit/ce-produit-n-existe-pas', { maxRedirects: 0 });
    expect(missing.status()).toBe(302);
    expect(missing.headers().location).toBe('/martinique/fr/404');
    const notFound = await request.get('/martinique/fr/404', { maxRedirects: 0 });
    expect(notFound.status()).toBe(404);
    expect(await notFound.text()).toContain('Page introuvable');

    const stored = await request.get('/', { maxRedirects: 0, headers: { cookie: 'catalog=guadeloupe' } });
    expect(stored.status()).toBe(302);
    expect(stored.headers().location).toBe('/guadeloupe/fr/');
    const choice = await request.get('/', { maxRedirects: 0, headers: { cookie: '' } });
    expect(choice.status()).toBe(200);
    expect(await choice.text()).toContain('role="dialog"');

    const personal = await request.get(`/martinique/fr/produit/${product.slug}`, {
      maxRedirects: 0,
      headers: { cookie: `__Host-shop_session=${'a'.repeat(32)}` },
    });
    expect(personal.headers()['cache-control']).toBe('private, no-store');
  });
});
