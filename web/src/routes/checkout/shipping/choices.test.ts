import { describe, expect, it } from 'vitest';
import { missingChoices, shipmentMissing } from './choices.js';

describe('missingChoices', () => {
  it('asks for an address, then a method per shipment, then a relay point', () => {
    expect(missingChoices(false, [{ method: null, relayPoint: null }])).toEqual(['address', 'method']);
    expect(
      missingChoices(true, [
        { method: { isRelay: false }, relayPoint: null },
        { method: { isRelay: true }, relayPoint: null },
      ]),
    ).toEqual(['relayPoint']);
  });

  it('is empty when every shipment has its method and relay point', () => {
    expect(
      missingChoices(true, [
        { method: { isRelay: false }, relayPoint: null },
        { method: { isRelay: true }, relayPoint: { code: 'R1' } },
      ]),
    ).toEqual([]);
  });
});

describe('shipmentMissing', () => {
  it('tells what one shipment lacks', () => {
    expect(shipmentMissing(null, 'relay', false)).toBe('shipmentMethod');
    expect(shipmentMissing('relay', 'relay', false)).toBe('shipmentRelay');
    expect(shipmentMissing('relay', 'relay', true)).toBeNull();
    expect(shipmentMissing('home', 'relay', false)).toBeNull();
  });
});
