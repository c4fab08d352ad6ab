import { describe, expect, it } from 'vitest';
import { countryField } from './countryField.js';

describe('country select of the address form (spec 5)', () => {
  it('offers the six territories, enabled, starting on the region’s territory', () => {
    expect(countryField(undefined, { region: 'RE' })).toEqual({
      options: ['GP', 'GY', 'MQ', 'RE', 'BL', 'MF'],
      disabled: false,
      value: 'RE',
    });
  });

  it('keeps the country of an address being edited', () => {
    expect(countryField(undefined, { current: 'GP', region: 'MQ' }).value).toBe('GP');
  });

  it('reads the ISO code of French Guiana (GF) as the spec’s GY', () => {
    expect(countryField(undefined, { region: 'GF' }).value).toBe('GY');
  });

  it('is disabled and preset when exactly one country is offered', () => {
    expect(countryField(['MQ'], { current: 'GP' })).toEqual({ options: ['MQ'], disabled: true, value: 'MQ' });
  });

  it('is disabled and empty when none is offered, and drops countries outside the territories', () => {
    expect(countryField(['FR', 'US'])).toEqual({ options: [], disabled: true, value: '' });
  });

  it('asks for a choice when the region’s territory is not offered', () => {
    expect(countryField(['GP', 'MQ'], { region: 'RE' })).toEqual({
      options: ['GP', 'MQ'],
      disabled: false,
      value: '',
    });
  });
});
