// What the checkout and order journeys share: products to buy, a customer with a cart, the card form.
import type { Page } from '@playwright/test';
import { HOME, pageGraphql, signUp } from './accounts.js';
import { mainHeading } from './storefront.js';
import { expect } from './test.js';

export interface Sellable {
  offerId: string;
  name: string;
  shopName: string;
}

/**
 * Martinique's products, category after category (the `first` of each), each with the fields
 * `selection` names: the journeys look for one the demo data happens to hold (it is random).
 */
export async function* martiniqueProducts<T>(page: Page, selection: string, first = 100): AsyncGenerator<T> {
  // The shop's own page, so that its GraphQL endpoint is a same-origin call.
  if (page.url() === 'about:blank') await page.goto(HOME);
  const { categories } = await pageGraphql<{ categories: { path: string }[] }>(
    page,
    '{ categories { path } }',
  );
  for (const { path } of categories) {
    const { products } = await pageGraphql<{ products: { edges: { node: T }[] } }>(
      page,
      `query ($path: String!, $first: Int!) { products(categoryPath: $path, first: $first) { edges { node { ${selection} } } } }`,
      { path, first },
    );
    for (const { node } of products.edges) yield node;
  }
}

/** Products of the region sold one by one with stock to spare, from `sellers` different sellers (demo data is random). */
export async function sellableOffers(page: Page, sellers = 1): Promise<Sellable[]> {
  const found = new Map<string, Sellable>();
  const products = martiniqueProducts<{
    name: string;
    isConfigurable: boolean;
    defaultOffer: {
      offerId: string;
      shopName: string;
      stockQuantity: number;
      packSize: number;
      minimalOrderQuantity: number;
    } | null;
  }>(
    page,
    'name isConfigurable defaultOffer { offerId shopName stockQuantity packSize minimalOrderQuantity }',
    40,
  );
  for await (const node of products) {
    const offer = node.defaultOffer;
    if (node.isConfigurable || offer === null || found.has(offer.shopName)) continue;
    if (offer.stockQuantity >= 5 && offer.packSize === 1 && offer.minimalOrderQuantity === 1)
      found.set(offer.shopName, { offerId: offer.offerId, name: node.name, shopName: offer.shopName });
    if (found.size === sellers) return [...found.values()];
  }
  throw new Error(`no products of ${sellers} sellers in Martinique`);
}

export async function customerWithCart(page: Page, products: Sellable[]) {
  const customer = await signUp(page);
  for (const [name, street] of [
    ['maison', '12 rue Victor Hugo'],
    ['bureau', '3 boulevard du Général de Gaulle'],
  ]) {
    const created = await pageGraphql<{ createAddress: { userErrors: unknown[] } }>(
      page,
      `mutation ($input: CreateAddressInput!) { createAddress(input: $input) { userErrors { code } } }`,
      {
        input: {
          name,
          address: {
            firstName: 'Léa',
            lastName: 'Joseph',
            street,
            city: 'Fort-de-France',
            postCode: '97200',
            country: 'MQ',
            phone: '0696123456',
          },
        },
      },
    );
    expect(created.createAddress.userErrors).toEqual([]);
  }
  for (const product of products)
    await pageGraphql(
      page,
      `mutation ($input: SetCartLineQuantityInput!) { setCartLineQuantity(input: $input) { userErrors { code } } }`,
      { input: { offerId: product.offerId, quantity: 1, method: 'ADD' } },
    );
  return customer;
}

/** Types a card in the provider's form (its own page, in the shop's frame) and pays. */
export async function payWith(page: Page, cardNumber: string, securityCode: string): Promise<void> {
  const frame = page.frameLocator('iframe[title="Formulaire de paiement sécurisé"]');
  await frame.getByLabel('Numéro de carte').fill(cardNumber);
  await frame.getByLabel('Nom du titulaire').fill('Léa Joseph');
  await frame.getByLabel('Date d’expiration (MMAA)').fill('1239');
  await frame.getByLabel('Cryptogramme').fill(securityCode);
  await frame.getByRole('button', { name: /^Payer / }).click();
}

/**
 * From the shipping step with the address chosen: home delivery for every shipment, billing to the
 * address matching `billingAddress`, the terms, and the card paid; ends on « Paiement reçu ».
 */
export async function payHome(
  page: Page,
  billingAddress: RegExp,
  card = '4970100000000055',
  /** The customer's only (or default billing) address: the step has chosen it already. */
  billingPreselected = false,
): Promise<void> {
  // The methods show once the shipping address is on the cart: `all()` alone does not wait.
  const doors = page.getByRole('radio', { name: /Livraison à domicile/ });
  await expect(doors.first()).toBeVisible();
  for (const door of await doors.all()) {
    await door.click();
    await expect(door).toBeChecked();
  }
  await page.getByRole('link', { name: 'Continuer vers le paiement' }).click();
  await expect(mainHeading(page)).toHaveText('Paiement');
  const billing = page.getByRole('radio', { name: billingAddress });
  if (billingPreselected) await expect(billing).toBeChecked();
  await billing.click();
  await expect(billing).toBeChecked();
  await page.getByRole('checkbox', { name: 'J’accepte les conditions générales de vente' }).check();
  await page.getByRole('button', { name: 'Valider et payer' }).click();
  await payWith(page, card, '123');
  await expect(mainHeading(page)).toHaveText('Paiement reçu');
}

/** Buys the customer's cart, delivered home, with the accepted card; answers the order's reference. */
export async function buyHome(page: Page): Promise<string> {
  await page.goto(`${HOME}commande/livraison`);
  await expect(mainHeading(page)).toHaveText('Livraison');
  const address = page.getByRole('radio', { name: /12 rue Victor Hugo/ });
  await address.click();
  await expect(address).toBeChecked();
  await payHome(page, /12 rue Victor Hugo/);
  await page.getByRole('link', { name: 'Voir ma commande' }).click();
  await expect(mainHeading(page)).toHaveText('Merci pour votre commande');
  return (await page.getByText(/^Commande OM\d{6}-\d{6}$/).textContent())!.replace('Commande ', '');
}
