import { describe, expect, it } from 'vitest';
import { addressCardLines, countryLabel, nationalPhone } from './addressCard.js';

const home = {
  name: 'maison',
  company: null,
  firstName: 'Léa',
  lastName: 'Joseph',
  street: '12 rue des Palmiers',
  postCode: '97200',
  city: 'Fort-de-France',
  country: 'MQ',
  phone: '+596696123456',
};

describe('address card', () => {
  it('shows name, person, street, postcode and city, the French country label and a national phone', () => {
    expect(addressCardLines(home)).toEqual({
      title: 'maison',
      person: 'Léa Joseph',
      company: null,
      street: '12 rue des Palmiers',
      city: '97200 Fort-de-France',
      country: 'Martinique',
      phone: '0696 12 34 56',
    });
  });

  it('shows the company when there is one, not a blank one', () => {
    expect(addressCardLines({ ...home, company: 'Ti Kaz SARL' }).company).toBe('Ti Kaz SARL');
    expect(addressCardLines({ ...home, company: '  ' }).company).toBeNull();
  });

  it('names the territories in French (GY is French Guiana) or in English', () => {
    expect(countryLabel('GY')).toBe('Guyane');
    expect(countryLabel('RE')).toBe('La Réunion');
    expect(countryLabel('BL')).toBe('Saint-Barthélemy');
    expect(countryLabel('GY', 'en')).toBe('French Guiana');
    expect(countryLabel('SX')).toBe('Saint-Martin (partie néerlandaise)');
    expect(countryLabel('XX')).toBe('XX');
  });

  it('formats each territory’s numbers nationally and leaves unreadable ones alone', () => {
    expect(nationalPhone('+590690123456')).toBe('0690 12 34 56');
    expect(nationalPhone('+594694123456')).toBe('0694 12 34 56');
    expect(nationalPhone('+262692123456')).toBe('0692 12 34 56');
    expect(nationalPhone('0696')).toBe('0696');
  });
});
