import { expectNoA11yViolations } from '../support/a11y.js';
import { HOME } from '../support/accounts.js';
import { buyHome, customerWithCart, sellableOffers } from '../support/checkout.js';
import { lastMailId, waitForMail } from '../support/mail.js';
import { shopCommand } from '../support/operator.js';
import { mainHeading } from '../support/storefront.js';
import { expect, test } from '../support/test.js';

// Issue 12, orders and parcel tracking: a customer buys, the shop ships a parcel with the operator's
// command, and the customer follows it on the order's page and in the e-mail, lists the orders and
// downloads the invoice. Sorting, paging, renaming rules and the state machine are proven below the
// browser (domain, storefront-api and gateway tests).

test('an order followed from the thank-you page to the parcel’s tracking and the invoice @desktop', async ({
  page,
}) => {
  const [product] = await sellableOffers(page);
  const customer = await customerWithCart(page, [product!]);
  const reference = await buyHome(page);
  const mails = await lastMailId(customer.email);

  // The shop hands the parcel to the carrier.
  const printed = await shopCommand('parcel', 'create', reference, '--tracking', '6A20000000001');
  expect(printed).toMatch(/^parcel \d+ shipped .*; order .*: SHIPPED$/u);

  // From the thank-you page to the order's details.
  await page.getByRole('link', { name: /Suivre ma commande|Voir le détail de ma commande/ }).click();
  await expect(page).toHaveURL(new RegExp(`/mon-compte/commandes/${reference}$`));
  await expect(mainHeading(page)).toContainText(reference);
  await expect(page.getByText('Expédiée').first()).toBeVisible();
  await expect(page.getByText('6A20000000001').first()).toBeVisible();
  await expect(page.getByText('Colis remis au transporteur').first()).toBeVisible();
  const tracking = page.getByRole('link', { name: /Suivre le colis/ }).first();
  await expect(tracking).toHaveAttribute('href', /6A20000000001$/u);
  await expectNoA11yViolations(page);

  // The e-mail says the same, with the tracking link.
  const mail = await waitForMail(
    customer.email,
    new RegExp(`^Votre colis de la commande ${reference} est en route$`),
    mails,
  );
  expect(mail.text).toContain('6A20000000001');
  expect(mail.text).toContain((await tracking.getAttribute('href'))!);

  // The invoice, downloaded with the session cookie.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: /facture/i }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`facture-${reference}.pdf`);
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');

  // The orders list.
  await page.goto(`${HOME}mon-compte/commandes`);
  await expect(mainHeading(page)).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: reference });
  await expect(row).toContainText('Expédiée');
  await expectNoA11yViolations(page);
});
