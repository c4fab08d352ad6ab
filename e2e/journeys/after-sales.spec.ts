import type { Locator, Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y.js';
import { HOME, pageGraphql } from '../support/accounts.js';
import { buyHome, customerWithCart, sellableOffers, type Sellable } from '../support/checkout.js';
import { tabTo } from '../support/keyboard.js';
import { lastMailId, linkTo, waitForMail } from '../support/mail.js';
import { E2E_OPERATOR_KEY, shopCommand } from '../support/operator.js';
import { mainHeading } from '../support/storefront.js';
import { expect, test } from '../support/test.js';

// Issue 32, after the sale, in the account: a cancellation before shipment, the two-step withdrawal
// function from the shipping e-mail's link with its acknowledgement e-mail, and a partial return
// received by the shop then refunded with its credit note. The rules (periods, exclusions, refund
// amounts, concurrency) are proven below the browser (domain, storefront-api and gateway tests).

const API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4101}`;

/** The operator API, as a back office calls it (the journeys' key). */
async function operator<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${API}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${E2E_OPERATOR_KEY}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(response.ok, `${method} ${path}: ${response.status}`).toBe(true);
  return (await response.json()) as T;
}

/** Every shipment of the order handed to the carrier and delivered. */
async function shipAndDeliver(reference: string): Promise<void> {
  const order = await operator<{ shipments: { id: string }[] }>('GET', `/operator/orders/${reference}`);
  for (const [index, shipment] of order.shipments.entries()) {
    const { parcel } = await operator<{ parcel: { parcelId: string } }>(
      'POST',
      `/operator/orders/${reference}/parcels`,
      { shipmentId: shipment.id, trackingNumber: `6A3000000000${index}` },
    );
    await operator('POST', `/operator/parcels/${parcel.parcelId}/events`, { type: 'DELIVERY' });
  }
}

interface Tree {
  path: string;
  children?: Tree[];
}

interface Candidate {
  name: string;
  isConfigurable: boolean;
  defaultOffer: { offerId: string; shopName: string; stockQuantity: number; packSize: number } | null;
}

/** The demo's exclusions from withdrawal (storefront-api `seed/withdrawal-exclusions.ts`). */
const EXCLUDED_CATEGORIES = ['/fromages-et-foie-gras', '/lingettes-et-soins'];
const EXCLUDED_NAMES = /^Lit à baldaquin/u;

/**
 * A product sold one by one with stock to spare: perishable (the demo's cheeses and foie gras,
 * excluded from withdrawal by law), or one of a category the law does not exclude.
 */
async function productWhere(page: Page, perishable: boolean): Promise<Sellable> {
  const { categories } = await pageGraphql<{ categories: Tree[] }>(
    page,
    '{ categories { path children { path children { path } } } }',
  );
  const leaves = (trees: Tree[]): string[] =>
    trees.flatMap((tree) => (tree.children?.length ? leaves(tree.children) : [tree.path]));
  const paths = leaves(categories).filter((path) =>
    perishable
      ? path.endsWith(EXCLUDED_CATEGORIES[0]!)
      : !EXCLUDED_CATEGORIES.some((excluded) => path.endsWith(excluded)),
  );
  for (const path of paths.slice(0, 10)) {
    const { products } = await pageGraphql<{ products: { edges: { node: Candidate }[] } }>(
      page,
      `query ($path: String!) { products(categoryPath: $path, first: 40) { edges { node {
        name isConfigurable defaultOffer { offerId shopName stockQuantity packSize } } } } }`,
      { path },
    );
    const found = products.edges
      .map((edge) => edge.node)
      .find(
        (node) =>
          !node.isConfigurable &&
          !EXCLUDED_NAMES.test(node.name) &&
          node.defaultOffer !== null &&
          node.defaultOffer.stockQuantity >= 5 &&
          node.defaultOffer.packSize === 1,
      );
    if (found)
      return {
        offerId: found.defaultOffer!.offerId,
        name: found.name,
        shopName: found.defaultOffer!.shopName,
      };
  }
  throw new Error(`no ${perishable ? 'perishable' : 'withdrawable'} product in Martinique`);
}

/** The order's page, with its after-sales section. */
async function openOrder(page: Page, reference: string): Promise<void> {
  await page.goto(`${HOME}mon-compte/commandes/${reference}`);
  await expect(mainHeading(page)).toContainText(reference);
}

/** A credit note link downloads a PDF. */
async function downloadsPdf(page: Page, link: Locator): Promise<void> {
  const download = page.waitForEvent('download');
  await link.click();
  const file = await download;
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');
}

test('an order nothing of which has left is cancelled after a confirmation, and refunded', async ({
  page,
}) => {
  const [product] = await sellableOffers(page);
  await customerWithCart(page, [product!]);
  const reference = await buyHome(page);
  await openOrder(page, reference);

  const section = page.getByRole('region', { name: 'Annulation, rétractation et retours' });
  await section.getByRole('button', { name: 'Annuler la commande' }).click();
  // The confirmation step names the order and the refund, and takes the focus.
  const question = section.getByText(
    new RegExp(`^Annuler la commande ${reference} \\? .+ vous seront remboursés`),
  );
  await expect(question).toBeFocused();
  await expectNoA11yViolations(page);
  await section.getByRole('button', { name: "Confirmer l'annulation" }).click();

  await expect(page.getByRole('definition').filter({ hasText: 'Annulée' })).toBeVisible();
  const refunds = page.getByRole('region', { name: 'Remboursements' });
  await expect(refunds.getByText(/^(Remboursé|En cours)$/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Annuler la commande' })).toHaveCount(0);
  await expectNoA11yViolations(page);
});

test('the withdrawal function, from the shipping e-mail, in two steps, with its acknowledgement', async ({
  page,
}) => {
  if (page.url() === 'about:blank') await page.goto(HOME);
  const product = await productWhere(page, false);
  const excluded = await productWhere(page, true);
  const customer = await customerWithCart(page, [product, excluded]);
  const reference = await buyHome(page);
  const mails = await lastMailId(customer.email);
  await shipAndDeliver(reference);

  // The shipping e-mail links the withdrawal function.
  const shipped = await waitForMail(
    customer.email,
    new RegExp(`^Votre colis de la commande ${reference} est en route$`),
    mails,
  );
  const link = linkTo(shipped, `/mon-compte/commandes/${reference}/retractation`);
  await page.goto(link.pathname);
  await expect(mainHeading(page)).toHaveText(`Rétractation de la commande ${reference}`);

  // First step: the order and its items; the perishable one is shown as excluded by law.
  const items = page.getByRole('group', { name: 'Articles dont vous vous rétractez' });
  await expect(items.getByText(excluded.name)).toBeVisible();
  await expect(
    items.getByText(/Exclu du droit de rétractation : Produit susceptible de se détériorer/),
  ).toBeVisible();
  await expect(items.getByRole('checkbox', { name: new RegExp(excluded.name) })).toHaveCount(0);
  await expectNoA11yViolations(page);

  // Keyboard alone: choose the item, continue, confirm with the second, clearly labelled button.
  const choice = items.getByRole('checkbox', { name: new RegExp(product.name) });
  await tabTo(page, page.getByRole('link', { name: 'Aller au contenu' }), 5);
  await page.keyboard.press('Enter');
  await tabTo(page, choice, 40);
  await page.keyboard.press('Space');
  await expect(choice).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Continuer' }));
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { name: 'Vérifiez votre déclaration de rétractation' }),
  ).toBeFocused();
  await expect(
    page.getByRole('region', { name: 'Remboursement prévu' }).getByText(/^Total remboursé/),
  ).toBeVisible();
  await expectNoA11yViolations(page);
  const confirm = page.getByRole('button', { name: 'Confirmer la rétractation' });
  await tabTo(page, confirm);
  await page.keyboard.press('Enter');

  // The acknowledgement, on screen with the return instructions, and by e-mail.
  await expect(page.getByRole('heading', { name: 'Votre rétractation est enregistrée' })).toBeFocused();
  await expect(
    page.getByText(/^Nous avons reçu votre déclaration de rétractation le \d\d\/\d\d\/\d{4} à \d\d:\d\d/),
  ).toBeVisible();
  await expect(page.getByText('Référence à inscrire sur le colis')).toBeVisible();
  await expectNoA11yViolations(page);
  const acknowledgement = await waitForMail(
    customer.email,
    /^Accusé de réception de votre rétractation R-/,
    mails,
  );
  expect(acknowledgement.text).toContain(reference);
  expect(acknowledgement.text).toContain(product.name);
  expect(acknowledgement.text).toMatch(/déclaration de rétractation le .*\d\d:\d\d/);

  // The order's page shows the new status with its date, and the withdrawal awaiting the goods.
  await openOrder(page, reference);
  await expect(page.getByText(/^Rétractation demandée/).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Rétractations et retours' })).toContainText(
    'En attente de réception',
  );
});

test('a partial return, received by the shop, refunded with its credit note', async ({ page }) => {
  const [product] = await sellableOffers(page);
  await customerWithCart(page, [product!]);
  await pageGraphql(
    page,
    `mutation ($input: SetCartLineQuantityInput!) { setCartLineQuantity(input: $input) { userErrors { code } } }`,
    { input: { offerId: product!.offerId, quantity: 2, method: 'UPDATE' } },
  );
  const reference = await buyHome(page);
  await shipAndDeliver(reference);
  await openOrder(page, reference);

  await page.getByRole('link', { name: 'Retourner des articles' }).click();
  await expect(mainHeading(page)).toHaveText(`Retour d'articles de la commande ${reference}`);
  const items = page.getByRole('group', { name: 'Articles à retourner' });
  // Nothing chosen: the form says what is missing, under the list and the reason, and focuses the list.
  await page.getByRole('button', { name: 'Voir le remboursement' }).click();
  await expect(items.getByText('Choisissez au moins un article.')).toBeVisible();
  await expect(page.getByText('Veuillez choisir un motif.')).toBeVisible();
  await expect(items.getByRole('checkbox', { name: new RegExp(product!.name) })).toBeFocused();
  await expectNoA11yViolations(page);
  await items.getByRole('checkbox', { name: new RegExp(product!.name) }).check();
  await expect(items.getByRole('combobox', { name: `Quantité de « ${product!.name} »` })).toHaveValue('1');
  await page.getByRole('combobox', { name: /Motif du retour/ }).selectOption('DEFECTIVE');
  await page.getByRole('button', { name: 'Voir le remboursement' }).click();

  // The refund before confirming: one of the two units.
  const preview = page.getByRole('region', { name: 'Remboursement prévu' });
  await expect(preview.getByRole('rowheader', { name: `${product!.name} × 1` })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Confirmer le retour' }).click();
  await expect(page.getByRole('heading', { name: 'Votre demande de retour est enregistrée' })).toBeVisible();
  await expect(page.getByText('Adresse de retour')).toBeVisible();
  await expectNoA11yViolations(page);

  // The shop receives it through the operator's command (operator API): the refund follows.
  await openOrder(page, reference);
  const returns = page.getByRole('region', { name: 'Rétractations et retours' });
  const returnReference = /R-[A-Za-z0-9_-]+-\d+/.exec((await returns.textContent()) ?? '')?.[0];
  expect(returnReference, 'the return’s reference on the order page').toBeTruthy();
  expect(await shopCommand('returns', 'receive', returnReference!)).toContain('RECEIVED');

  await page.reload();
  await expect(returns).toContainText('Reçu');
  const refunds = page.getByRole('region', { name: 'Remboursements' });
  await expect(refunds.getByText('Remboursé', { exact: true })).toBeVisible();
  const creditNote = refunds.getByRole('link', {
    name: /Télécharger la facture d'avoir AV-\d{4}-\d{6} \(PDF\)/,
  });
  await expect(creditNote).toBeVisible();
  await expectNoA11yViolations(page);
  await downloadsPdf(page, creditNote);
});
