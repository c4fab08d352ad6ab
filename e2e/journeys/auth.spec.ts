import type { Locator, Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y.js';
import { lastMailId, linkTo, oneTimeCode, waitForMail } from '../support/mail.js';
import { mainHeading } from '../support/storefront.js';
import { expect, test } from '../support/test.js';

// Signing up, in and out (spec 2.4, 4, 5, 8): the login dialog's four views, the welcome and reset
// dialogs, the reset page, the captcha solved by the browser (ALTCHA, as the shop runs by default),
// and the e-mails read from the SMTP server the shop sends them to. A phone runs the sign-up; the
// other views are the same dialog, so desktop only.

const HOME = '/martinique/fr/';
const PASSWORD = 'Soleil@972';

interface Shopper {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
}

function newShopper(firstName = 'Marie'): Shopper {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return {
    email: `${firstName.toLowerCase()}.${unique}@example.test`,
    firstName,
    lastName: 'Lafleur',
    password: PASSWORD,
  };
}

/** The header's account control: a button opening the login dialog signed out, a link signed in. */
function accountButton(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: 'Mon compte', exact: true });
}

function accountLink(page: Page): Locator {
  return page.getByRole('banner').getByRole('link', { name: 'Mon compte', exact: true });
}

/** A form field by the start of its label (labels end with "(obligatoire)" on required fields). */
function field(scope: Locator | Page, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${label}`));
}

function dialog(page: Page, name: string | RegExp): Locator {
  return page.getByRole('dialog', { name });
}

/** Waits for the captcha of the form to be solved by the browser (the proof of work). */
async function captchaSolved(scope: Locator): Promise<void> {
  await expect(scope.getByRole('status').filter({ hasText: 'Vérification anti-robot réussie' })).toBeVisible({
    timeout: 30_000,
  });
}

async function openLoginDialog(page: Page): Promise<Locator> {
  await accountButton(page).click();
  const login = dialog(page, 'Connexion');
  await expect(login).toBeVisible();
  return login;
}

async function fillRegistration(form: Locator, shopper: Shopper, options: { twoFactor?: boolean } = {}) {
  await field(form, 'Adresse e-mail').fill(shopper.email);
  await field(form, 'Prénom').fill(shopper.firstName);
  await field(form, 'Nom').fill(shopper.lastName);
  await field(form, 'Mot de passe').fill(shopper.password);
  await field(form, 'Confirmer le mot de passe').fill(shopper.password);
  if (options.twoFactor) await form.getByLabel(/double authentification/).check();
  await form.getByRole('checkbox', { name: /J’accepte les conditions générales de vente/ }).check();
}

/** Creates an account through the register view; the shopper ends signed in, the welcome dialog closed. */
async function register(page: Page, shopper: Shopper, options: { twoFactor?: boolean } = {}): Promise<void> {
  await page.goto(HOME);
  const login = await openLoginDialog(page);
  await login.getByRole('button', { name: 'Créer un compte' }).click();
  const form = dialog(page, 'Créer un compte');
  await fillRegistration(form, shopper, options);
  await captchaSolved(form);
  await form.getByRole('button', { name: 'Créer mon compte' }).click();
  const welcome = dialog(page, `Bienvenue ${shopper.firstName} !`);
  await expect(welcome).toBeVisible();
  await welcome.getByRole('button', { name: 'Continuer mes achats' }).click();
  await expect(welcome).toBeHidden();
  await expect(accountLink(page)).toBeVisible();
}

/** Signs out through the account pages' logout route; the header offers to sign in again. */
async function signOut(page: Page): Promise<void> {
  await page.goto(`${HOME}mon-compte/deconnexion`);
  await expect(page).toHaveURL(new RegExp(`${HOME}$`));
  await expect(accountButton(page)).toBeVisible();
}

async function fillLogin(login: Locator, email: string, password: string): Promise<void> {
  await field(login, 'Adresse e-mail').fill(email);
  await field(login, 'Mot de passe').fill(password);
  await captchaSolved(login);
  await login.getByRole('button', { name: 'Se connecter' }).click();
}

/** The six boxes of the one-time code. */
function codeBoxes(scope: Locator): Locator {
  return scope.getByRole('group', { name: 'Code reçu par e-mail' }).getByRole('textbox');
}

async function pasteInto(box: Locator, text: string): Promise<void> {
  await box.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

async function boxValues(boxes: Locator): Promise<string[]> {
  return boxes.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
}

test('register, then the welcome dialog; the account icon leads to the account', async ({ page }) => {
  const shopper = newShopper();
  await page.goto(HOME);
  const login = await openLoginDialog(page);
  await expect(field(login, 'Adresse e-mail')).toBeFocused();
  await captchaSolved(login);
  await expectNoA11yViolations(page);

  await login.getByRole('button', { name: 'Créer un compte' }).click();
  const form = dialog(page, 'Créer un compte');
  await expect(field(form, 'Adresse e-mail')).toBeFocused();
  await fillRegistration(form, shopper);
  await captchaSolved(form);
  await expectNoA11yViolations(page);
  await form.getByRole('button', { name: 'Créer mon compte' }).click();

  const welcome = dialog(page, `Bienvenue ${shopper.firstName} !`);
  await expect(welcome).toBeVisible();
  await expect(welcome).toContainText('Votre compte a bien été créé et vous êtes connecté.');
  await welcome.getByRole('link', { name: 'Accéder à mon compte' }).click();
  await expect(welcome).toBeHidden();
  await expect(page).toHaveURL(/\/martinique\/fr\/mon-compte\/profil$/);

  // Signed in, the icon is a link to the account; the same e-mail cannot sign up twice.
  await page.goto(HOME);
  await accountLink(page).click();
  await expect(page).toHaveURL(/\/mon-compte\/profil$/);
  await signOut(page);
  const again = await openLoginDialog(page);
  await again.getByRole('button', { name: 'Créer un compte' }).click();
  const twice = dialog(page, 'Créer un compte');
  await fillRegistration(twice, shopper);
  await captchaSolved(twice);
  await twice.getByRole('button', { name: 'Créer mon compte' }).click();
  const alert = twice.getByRole('alert');
  await expect(alert).toContainText('Un compte existe déjà pour cette adresse e-mail');
  await alert.getByRole('button', { name: 'Se connecter' }).click();
  await expect(dialog(page, 'Connexion').getByLabel('Adresse e-mail')).toHaveValue(shopper.email);
});

test('sign out, then sign in again (a wrong password first) @desktop', async ({ page }) => {
  const shopper = newShopper('Joseph');
  await register(page, shopper);
  await signOut(page);

  const login = await openLoginDialog(page);
  await fillLogin(login, shopper.email, 'Soleil@973');
  await expect(login.getByRole('alert')).toHaveText('Email ou mot de passe invalide');
  // Challenges are single use: the form solves a new one before the next try.
  await field(login, 'Mot de passe').fill(shopper.password);
  await captchaSolved(login);
  await login.getByRole('button', { name: 'Se connecter' }).click();

  const welcome = dialog(page, 'Bienvenue Joseph !');
  await expect(welcome).toContainText('Vous êtes connecté à votre compte.');
  await page.keyboard.press('Escape');
  await expect(welcome).toBeHidden();
  await expect(accountLink(page)).toBeVisible();

  // Still signed in after a reload: the session is the gateway's cookie.
  await page.reload();
  await expect(accountLink(page)).toBeVisible();
});

test('sign in with two-factor: the e-mailed code, a wrong one first @desktop', async ({ page }) => {
  const shopper = newShopper('Lucie');
  await register(page, shopper, { twoFactor: true });
  await signOut(page);

  const since = await lastMailId(shopper.email);
  const login = await openLoginDialog(page);
  await fillLogin(login, shopper.email, shopper.password);
  const otp = dialog(page, 'Code de vérification');
  await expect(otp).toContainText(`Un code à 6 chiffres vient d’être envoyé à ${shopper.email}`);
  await expect(otp).toContainText('Il vous reste 3 tentatives.');
  const boxes = codeBoxes(otp);
  await expect(boxes).toHaveCount(6);
  await expect(boxes.first()).toBeFocused();
  const submit = otp.getByRole('button', { name: 'Valider le code' });
  await expect(submit).toBeDisabled();
  await expectNoA11yViolations(page);

  const mail = await waitForMail(shopper.email, /^Votre code de connexion/, since);
  const code = oneTimeCode(mail);
  const wrong = code === '000000' ? '111111' : '000000';

  // One digit a box, moving on; Backspace goes back.
  await page.keyboard.type('123');
  expect(await boxValues(boxes)).toEqual(['1', '2', '3', '', '', '']);
  await expect(boxes.nth(3)).toBeFocused();
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  expect(await boxValues(boxes)).toEqual(['1', '', '', '', '', '']);
  await expect(boxes.nth(1)).toBeFocused();
  await expect(submit).toBeDisabled();
  // Leaving the boxes half filled says what is missing.
  await otp.getByRole('button', { name: 'Retour à la connexion' }).focus();
  await expect(otp).toContainText('Le code doit contenir 6 chiffres');

  // A paste of anything but 6 characters fills nothing.
  await pasteInto(boxes.nth(1), code.slice(0, 5));
  expect(await boxValues(boxes)).toEqual(['1', '', '', '', '', '']);
  await pasteInto(boxes.first(), `${code}7`);
  expect(await boxValues(boxes)).toEqual(['1', '', '', '', '', '']);

  // A wrong code: the tries left.
  await pasteInto(boxes.first(), wrong);
  expect(await boxValues(boxes)).toEqual([...wrong]);
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(otp.getByRole('alert')).toHaveText('Le code saisi ne correspond pas.');
  await expect(otp).toContainText('Il vous reste 2 tentatives.');
  expect(await boxValues(boxes)).toEqual(['', '', '', '', '', '']);
  await expect(submit).toBeDisabled();

  // The right code, pasted whole.
  await pasteInto(boxes.first(), code);
  await submit.click();
  await expect(dialog(page, 'Bienvenue Lucie !')).toBeVisible();
  await expect(accountLink(page)).toBeVisible();
});

test('a forgotten password, reset through the e-mailed link, then a sign-in with the new one @desktop', async ({
  page,
}) => {
  const shopper = newShopper('Hugo');
  await register(page, shopper);
  await signOut(page);

  const since = await lastMailId(shopper.email);
  const login = await openLoginDialog(page);
  await field(login, 'Adresse e-mail').fill(shopper.email);
  await login.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
  const forgot = dialog(page, 'Mot de passe oublié');
  await expect(field(forgot, 'Adresse e-mail')).toHaveValue(shopper.email);
  await captchaSolved(forgot);
  await expectNoA11yViolations(page);
  await forgot.getByRole('button', { name: 'Envoyer le lien' }).click();
  const sent = dialog(page, 'Réinitialisation du mot de passe');
  await expect(sent).toContainText(`Un e-mail vient d’être envoyé à ${shopper.email}`);
  await sent.getByRole('button', { name: 'Fermer' }).first().click();

  const mail = await waitForMail(shopper.email, /^Réinitialisation de votre mot de passe/, since);
  const link = linkTo(mail, '/reinitialisation-mot-de-passe');
  expect(link.searchParams.get('token')).toBeTruthy();
  await page.goto(link.pathname + link.search);
  await expect(mainHeading(page)).toHaveText('Choisir un nouveau mot de passe');

  // The spec's messages for a weak password and a repeat that differs.
  const newPassword = field(page, 'Nouveau mot de passe');
  const repeat = field(page, 'Confirmer le mot de passe');
  await newPassword.fill('soleil');
  await repeat.fill('soleil2');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(main).toContainText(
    'Mot de passe invalide. Vérifiez les caractères obligatoires et/ou autorisés.',
  );
  await expect(main).toContainText('les mots de passe ne correspondent pas');

  await newPassword.fill('Lagon!2024');
  await repeat.fill('Lagon!2024');
  await captchaSolved(main);
  await main.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  const valid = dialog(page, 'Réinitialisation du mot de passe');
  await expect(valid).toContainText('Votre mot de passe a bien été modifié.');
  await expect(page).toHaveURL(new RegExp(`${HOME}$`));
  await valid.getByRole('button', { name: 'Se connecter' }).click();

  const again = dialog(page, 'Connexion');
  await fillLogin(again, shopper.email, shopper.password);
  await expect(again.getByRole('alert')).toHaveText('Email ou mot de passe invalide');
  await field(again, 'Mot de passe').fill('Lagon!2024');
  await captchaSolved(again);
  await again.getByRole('button', { name: 'Se connecter' }).click();
  await expect(dialog(page, 'Bienvenue Hugo !')).toBeVisible();

  // The link works once.
  await page.goto(link.pathname + link.search);
  await field(page, 'Nouveau mot de passe').fill('Lagon!2025');
  await field(page, 'Confirmer le mot de passe').fill('Lagon!2025');
  await captchaSolved(page.getByRole('main'));
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  const expired = dialog(page, 'Réinitialisation du mot de passe');
  await expect(expired).toContainText('Le lien de réinitialisation du mot de passe a expiré');
  await expired.getByRole('button', { name: 'Demander un nouveau lien' }).click();
  await expect(dialog(page, 'Mot de passe oublié')).toBeVisible();
});

test('every sign-in form says in French what is wrong @desktop', async ({ page }) => {
  await page.goto(HOME);
  const login = await openLoginDialog(page);
  await login.getByRole('button', { name: 'Se connecter' }).click();
  await expect(login).toContainText('Email requis');
  await expect(login).toContainText('Mot de passe requis');
  await expect(field(login, 'Adresse e-mail')).toBeFocused();
  await field(login, 'Adresse e-mail').fill('marie@exemple');
  await login.getByRole('button', { name: 'Se connecter' }).click();
  await expect(login).toContainText('Merci de saisir une adresse email valide');

  await login.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
  const forgot = dialog(page, 'Mot de passe oublié');
  await field(forgot, 'Adresse e-mail').fill('marie exemple.fr');
  await forgot.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(forgot).toContainText('Merci de saisir une adresse email valide');
  await forgot.getByRole('button', { name: 'Retour à la connexion' }).click();

  await dialog(page, 'Connexion').getByRole('button', { name: 'Créer un compte' }).click();
  const form = dialog(page, 'Créer un compte');
  await form.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(form).toContainText('Prénom requis');
  await expect(form).toContainText('Nom requis');
  await expect(form).toContainText('Veuillez accepter les conditions générales de vente');
  await field(form, 'Adresse e-mail').fill('marie@exemple');
  await field(form, 'Prénom').fill('M');
  await field(form, 'Nom').fill('L4');
  await field(form, 'Mot de passe').fill('soleil972');
  await field(form, 'Confirmer le mot de passe').fill('soleil973');
  await form.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(form).toContainText('Merci de saisir une adresse email valide');
  await expect(form).toContainText('Votre prénom ne semble pas être correct');
  await expect(form).toContainText('Votre nom ne semble pas être correct');
  await expect(form).toContainText(
    'Mot de passe invalide. Vérifiez les caractères obligatoires et/ou autorisés.',
  );
  await expect(form).toContainText('les mots de passe ne correspondent pas');
  await expect(field(form, 'Prénom')).toHaveAttribute('aria-invalid', 'true');
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  await expect(accountButton(page)).toBeFocused();
});

test('account pages and the checkout ask to sign in first @desktop', async ({ page }) => {
  const shopper = newShopper('Inès');
  await register(page, shopper);
  await signOut(page);

  // An account page: the checkout login (spec 2.2), then the page asked for.
  await page.goto(`${HOME}mon-compte/carnet-d-adresses`);
  await expect(page).toHaveURL(/\/commande\/connexion\?retour=mon-compte%2Fcarnet-d-adresses$/);
  await expect(mainHeading(page)).toHaveText('Connexion');
  await fillLogin(page.getByRole('main'), shopper.email, shopper.password);
  await expect(page).toHaveURL(/\/mon-compte\/carnet-d-adresses$/);
  const welcome = dialog(page, 'Bienvenue Inès !');
  await expect(welcome.or(mainHeading(page).filter({ hasText: "Carnet d'adresses" }))).toBeVisible();
  if (await welcome.isVisible()) await welcome.getByRole('button', { name: 'Continuer mes achats' }).click();
  await signOut(page);

  // The checkout: its own login page, the same form inline; signed in with an empty cart, the cart.
  await page.goto(`${HOME}commande/livraison`);
  await expect(page).toHaveURL(/\/commande\/connexion$/);
  await expect(mainHeading(page)).toHaveText('Connexion');
  const main = page.getByRole('main');
  await fillLogin(main, shopper.email, shopper.password);
  await expect(page).toHaveURL(/\/mon-panier$/);
});

test('a session ended elsewhere: the shopper is told, signed out, and asked to sign in again @desktop', async ({
  page,
  context,
}) => {
  const shopper = newShopper('Rose');
  await register(page, shopper);
  await accountLink(page).click();
  await expect(page).toHaveURL(/\/mon-compte\/profil$/);

  // The session ends on the server (as after a password reset elsewhere, or when it expires) while
  // this page still holds the signed-in customer and the session's cookie.
  const cookies = await context.cookies();
  const origin = new URL(page.url()).origin;
  const response = await page.request.post('/graphql', {
    data: { query: 'mutation { signOut { viewer { isAuthenticated } } }' },
    headers: { origin, 'x-catalog': 'martinique', 'x-locale': 'fr' },
  });
  expect(response.ok()).toBe(true);
  await context.clearCookies();
  await context.addCookies(cookies);

  // The next call that needs the customer is refused (401 customer-is-not-logged-in): spec 8.
  const profile = page.getByRole('main');
  await profile.getByLabel('Date de naissance').fill('1990-05-14');
  await profile.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Votre session a expiré, veuillez vous ré-authentifier' }),
  ).toBeVisible();
  // My-account, which sends a signed-out shopper to the checkout login (spec 2.2).
  await expect(page).toHaveURL(/\/commande\/connexion\?retour=mon-compte/);
  await expect(mainHeading(page)).toHaveText('Connexion');

  // Signing in again leads back to the account.
  await fillLogin(page.getByRole('main'), shopper.email, shopper.password);
  await expect(page).toHaveURL(/\/mon-compte$|\/mon-compte\/profil$/);
});
