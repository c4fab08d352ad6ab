import { expectNoA11yViolations } from '../support/a11y.js';
import { HOME, notification, signUp } from '../support/accounts.js';
import { mainHeading, productItems } from '../support/storefront.js';
import { expect, test } from '../support/test.js';

// Issue 35, the wish list (spec 9 flag `wishlist`, on in the demo): a visitor opens a card's quick
// view (flag `productPreview`, on in the demo), keeps a product from
// its card and another from its page, signs up, finds both in the account's wish list, puts them in
// the cart from there (the products action dialog lists them) and takes one off the list. The rules (one list per customer, the guest's list
// handed over, the flag) are proven by the storefront-api and gateway tests.

test('a visitor’s wish list, kept at sign-up, bought from and trimmed in the account', async ({ page }) => {
  // Four screens, each audited: longer than a single screen's journey on a loaded machine.
  test.setTimeout(120_000);
  await page.goto(`${HOME}categorie/mode`);
  await expect(mainHeading(page)).toHaveText('Mode');
  // Products a card can put in the cart (simple, in stock): the list will add them all.
  const cards = productItems(page, 'Mode').filter({
    has: page.getByRole('button', { name: /^Ajouter au panier/, disabled: false }),
  });
  const first = cards.nth(0);
  const firstName = ((await first.getByRole('link').textContent()) ?? '').trim();
  // The quick view (spec 2.4 product preview side panel, flag on in the demo).
  await first.getByRole('button', { name: `Aperçu rapide de ${firstName}` }).click();
  const preview = page.getByRole('dialog', { name: 'Aperçu du produit' });
  await expect(preview.getByRole('heading', { name: firstName })).toBeVisible();
  await expect(preview.getByRole('link', { name: 'Voir la fiche produit' })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  const heart = first.getByRole('button', { name: `Ajouter ${firstName} à ma liste d’envies` });
  await heart.click();
  const kept = first.getByRole('button', { name: `Retirer ${firstName} de ma liste d’envies` });
  await expect(kept).toHaveAttribute('aria-pressed', 'true');
  await expect(notification(page, `${firstName} a été ajouté à votre liste d’envies.`)).toBeVisible();
  await expectNoA11yViolations(page);

  // The second product from its own page.
  const second = cards.nth(1);
  const secondName = ((await second.getByRole('link').textContent()) ?? '').trim();
  await second.getByRole('link').click();
  await expect(mainHeading(page)).toHaveText(secondName);
  await page.getByRole('button', { name: `Ajouter ${secondName} à ma liste d’envies` }).click();
  await expect(
    page.getByRole('button', { name: `Retirer ${secondName} de ma liste d’envies` }),
  ).toHaveAttribute('aria-pressed', 'true');

  // The visitor's list becomes the new customer's.
  await signUp(page);
  await page.goto(`${HOME}mon-compte/liste-d-envies`);
  await expect(mainHeading(page)).toHaveText('Ma liste d’envies');
  const listed = productItems(page, 'Ma liste d’envies');
  await expect(listed).toHaveCount(2);
  await expect(listed.nth(0)).toContainText(secondName);
  await expect(listed.nth(1)).toContainText(firstName);
  await expectNoA11yViolations(page);

  // Into the cart from the list (spec 2.4 products action dialog), then one product off the list.
  await page.getByRole('button', { name: 'Tout ajouter au panier' }).click();
  const added = page.getByRole('dialog', { name: 'Produits ajoutés au panier' });
  await expect(added).toBeVisible();
  await expect(added.getByRole('listitem')).toHaveCount(2);
  await expectNoA11yViolations(page);
  await added
    .getByRole('button', { name: 'J’ai compris' })
    .or(added.getByRole('button', { name: "J'ai compris" }))
    .click();
  await expect(added).toBeHidden();
  await listed
    .nth(0)
    .getByRole('button', { name: `Retirer ${secondName} de ma liste d’envies` })
    .click();
  await expect(listed).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: 'dans votre liste d’envies' })).toHaveText(
    '1 produit(s) dans votre liste d’envies',
  );
});
