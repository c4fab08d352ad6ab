import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { newPasswordResolver } from '../forms/schemas.js';
import { authSchemas } from './schemas.js';
import type { RegisterValues } from './schemas.js';

/** The message of each field at fault, as the form shows them under the fields. */
function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

const validRegistration = {
  email: 'marie@example.fr',
  firstName: 'Marie',
  lastName: 'Lafleur',
  password: 'Soleil@972',
  repeatPassword: 'Soleil@972',
  twoFactor: false,
  newsletter: true,
  terms: true,
};

describe('sign-in forms, in French (spec 5)', () => {
  const fr = authSchemas('fr');

  it('asks for an e-mail and a password to sign in', () => {
    expect(messages(fr.login.safeParse({ email: '', password: '' }))).toEqual({
      email: 'Email requis',
      password: 'Mot de passe requis',
    });
    expect(messages(fr.login.safeParse({ email: 'marie@example', password: 'x' }))).toEqual({
      email: 'Merci de saisir une adresse email valide',
    });
  });

  it('accepts a complete registration', () => {
    expect(fr.register.safeParse(validRegistration).success).toBe(true);
  });

  it('says what is wrong in a registration, field by field', () => {
    const result = fr.register.safeParse({
      ...validRegistration,
      email: 'marie example.fr',
      firstName: 'M',
      lastName: '4x',
      password: 'soleil972',
      repeatPassword: 'soleil973',
      terms: false,
    });
    expect(messages(result)).toMatchObject({
      email: 'Merci de saisir une adresse email valide',
      firstName: 'Votre prénom ne semble pas être correct',
      lastName: 'Votre nom ne semble pas être correct',
      password: 'Mot de passe invalide. Vérifiez les caractères obligatoires et/ou autorisés.',
      terms: 'Veuillez accepter les conditions générales de vente',
    });
  });

  it('checks that the repeated password matches', () => {
    expect(messages(fr.register.safeParse({ ...validRegistration, repeatPassword: 'Soleil@973' }))).toEqual({
      repeatPassword: 'les mots de passe ne correspondent pas',
    });
    expect(messages(fr.reset.safeParse({ newPassword: 'Soleil@972', repeatPassword: 'Soleil@97' }))).toEqual({
      repeatPassword: 'les mots de passe ne correspondent pas',
    });
  });

  it('applies the password rule to the new password of a reset', () => {
    expect(messages(fr.reset.safeParse({ newPassword: 'Soleil 972', repeatPassword: 'Soleil 972' }))).toEqual(
      {
        newPassword: 'Mot de passe invalide. Vérifiez les caractères obligatoires et/ou autorisés.',
      },
    );
  });
});

describe('sign-in forms, in English', () => {
  it('speaks the shopper’s language', () => {
    const en = authSchemas('en');
    expect(messages(en.forgot.safeParse({ email: 'nope' }))).toEqual({
      email: 'Please enter a valid e-mail address',
    });
    expect(messages(en.register.safeParse({ ...validRegistration, terms: false }))).toEqual({
      terms: 'Please accept the general terms of sale',
    });
  });
});

describe('the resolver of a password typed twice', () => {
  const fr = authSchemas('fr');
  const resolve = newPasswordResolver(fr.register, 'password', 'fr');
  const options: ResolverOptions<RegisterValues> = { fields: {}, shouldUseNativeValidation: false };
  const errorMessages = (errors: Record<string, { message?: string } | undefined>) =>
    Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, error?.message]));

  it('says the passwords differ while other fields are still wrong', async () => {
    const result = await resolve(
      { ...validRegistration, email: '', repeatPassword: 'Soleil@973', terms: false },
      undefined,
      options,
    );
    expect(errorMessages(result.errors)).toEqual({
      email: 'Email requis',
      repeatPassword: 'les mots de passe ne correspondent pas',
      terms: 'Veuillez accepter les conditions générales de vente',
    });
  });

  it('says nothing of an empty repeat but what zod says', async () => {
    const result = await resolve({ ...validRegistration, repeatPassword: '' }, undefined, options);
    expect(errorMessages(result.errors)).toEqual({ repeatPassword: 'Veuillez confirmer le mot de passe' });
  });

  it('gives the values when everything is right', async () => {
    const result = await resolve(validRegistration, undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ email: 'marie@example.fr', terms: true });
  });
});
