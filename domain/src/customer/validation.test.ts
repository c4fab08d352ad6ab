import { describe, expect, it } from 'vitest';
import { checkPhone, generateAddressName, isValidPostCode } from './address.js';
import { FORM_MESSAGES_EN, FORM_MESSAGES_FR } from './messages.js';
import { customerSchemas, isBirthDate, isEmail, isStrongPassword } from './validation.js';

const fr = customerSchemas();
const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('spec 5 rules', () => {
  it('e-mail: text, at sign, text, dot, text, no whitespace', () => {
    expect(isEmail('lea@example.fr')).toBe(true);
    for (const bad of ['lea@example', 'lea example@x.fr', '@x.fr', 'lea@.fr', 'lea@x.'])
      expect(isEmail(bad)).toBe(false);
    // What a mail header would read as another recipient, or as a name and an address.
    for (const list of [
      'someone<victim@example.test>',
      'a@x.fr,b@y.fr',
      'a@x.fr;b@y.fr',
      '"lea"@x.fr',
      'lea(x)@x.fr',
      'lea@[127.0.0.1].fr',
      'lea\\@x.fr',
      'group:lea@x.fr',
    ])
      expect(isEmail(list)).toBe(false);
    expect(isEmail("o'brien+shop@mail.example.fr")).toBe(true);
    expect(messagesOf(fr.email.safeParse(''))).toEqual({ '': 'Email requis' });
    expect(messagesOf(fr.email.safeParse('nope'))).toEqual({
      '': 'Merci de saisir une adresse email valide',
    });
  });

  it('password: 8+ with upper, lower, digit and one of @$!%*?&, nothing else', () => {
    expect(isStrongPassword('Secret1!')).toBe(true);
    for (const bad of ['Secret1', 'secret1!', 'SECRET1!', 'Secretx!', 'Secret1!é', 'Secret 1!', 'Se1!'])
      expect(isStrongPassword(bad)).toBe(false);
    expect(messagesOf(fr.password.safeParse('weak'))).toEqual({
      '': 'Mot de passe invalide. Vérifiez les caractères obligatoires et/ou autorisés.',
    });
  });

  it('repeat password must match', () => {
    const schema = fr.withRepeat(fr.resetPassword, 'newPassword');
    const result = schema.safeParse({
      newPassword: 'Secret1!',
      repeatPassword: 'Secret2!',
      recaptchaData: 'x',
    });
    expect(messagesOf(result)).toEqual({ repeatPassword: 'les mots de passe ne correspondent pas' });
  });

  it('names: required, 2 characters, must look correct', () => {
    expect(messagesOf(fr.firstName.safeParse(''))).toEqual({ '': 'Prénom requis' });
    expect(messagesOf(fr.firstName.safeParse('L'))).toEqual({
      '': 'Votre prénom ne semble pas être correct',
    });
    expect(messagesOf(fr.lastName.safeParse('M4rtin'))).toEqual({
      '': 'Votre nom ne semble pas être correct',
    });
    expect(fr.lastName.safeParse("  N'Guyen-Dupré ").data).toBe("N'Guyen-Dupré");
  });

  it('birth date: a real past day', () => {
    const today = new Date('2026-11-22T12:00:00Z');
    expect(isBirthDate('1990-02-28', today)).toBe(true);
    expect(isBirthDate('1990-02-30', today)).toBe(false);
    expect(isBirthDate('2027-01-01', today)).toBe(false);
    expect(isBirthDate('22/11/1990', today)).toBe(false);
  });

  it('one-time code: exactly 6 digits', () => {
    expect(fr.oneTimePassword.safeParse('012345').success).toBe(true);
    expect(messagesOf(fr.oneTimePassword.safeParse('12345'))).toEqual({
      '': 'Le code doit contenir 6 chiffres',
    });
    expect(fr.oneTimePassword.safeParse('12345a').success).toBe(false);
  });

  it('postcodes per territory (GY read as ISO GF); an unknown country passes', () => {
    expect(isValidPostCode('97200', 'MQ')).toBe(true);
    expect(isValidPostCode('97300', 'GY')).toBe(true);
    expect(isValidPostCode('97200', 'GY')).toBe(false);
    expect(isValidPostCode('97133', 'BL')).toBe(true);
    expect(isValidPostCode('anything', 'ZZ')).toBe(true);
  });

  it('a Guadeloupe address with a Saint-Barthélemy or Saint-Martin postcode is refused, and back', () => {
    expect(isValidPostCode('97100', 'GP')).toBe(true);
    expect(isValidPostCode('97 110', 'GP')).toBe(true);
    expect(isValidPostCode('97133', 'GP')).toBe(false);
    expect(isValidPostCode('97150', 'GP')).toBe(false);
    expect(isValidPostCode('97150', 'MF')).toBe(true);
    expect(isValidPostCode('97100', 'BL')).toBe(false);
    expect(isValidPostCode('97100', 'MF')).toBe(false);
    expect(isValidPostCode('75001', 'MQ')).toBe(false);
  });

  it('phones per territory, in E.164, with the kind of error', () => {
    expect(checkPhone('0696 12 34 56', 'MQ')).toEqual({ valid: true, international: '+596696123456' });
    expect(checkPhone('0694 12 34 56', 'GY')).toEqual({ valid: true, international: '+594694123456' });
    expect(checkPhone('+33 6 12 34 56 78', 'RE')).toEqual({ valid: true, international: '+33612345678' });
    expect(checkPhone('0690', 'GP')).toEqual({ valid: false, error: 'TOO_SHORT' });
    expect(checkPhone('06901234567890', 'GP')).toEqual({ valid: false, error: 'TOO_LONG' });
    expect(checkPhone('abc', 'GP')).toEqual({ valid: false, error: 'NOT_A_NUMBER' });
    expect(checkPhone('+999 123', 'GP')).toEqual({ valid: false, error: 'INVALID_COUNTRY' });
  });

  it('address: every field checked, phone normalised; messages in the language asked', () => {
    const good = fr.address.safeParse({
      firstName: 'Léa',
      lastName: 'Martin',
      street: '12 rue des Palmiers',
      city: 'Fort-de-France',
      postCode: '97200',
      country: 'MQ',
      phone: '0696123456',
    });
    expect(good.data?.phone).toBe('+596696123456');
    const bad = fr.address.safeParse({
      firstName: '',
      lastName: 'M',
      street: 'x',
      city: '',
      postCode: '97100',
      country: 'MQ',
      phone: '0696',
    });
    expect(messagesOf(bad)).toMatchObject({
      firstName: 'Prénom requis',
      lastName: 'Votre nom ne semble pas être correct',
      street: 'L’adresse doit contenir au moins 2 caractères',
      city: 'Ville requise',
    });
    const en = customerSchemas(FORM_MESSAGES_EN);
    expect(messagesOf(en.address.safeParse({ ...good.data, country: '' }))).toMatchObject({
      country: 'Please choose a country',
    });
    const pc = fr.address.safeParse({ ...good.data, postCode: '97100' });
    expect(messagesOf(pc)).toEqual({ postCode: 'Le code postal n’est pas valide' });
  });

  it('generated address names: street letters, postcode digits, 8 random characters', () => {
    let n = 0;
    expect(generateAddressName('12, rue des Écoles', '97 200', () => n++ % 36)).toBe(
      'ruedesecoles97200abcdefgh',
    );
  });

  it('English messages exist for every French key', () => {
    expect(Object.keys(FORM_MESSAGES_EN).sort()).toEqual(Object.keys(FORM_MESSAGES_FR).sort());
  });
});

describe('contact message (spec 5)', () => {
  const { contactMessage } = customerSchemas();
  const valid = {
    name: 'Léa Martin',
    email: 'lea@example.test',
    subject: 'other',
    message: 'x'.repeat(10),
    recaptchaData: 'answer',
  };
  const messageErrors = (message: string) => {
    const result = contactMessage.safeParse({ ...valid, message });
    return result.success
      ? []
      : result.error.issues.filter((i) => i.path[0] === 'message').map((i) => i.message);
  };

  it('takes 10 to 400 characters, counted after trimming', () => {
    expect(messageErrors('x'.repeat(10))).toEqual([]);
    expect(messageErrors('x'.repeat(400))).toEqual([]);
    for (const message of ['x'.repeat(9), `  ${'x'.repeat(9)}  `, 'x'.repeat(401), 'x'.repeat(5000)]) {
      expect(messageErrors(message)).toEqual(['Le message doit contenir entre 10 et 400 caractères']);
    }
    expect(messageErrors('   ')).toEqual(['Message requis']);
  });

  it('needs a known subject and a plain order reference', () => {
    expect(contactMessage.safeParse({ ...valid, subject: 'spam' }).success).toBe(false);
    expect(contactMessage.safeParse({ ...valid, orderReference: 'CMD-2026-0001' }).success).toBe(true);
    expect(contactMessage.safeParse({ ...valid, orderReference: '../x' }).success).toBe(false);
  });
});
