import { randomBytes } from 'node:crypto';
import type { Locator } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y.js';
import { tabTo } from '../support/keyboard.js';
import { waitForMail } from '../support/mail.js';
import { mainHeading } from '../support/storefront.js';
import { expect, test } from '../support/test.js';

// Issue 14, the content pages: the footer from the content source, a CMS page and its URL's hash,
// the 404 of an unknown page, and the contact form through to the e-mail its sender receives.

/** A form field by its label (a required one ends with the `*` hidden from screen readers). */
function field(scope: Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));
}

test.beforeEach(async ({ context, baseURL }) => {
  // A shopper who has already answered the cookie banner (refused): it stays out of the way.
  await context.addCookies([{ name: 'consent', value: 'v1.a0.m0', url: baseURL! }]);
});

test.describe('content pages', () => {
  test('a footer link leads to a CMS page through the router, a hash lands on its heading', async ({
    page,
  }) => {
    await page.goto('/martinique/fr/contact');
    const footer = page.getByRole('contentinfo');
    // The footer of the content source: its columns, its social links (new tab, named), the terms of
    // sale in a new tab.
    await expect(footer.getByRole('navigation', { name: 'Services' })).toBeVisible();
    const social = footer.getByRole('link', { name: /Facebook \(s'ouvre dans un nouvel onglet\)/ });
    await expect(social).toHaveAttribute('target', '_blank');
    await expect(social).toHaveAttribute('rel', /noopener/);
    await expect(footer.getByRole('link', { name: /^Conditions générales de vente/ })).toHaveAttribute(
      'target',
      '_blank',
    );

    // Followed from the keyboard, the link changes the page without loading the shop again.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const delivery = footer.getByRole('link', { name: 'Livraison', exact: true });
    await delivery.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/martinique\/fr\/cms\/livraison$/);
    await expect(mainHeading(page)).toHaveText('Livraison');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    await expect(page.getByRole('navigation', { name: "Fil d'Ariane" })).toContainText('Accueil');
    await expect(page).toHaveTitle(/Livraison/);

    // A URL with a hash (a link shared, a banner's button) lands scrolled to that heading, which
    // takes the focus so that the keyboard goes on from there.
    await page.goto('/martinique/fr/cms/livraison#suivre-un-colis');
    const heading = page.getByRole('heading', { name: 'Suivre un colis' });
    await expect(heading).toBeInViewport();
    await expect(heading).toBeFocused();
    await expectNoA11yViolations(page);

    // An unknown page is the 404 page.
    await page.goto('/martinique/fr/cms/pas-de-page-ici');
    await expect(page).toHaveURL(/\/martinique\/fr\/404$/);
    await expect(mainHeading(page)).toHaveText('Page introuvable');
  });

  test('the contact form checks the message, sends it and the sender gets an acknowledgement @desktop', async ({
    page,
  }) => {
    await page.goto('/martinique/fr/contact');
    await expect(mainHeading(page)).toHaveText('Nous contacter');
    const form = page.getByRole('form', { name: 'Formulaire de contact' });
    const address = `contact-${Date.now()}-${randomBytes(3).toString('hex')}@example.test`;

    // By keyboard from the first field: name, e-mail, subject, then a message too short, its counter
    // following.
    await field(form, 'Nom').focus();
    await page.keyboard.type('Léa Martin');
    await page.keyboard.press('Tab');
    await expect(field(form, 'Adresse e-mail')).toBeFocused();
    await page.keyboard.type(address);
    await page.keyboard.press('Tab');
    await expect(field(form, 'Sujet')).toBeFocused();
    await field(form, 'Sujet').selectOption('product');
    await tabTo(page, field(form, 'Votre message'));
    await page.keyboard.type('Bonjour');
    await expect(form.getByText('7 / 400 caractères')).toBeVisible();
    await expect(form.getByRole('status').filter({ hasText: 'Vérification anti-robot réussie' })).toBeVisible(
      {
        timeout: 30_000,
      },
    );
    await tabTo(page, form.getByRole('button', { name: 'Envoyer le message' }));
    await page.keyboard.press('Enter');
    await expect(form.getByText('Le message doit contenir entre 10 et 400 caractères')).toBeVisible();
    await expect(field(form, 'Votre message')).toBeFocused();
    await expect(field(form, 'Votre message')).toHaveAttribute('aria-invalid', 'true');
    await expectNoA11yViolations(page);

    const message = 'Bonjour, le mixeur est-il livré avec son bol en verre ? Merci.';
    await page.keyboard.type(message.slice('Bonjour'.length));
    await expect(form.getByText(`${message.length} / 400 caractères`)).toBeVisible();
    await expect(form.getByText('Le message doit contenir entre 10 et 400 caractères')).toHaveCount(0);
    await tabTo(page, form.getByRole('button', { name: 'Envoyer le message' }));
    await page.keyboard.press('Enter');

    // The confirmation takes the form's place and the focus; the acknowledgement reaches the sender.
    const sent = page.getByRole('heading', { name: 'Message envoyé' });
    await expect(sent).toBeFocused();
    await expect(page.getByText(`Un accusé de réception vous est envoyé à ${address}`)).toBeVisible();
    const mail = await waitForMail(address, /Nous avons bien reçu votre message/);
    expect(mail.text).toContain(message);
    expect(mail.text).toContain('Léa Martin');
    await expectNoA11yViolations(page);
  });
});
