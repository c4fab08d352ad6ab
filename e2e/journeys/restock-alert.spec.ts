import { randomBytes } from 'node:crypto';
import { expectNoA11yViolations } from '../support/a11y.js';
import { HOME } from '../support/accounts.js';
import { martiniqueProducts } from '../support/checkout.js';
import { defaultsUrl } from '../support/configurations.js';
import { linkTo, waitForMail } from '../support/mail.js';
import { shopCommand } from '../support/operator.js';
import { mainHeading } from '../support/storefront.js';
import { expect, test } from '../support/test.js';
import type { Page } from '@playwright/test';

// Issue 15, restock alerts (spec 2.4 stock block and stock-alert modal, 8, flag stockAlert on in the
// demo settings): a shopper leaves an e-mail on an out-of-stock product, the shop restocks it with
// the operator's command, the e-mail arrives with the product's link, and its unsubscribe link
// works. The rules (409, bad input, territories, one e-mail per alert) are proven below the browser.

interface OutOfStock {
  slug: string;
  name: string;
  offerId: string;
}

/** A simple product of Martinique whose only offer has no stock (the demo has some: spec 4's notice). */
async function outOfStockProduct(page: Page): Promise<OutOfStock> {
  await page.goto(HOME);
  const products = martiniqueProducts<{
    slug: string;
    name: string;
    isConfigurable: boolean;
    offers: { offerId: string; stockQuantity: number }[];
  }>(page, 'slug name isConfigurable offers { offerId stockQuantity }');
  for await (const node of products) {
    const [offer] = node.offers;
    if (!node.isConfigurable && node.offers.length === 1 && offer!.stockQuantity === 0)
      return { slug: node.slug, name: node.name, offerId: offer!.offerId };
  }
  throw new Error('no out-of-stock simple product in Martinique');
}

test('a restock alert: the e-mail form, the modal, the operator restocks, the e-mail and its unsubscribe link @desktop', async ({
  page,
}) => {
  const product = await outOfStockProduct(page);
  const email = `alerte-${Date.now()}-${randomBytes(3).toString('hex')}@example.test`;

  await page.goto(`${HOME}produit/${product.slug}`);
  await expect(mainHeading(page)).toHaveText(product.name);
  await expect(page.getByText('Rupture de stock').first()).toBeVisible();
  const block = page.getByRole('region', { name: 'Être alerté du retour en stock' });
  const field = block.getByRole('textbox', { name: /Votre adresse e-mail/ });

  // Spec 5: required, then the shared e-mail check.
  await block.getByRole('button', { name: "M'alerter" }).click();
  await expect(block.getByText('Email requis')).toBeVisible();
  await field.fill('pas-une-adresse');
  await block.getByRole('button', { name: "M'alerter" }).click();
  await expect(block.getByText('Merci de saisir une adresse email valide')).toBeVisible();
  await expectNoA11yViolations(page);

  await field.fill(email);
  await field.press('Enter');
  await expect(block.getByRole('status')).toHaveText(
    "C'est noté ! Vous recevrez un e-mail dès le retour en stock de ce produit.",
  );
  await expectNoA11yViolations(page);

  // The same address again (spec 8: 409 stockAlert.errorMailExist).
  await page.reload();
  await block.getByRole('textbox', { name: /Votre adresse e-mail/ }).fill(email.toUpperCase());
  await block.getByRole('button', { name: "M'alerter" }).click();
  await expect(block.getByRole('alert')).toHaveText(
    'Une alerte est déjà enregistrée pour cette adresse e-mail sur ce produit.',
  );

  // The stock-alert modal, by keyboard, leads to the contact page.
  await block.getByRole('button', { name: 'Besoin de ce produit rapidement ?' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Produit en rupture de stock' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Contacter le service client' })).toBeFocused();
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await block.getByRole('button', { name: 'Besoin de ce produit rapidement ?' }).click();
  await dialog.getByRole('link', { name: 'Contacter le service client' }).click();
  await expect(page).toHaveURL(/\/martinique\/fr\/contact$/u);

  // The shop restocks the offer: the alert leaves at once, once.
  try {
    const printed = await shopCommand('stock', 'set', product.offerId, '4');
    expect(printed).toBe(`offer ${product.offerId}: stock 0 -> 4; restock alerts e-mailed: 1`);
    const mail = await waitForMail(email, /^De retour en stock : /u);
    expect(mail.subject).toBe(`De retour en stock : ${product.name}`);
    const productLink = linkTo(mail, `/produit/${product.slug}`);
    expect(productLink.pathname).toBe(`/martinique/fr/produit/${product.slug}`);

    // The link opens the product, which can be bought now. An anonymous product page may be kept
    // 60 s by the browser (spec 9); a shopper reads the e-mail later, the journey seconds later:
    // routing the request keeps Playwright's browser from answering with its earlier copy.
    await page.route(`**${productLink.pathname}`, (route) => route.continue());
    await page.goto(productLink.pathname);
    await expect(mainHeading(page)).toHaveText(product.name);
    await expect(page.getByText('Plus que 4 en stock').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Être alerté du retour en stock' })).toHaveCount(0);

    // The unsubscribe link: a confirmation, the token out of the address bar.
    const stop = linkTo(mail, '/alerte-stock/desinscription');
    await page.goto(`${stop.pathname}${stop.search}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('status')).toContainText(
      "C'est fait : vous ne recevrez plus d'alerte de retour en stock à cette adresse.",
    );
    expect(new URL(page.url()).search).toBe('');
    await expectNoA11yViolations(page);
    await page.goto(`${stop.pathname}${stop.search}`);
    await expect(main.getByRole('alert')).toHaveText(
      'Ce lien de désinscription est inconnu ou a déjà servi.',
    );
  } finally {
    // The demo's out-of-stock product stays out of stock for the next run.
    await shopCommand('stock', 'set', product.offerId, '0');
  }
});

test('with the spec 9 defaults (stock alert off) an out-of-stock offer shows its notice and no form @desktop', async ({
  page,
}) => {
  const product = await outOfStockProduct(page);
  await page.goto(`${defaultsUrl}/martinique/fr/produit/${product.slug}`);
  await expect(mainHeading(page)).toHaveText(product.name);
  await expect(page.getByText('Rupture de stock').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Être alerté du retour en stock' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Besoin de ce produit rapidement ?' })).toHaveCount(0);
});
