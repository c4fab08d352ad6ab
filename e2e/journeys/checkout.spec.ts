import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y.js';
import { HOME, pageGraphql, signUp } from '../support/accounts.js';
import { lastMailId, waitForMail } from '../support/mail.js';
import { mainHeading } from '../support/storefront.js';
import { expect, test } from '../support/test.js';

// Issue 11, checkout and card payment: a new customer with a Martinique address checks out one
// product to a relay point, has a card refused, pays with another, and reads the thank-you page and
// the confirmation e-mail. The rules (prices, reservations, signatures, replays) are proven below
// the browser (storefront-api, gateway and payment-sandbox tests).

/** A product of the region sold one by one with stock to spare (demo data is random). */
async function sellableOffer(page: Page): Promise<{ offerId: string; name: string }> {
  const { categories } = await pageGraphql<{ categories: { path: string }[] }>(
    page,
    '{ categories { path } }',
  );
  for (const { path } of categories) {
    const { products } = await pageGraphql<{
      products: {
        edges: {
          node: {
            name: string;
            isConfigurable: boolean;
            defaultOffer: {
              offerId: string;
              stockQuantity: number;
              packSize: number;
              minimalOrderQuantity: number;
            } | null;
          };
        }[];
      };
    }>(
      page,
      `query ($path: String!) { products(categoryPath: $path, first: 40) { edges { node { name isConfigurable
        defaultOffer { offerId stockQuantity packSize minimalOrderQuantity } } } } }`,
      { path },
    );
    const found = products.edges.find(
      ({ node }) =>
        !node.isConfigurable &&
        node.defaultOffer !== null &&
        node.defaultOffer.stockQuantity >= 5 &&
        node.defaultOffer.packSize === 1 &&
        node.defaultOffer.minimalOrderQuantity === 1,
    );
    if (found) return { offerId: found.node.defaultOffer!.offerId, name: found.node.name };
  }
  throw new Error('no sellable product in Martinique');
}

/** Types a card in the provider's form (its own page, in the shop's frame) and pays. */
async function payWith(page: Page, cardNumber: string, securityCode: string): Promise<void> {
  const frame = page.frameLocator('iframe[title="Formulaire de paiement sécurisé"]');
  await frame.getByLabel('Numéro de carte').fill(cardNumber);
  await frame.getByLabel('Nom du titulaire').fill('Léa Joseph');
  await frame.getByLabel('Date d’expiration (MMAA)').fill('1239');
  await frame.getByLabel('Cryptogramme').fill(securityCode);
  await frame.getByRole('button', { name: /^Payer / }).click();
}

test.describe('checkout and card payment', () => {
  test('to a relay point: a refused card, then an accepted one, the thank-you page and the e-mail @desktop', async ({
    page,
  }) => {
    const customer = await signUp(page);
    const created = await pageGraphql<{ createAddress: { userErrors: unknown[] } }>(
      page,
      `mutation ($input: CreateAddressInput!) { createAddress(input: $input) { userErrors { code } } }`,
      {
        input: {
          name: 'maison',
          address: {
            firstName: 'Léa',
            lastName: 'Joseph',
            street: '12 rue Victor Hugo',
            city: 'Fort-de-France',
            postCode: '97200',
            country: 'MQ',
            phone: '0696123456',
          },
        },
      },
    );
    expect(created.createAddress.userErrors).toEqual([]);
    const product = await sellableOffer(page);
    await pageGraphql(
      page,
      `mutation ($input: SetCartLineQuantityInput!) { setCartLineQuantity(input: $input) { userErrors { code } } }`,
      { input: { offerId: product.offerId, quantity: 1, method: 'ADD' } },
    );
    const mails = await lastMailId(customer.email);

    // Delivery: the address, then the relay method and a relay point near it.
    await page.goto(`${HOME}commande/livraison`);
    await expect(mainHeading(page)).toHaveText('Livraison');
    // The choice is the cart's: checked once the shop has taken it.
    const address = page.getByRole('radio', { name: /12 rue Victor Hugo/ });
    await address.click();
    await expect(address).toBeChecked();
    const relay = page.getByRole('radio', { name: /Livraison en point relais/ });
    await expect(relay).toBeVisible();
    await relay.check();
    await page.getByRole('button', { name: 'Rechercher des points relais près de mon adresse' }).click();
    await expect(
      page.getByRole('heading', { name: /^Points relais près de 97200 Fort-de-France/ }),
    ).toBeVisible();
    await page
      .getByRole('button', { name: /^Choisir ce point relais : / })
      .first()
      .click();
    await expect(page.getByText(/^Point relais choisi : /)).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole('link', { name: 'Continuer vers le paiement' }).click();

    // Payment: billing address, the seller's terms, then the provider's form with a refused card.
    await expect(mainHeading(page)).toHaveText('Paiement');
    const billing = page.getByRole('radio', { name: /12 rue Victor Hugo/ });
    await billing.click();
    await expect(billing).toBeChecked();
    await page.getByRole('checkbox', { name: 'J’accepte les conditions générales de vente' }).check();
    await page
      .getByRole('button', { name: /^Conditions générales de vente de / })
      .first()
      .click();
    const terms = page.getByRole('dialog', { name: /^Conditions générales de vente de / });
    await expect(terms).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(terms).toBeHidden();
    await page.getByRole('button', { name: 'Valider et payer' }).click();
    await expect(page.locator('iframe[title="Formulaire de paiement sécurisé"]')).toBeVisible();
    await expectNoA11yViolations(page);
    await payWith(page, '4970100000000014', '033');
    await expect(mainHeading(page)).toHaveText('Paiement refusé');
    await expect(page.getByText('Votre carte est expirée.')).toBeVisible();
    expect(page.url()).not.toContain('kr-answer');
    await expectNoA11yViolations(page);

    // Another try with an accepted card.
    await page.getByRole('link', { name: 'Réessayer le paiement' }).click();
    await expect(mainHeading(page)).toHaveText('Paiement');
    await page.getByRole('checkbox', { name: 'J’accepte les conditions générales de vente' }).check();
    await page.getByRole('button', { name: 'Valider et payer' }).click();
    await payWith(page, '4970100000000055', '123');
    await expect(mainHeading(page)).toHaveText('Paiement reçu');
    await page.getByRole('link', { name: 'Voir ma commande' }).click();
    await expect(mainHeading(page)).toHaveText('Merci pour votre commande');
    await expect(page.getByText(product.name)).toBeVisible();
    await expectNoA11yViolations(page);
    const reference = (await page.getByText(/^Commande OM\d{6}-\d{6}$/).textContent())!.replace(
      'Commande ',
      '',
    );
    const mail = await waitForMail(
      customer.email,
      new RegExp(`^Confirmation de votre commande ${reference}$`),
      mails,
    );
    expect(mail.text).toContain(product.name);
    expect(mail.text).not.toMatch(/4970100000000055/);
  });
});
