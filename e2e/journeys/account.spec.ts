import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y.js';
import { HOME, notification, pageGraphql, PASSWORD, signUp } from '../support/accounts.js';
import { mainHeading } from '../support/storefront.js';
import { expect, test } from '../support/test.js';

// Issue 4, the account side: profile, password, address book, footer newsletter and logout, for a
// customer signed up through the GraphQL API at the start of each test. A phone (Pixel 7) runs the
// address book, the richest of these forms; the others are the same screens, so desktop only.

/** The field of a form by its label, exactly (a required field's label ends with a hidden "*"). */
function field(scope: Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));
}

function addressDialog(page: Page, title: 'Nouvelle adresse' | "Modifier l'adresse"): Locator {
  return page.getByRole('dialog', { name: title });
}

test.describe('account pages', () => {
  test('the profile is shown and saved, with its checks @desktop', async ({ page }) => {
    const customer = await signUp(page);
    await page.goto(`${HOME}mon-compte`);
    await expect(page).toHaveURL(/\/martinique\/fr\/mon-compte\/profil$/);
    await expect(mainHeading(page)).toHaveText('Mon profil');
    await expect(page).toHaveTitle(/^Mon profil \| /);
    const menu = page.getByRole('navigation', { name: 'Menu de mon compte' });
    await expect(menu.getByRole('link', { name: 'Mon profil' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Mes commandes' })).toBeVisible();

    const panel = page.getByRole('tabpanel', { name: 'Données personnelles' });
    await expect(field(panel, 'Adresse e-mail')).toHaveValue(customer.email);
    await expect(field(panel, 'Adresse e-mail')).not.toBeEditable();
    await expect(panel.getByText(/^Groupe client : .+/)).toBeVisible();
    await expect(field(panel, 'Prénom')).toHaveValue(customer.firstName);
    await expectNoA11yViolations(page);

    // Spec 5 messages under the fields, nothing sent.
    await field(panel, 'Prénom').fill('1');
    await field(panel, 'Nom').fill('');
    await panel.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(panel.getByText('Votre prénom ne semble pas être correct')).toBeVisible();
    await expect(panel.getByText('Nom requis')).toBeVisible();
    await expect(panel.getByText('Date de naissance requise')).toBeVisible();

    await panel.getByRole('radio', { name: 'Madame' }).check();
    await field(panel, 'Prénom').fill('Léana');
    await field(panel, 'Nom').fill('Joseph-Marie');
    await field(panel, 'Date de naissance').fill('1990-04-12');
    await field(panel, 'Langue des e-mails').selectOption('en');
    await panel.getByRole('switch', { name: "Je m'abonne à la newsletter" }).check();
    await panel.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(notification(page, 'Vos informations personnelles ont été mises à jour.')).toBeVisible();

    await page.reload();
    const saved = page.getByRole('tabpanel', { name: 'Données personnelles' });
    await expect(saved.getByRole('radio', { name: 'Madame' })).toBeChecked();
    await expect(field(saved, 'Prénom')).toHaveValue('Léana');
    await expect(field(saved, 'Nom')).toHaveValue('Joseph-Marie');
    await expect(field(saved, 'Date de naissance')).toHaveValue('1990-04-12');
    await expect(field(saved, 'Langue des e-mails')).toHaveValue('en');
    await expect(saved.getByRole('switch', { name: "Je m'abonne à la newsletter" })).toBeChecked();
    await expect(saved.getByRole('switch', { name: /Double authentification/ })).not.toBeChecked();
    await expect(page.getByRole('navigation', { name: 'Menu de mon compte' })).toContainText('Bonjour Léana');
  });

  test('the password tab refuses a wrong current password, then changes it @desktop', async ({ page }) => {
    await signUp(page);
    await page.goto(`${HOME}mon-compte/profil`);
    await page.getByRole('tab', { name: 'Mot de passe' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Mot de passe' });
    await expect(field(panel, 'Nouveau mot de passe')).toBeVisible();
    await expectNoA11yViolations(page);

    await field(panel, 'Nouveau mot de passe').fill('court');
    await field(panel, 'Confirmez le nouveau mot de passe').fill('autre');
    await panel.getByRole('button', { name: 'Modifier le mot de passe' }).click();
    await expect(panel.getByText('Mot de passe requis')).toBeVisible();
    await expect(
      panel.getByText('Mot de passe invalide. Vérifiez les caractères obligatoires et/ou autorisés.'),
    ).toBeVisible();
    await expect(panel.getByText('les mots de passe ne correspondent pas')).toBeVisible();

    await field(panel, 'Mot de passe actuel').fill('Pas-le-bon-1!');
    await field(panel, 'Nouveau mot de passe').fill('Cocotier2026!');
    await field(panel, 'Confirmez le nouveau mot de passe').fill('Cocotier2026!');
    await panel.getByRole('button', { name: 'Modifier le mot de passe' }).click();
    await expect(panel.getByText('Le mot de passe actuel est incorrect.')).toBeVisible();
    await expect(notification(page, "Votre mot de passe n'a pas pu être modifié.")).toBeVisible();

    await field(panel, 'Mot de passe actuel').fill(PASSWORD);
    await panel.getByRole('button', { name: 'Modifier le mot de passe' }).click();
    await expect(notification(page, 'Votre mot de passe a été modifié.')).toBeVisible();
    await expect(field(panel, 'Mot de passe actuel')).toHaveValue('');
  });

  // The profile's two tabs on a phone, as a shopper meets them: filled, then with their errors shown.
  // @phone: the desktop project leaves it out (its own journeys above cover the desktop).
  test('the profile and password tabs on a phone, with their errors @phone', async ({ page }) => {
    await signUp(page);
    await page.goto(`${HOME}mon-compte/profil`);
    const panel = page.getByRole('tabpanel', { name: 'Données personnelles' });
    await expect(field(panel, 'Prénom')).toBeVisible();
    await expectNoA11yViolations(page);
    await field(panel, 'Prénom').fill('1');
    await panel.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(panel.getByText('Votre prénom ne semble pas être correct')).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole('tab', { name: 'Mot de passe' }).click();
    const password = page.getByRole('tabpanel', { name: 'Mot de passe' });
    await field(password, 'Nouveau mot de passe').fill('court');
    await password.getByRole('button', { name: 'Modifier le mot de passe' }).click();
    await expect(password.getByText('Mot de passe requis')).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('addresses are added with the spec 5 checks, edited, made default and removed', async ({ page }) => {
    await signUp(page);
    await page.goto(`${HOME}mon-compte/carnet-d-adresses`);
    await expect(mainHeading(page)).toHaveText("Carnet d'adresses");
    await expect(page.getByText("Vous n'avez pas encore d'adresse.", { exact: false })).toBeVisible();

    await page.getByRole('button', { name: 'Ajouter une adresse' }).click();
    const form = addressDialog(page, 'Nouvelle adresse');
    await expect(form).toBeVisible();
    await expectNoA11yViolations(page);
    // The region's territory first; the six territories offered by their French names.
    const country = field(form, 'Pays');
    await expect(country).toHaveValue('MQ');
    await expect(country).toBeEnabled();
    await expect(country.getByRole('option')).toHaveText([
      'Choisissez un pays',
      'Guadeloupe',
      'Guyane',
      'Martinique',
      'La Réunion',
      'Saint-Barthélemy',
      'Saint-Martin',
    ]);
    const save = form.getByRole('button', { name: "Enregistrer l'adresse" });

    await save.click();
    for (const message of [
      'Prénom requis',
      'Nom requis',
      'Adresse requise',
      'Code postal requis',
      'Ville requise',
      'Veuillez renseigner un numéro de téléphone valide',
    ])
      await expect(form.getByText(message, { exact: true })).toBeVisible();

    await field(form, 'Prénom').fill('J');
    await field(form, 'Nom').fill('Jos3ph');
    await field(form, 'Adresse').fill('a');
    await field(form, 'Ville').fill('b');
    await field(form, 'Code postal').fill('97200');
    await field(form, 'Téléphone').fill('0696123456');
    await save.click();
    for (const message of [
      'Votre prénom ne semble pas être correct',
      'Votre nom ne semble pas être correct',
      'L’adresse doit contenir au moins 2 caractères',
      'La ville doit contenir au moins 2 caractères',
    ])
      await expect(form.getByText(message, { exact: true })).toBeVisible();

    // The postcode is checked for the chosen country, the phone for it too.
    await field(form, 'Prénom').fill('Léa');
    await field(form, 'Nom').fill('Joseph');
    await field(form, 'Adresse').fill('12 rue des Palmiers');
    await field(form, 'Ville').fill('Fort-de-France');
    await country.selectOption('GP');
    await field(form, 'Téléphone').fill('0696123');
    await save.click();
    await expect(form.getByText('Le code postal n’est pas valide', { exact: true })).toBeVisible();
    await expect(form.getByText('Le numéro de téléphone est trop court', { exact: true })).toBeVisible();

    await country.selectOption('MQ');
    await field(form, 'Téléphone').fill('0696 12 34 56');
    await field(form, "Nom de l'adresse (facultatif)").fill('maison');
    await save.click();
    await expect(notification(page, "L'adresse a été ajoutée.")).toBeVisible();
    await expect(form).toHaveCount(0);

    const cards = page.getByRole('list', { name: 'Mes adresses' }).getByRole('article');
    await expect(cards).toHaveCount(1);
    const home = cards.filter({ has: page.getByRole('heading', { name: 'maison', exact: true }) });
    await expect(home.locator('address')).toHaveText(
      /Léa Joseph\s*12 rue des Palmiers\s*97200 Fort-de-France\s*Martinique\s*Tél\. : 0696 12 34 56/,
    );
    // The first address serves for shipping and billing until the customer says otherwise.
    await expect(home.getByText('Livraison par défaut', { exact: true })).toBeVisible();
    await expect(home.getByText('Facturation par défaut', { exact: true })).toBeVisible();
    await expectNoA11yViolations(page);

    // The same name again is a duplicate (spec 8, 409); the form stays open with what was typed.
    await page.getByRole('button', { name: 'Ajouter une adresse' }).click();
    const again = addressDialog(page, 'Nouvelle adresse');
    await field(again, 'Société (facultatif)').fill('Ti Kaz SARL');
    await field(again, 'Prénom').fill('Marc');
    await field(again, 'Nom').fill('Joseph');
    await field(again, 'Adresse').fill('3 allée des Flamboyants');
    await field(again, 'Code postal').fill('97200');
    await field(again, 'Ville').fill('Fort-de-France');
    await field(again, 'Téléphone').fill('0596 61 23 45');
    await field(again, "Nom de l'adresse (facultatif)").fill('maison');
    await again.getByRole('button', { name: "Enregistrer l'adresse" }).click();
    await expect(notification(page, 'Cette adresse existe déjà')).toBeVisible();
    await expect(field(again, 'Adresse')).toHaveValue('3 allée des Flamboyants');
    // Without a name, one is made up and the address is added.
    await field(again, "Nom de l'adresse (facultatif)").fill('');
    await again.getByRole('button', { name: "Enregistrer l'adresse" }).click();
    await expect(again).toHaveCount(0);
    await expect(cards).toHaveCount(2);
    const office = cards.filter({ hasText: 'Ti Kaz SARL' });
    await expect(office.locator('address')).toContainText('Tél. : 0596 61 23 45');
    await expect(office.getByText('Livraison par défaut', { exact: true })).toHaveCount(0);
    const officeName = (await office.getByRole('heading').textContent()) ?? '';
    expect(officeName).toMatch(/^alleedesflamboyants97200[a-z0-9]{8}$/);

    // Edit: the name stays, the rest is replaced.
    await home.getByRole('button', { name: "Modifier l'adresse maison" }).click();
    const edit = addressDialog(page, "Modifier l'adresse");
    await expect(field(edit, "Nom de l'adresse")).toHaveValue('maison');
    await expect(field(edit, "Nom de l'adresse")).not.toBeEditable();
    await expect(field(edit, 'Téléphone')).toHaveValue('0696 12 34 56');
    await field(edit, 'Ville').fill('Le Lamentin');
    await field(edit, 'Code postal').fill('97232');
    await edit.getByRole('button', { name: "Enregistrer l'adresse" }).click();
    await expect(notification(page, "L'adresse a été modifiée.")).toBeVisible();
    await expect(edit).toHaveCount(0);
    await expect(home.locator('address')).toContainText('97232 Le Lamentin');
    await expect(home.getByText('Livraison par défaut', { exact: true })).toBeVisible();

    // Default shipping from the card, default billing from the address list dialog.
    await office
      .getByRole('button', { name: `Faire de l'adresse ${officeName} l'adresse de livraison par défaut` })
      .click();
    await expect(notification(page, "L'adresse de livraison par défaut a été modifiée.")).toBeVisible();
    await expect(office.getByText('Livraison par défaut', { exact: true })).toBeVisible();
    await expect(home.getByText('Livraison par défaut', { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: "Choisir l'adresse de facturation" }).click();
    const list = page.getByRole('dialog', { name: 'Choisir une adresse de facturation' });
    await expect(list.getByRole('heading', { level: 3 })).toHaveCount(2);
    await expect(list.getByRole('button', { name: 'Adresse choisie (maison)' })).toBeVisible();
    await list.getByRole('button', { name: `Choisir cette adresse (${officeName})` }).click();
    await expect(notification(page, "L'adresse de facturation par défaut a été modifiée.")).toBeVisible();
    await expect(list).toHaveCount(0);
    await expect(office.getByText('Facturation par défaut', { exact: true })).toBeVisible();
    await expect(home.getByText('Facturation par défaut', { exact: true })).toHaveCount(0);

    // The flags live on the server: a reload shows them where they were put.
    await page.reload();
    await expect(office.getByText('Livraison par défaut', { exact: true })).toBeVisible();
    await expect(office.getByText('Facturation par défaut', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: "Choisir l'adresse de facturation" }).click();
    await expect(list.getByRole('button', { name: `Adresse choisie (${officeName})` })).toBeVisible();
    await list.getByRole('button', { name: 'Fermer' }).click();
    await expect(list).toHaveCount(0);

    // Remove, after a confirmation that can be declined.
    await home.getByRole('button', { name: "Supprimer l'adresse maison" }).click();
    const confirm = page.getByRole('dialog', { name: 'Supprimer cette adresse ?' });
    await expect(confirm).toContainText("L'adresse « maison » sera retirée de votre carnet d'adresses.");
    await confirm.getByRole('button', { name: 'Annuler' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(cards).toHaveCount(2);
    await home.getByRole('button', { name: "Supprimer l'adresse maison" }).click();
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expect(notification(page, "L'adresse a été supprimée.")).toBeVisible();
    await expect(cards).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'maison', exact: true })).toHaveCount(0);
  });

  test('logging out goes home as a guest @desktop', async ({ page }) => {
    await signUp(page);
    await page.goto(`${HOME}mon-compte/profil`);
    await page
      .getByRole('navigation', { name: 'Menu de mon compte' })
      .getByRole('link', { name: 'Déconnexion' })
      .click();
    await expect(page).toHaveURL(/\/martinique\/fr\/$/);
    await expect(notification(page, 'Vous êtes déconnecté. À bientôt !')).toBeVisible();
    const { viewer } = await pageGraphql<{
      viewer: { isAuthenticated: boolean; customer: { isGuest: boolean } | null };
    }>(page, '{ viewer { isAuthenticated customer { isGuest } } }');
    expect(viewer.isAuthenticated).toBe(false);
    expect(viewer.customer?.isGuest ?? true).toBe(true);
    // The account pages are closed to a guest.
    await page.goto(`${HOME}mon-compte/carnet-d-adresses`);
    await expect(page.getByRole('list', { name: 'Mes adresses' })).toHaveCount(0);
  });
});

test.describe('footer newsletter', () => {
  test('checks the e-mail, subscribes it, then says it is already subscribed @desktop', async ({ page }) => {
    await page.goto(HOME);
    const block = page.getByRole('region', { name: 'Newsletter' });
    const email = field(block, 'Votre adresse e-mail');
    const ok = block.getByRole('button', { name: "OK, s'inscrire à la newsletter" });
    await expect(ok).toBeDisabled();

    await email.fill('pas un e-mail@exemple');
    await expect(ok).toBeDisabled();
    await email.blur();
    await expect(block.getByText('Not a valid Email', { exact: true })).toBeVisible();
    await ok.click();
    await expect(block.getByText('Not a valid Email', { exact: true })).toBeVisible();

    const address = `lettre-${Date.now()}-${randomBytes(3).toString('hex')}@example.test`;
    await email.fill(address);
    await expect(block.getByText('Not a valid Email', { exact: true })).toHaveCount(0);
    await ok.click();
    await expect(block.getByText('Merci ! Vous êtes inscrit à la newsletter.')).toBeVisible();

    await ok.click();
    await expect(block.getByText('Cette adresse e-mail est déjà inscrite à la newsletter')).toBeVisible();
    await expectNoA11yViolations(page);
  });
});
