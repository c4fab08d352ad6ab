/**
 * How a shipment may travel and what it costs (spec 3 Shipment method): the rates are data (the
 * storefront-api's `shipping_rates`), this is the rule that reads them. Prices are tax-included cents;
 * shipping bears the territory's normal VAT (none where there is no VAT; docking fees apply to
 * goods, not to transport).
 */
import type { CarrierCode, DeliveryTimeUnit } from './checkout.js';
import type { TerritoryCode } from './territories.js';

/** Weight of one unit when the product has none, by logistic class (grams, packaging included). */
export const DEFAULT_WEIGHT_GRAMS: Record<string, number> = {
  'lettre-suivie': 150,
  'colis-standard': 1500,
  fragile: 3000,
  froid: 4000,
  volumineux: 35000,
};
const FALLBACK_WEIGHT_GRAMS = 1500;

export function unitWeightGrams(weightGrams: number | null, logisticClassId: string): number {
  return weightGrams ?? DEFAULT_WEIGHT_GRAMS[logisticClassId] ?? FALLBACK_WEIGHT_GRAMS;
}

export interface ShippingRate {
  id: string;
  carrier: CarrierCode;
  name: string;
  logisticClasses: readonly string[];
  /** Empty: every territory. */
  territories: readonly string[];
  maxWeightGrams: number | null;
  baseCents: number;
  perKgCents: number;
  deliveryTime: number;
  deliveryUnit: DeliveryTimeUnit;
  isAir: boolean;
  isStandard: boolean;
}

export interface ShipmentToPrice {
  territory: TerritoryCode;
  logisticClassIds: readonly string[];
  weightGrams: number;
  /** The cart reached its franco threshold: the standard method is free. */
  francoReached: boolean;
}

export interface PricedMethod {
  rate: ShippingRate;
  /** Tax-included cents. */
  price: number;
  details: { label: string; amount: number }[];
  isFree: boolean;
}

/** The rates that may carry this shipment, cheapest first, with their prices. */
export function shipmentMethods(shipment: ShipmentToPrice, rates: readonly ShippingRate[]): PricedMethod[] {
  const kilograms = Math.max(1, Math.ceil(shipment.weightGrams / 1000));
  return rates
    .filter(
      (rate) =>
        (rate.territories.length === 0 || rate.territories.includes(shipment.territory)) &&
        shipment.logisticClassIds.every((id) => rate.logisticClasses.includes(id)) &&
        (rate.maxWeightGrams === null || shipment.weightGrams <= rate.maxWeightGrams),
    )
    .map((rate) => {
      const details = [{ label: 'Forfait', amount: rate.baseCents }];
      if (rate.perKgCents > 0)
        details.push({ label: `Poids (${kilograms} kg entamé(s))`, amount: rate.perKgCents * kilograms });
      const full = details.reduce((sum, detail) => sum + detail.amount, 0);
      const isFree = rate.isStandard && shipment.francoReached;
      if (isFree) details.push({ label: 'Livraison offerte (franco atteint)', amount: -full });
      return { rate, price: isFree ? 0 : full, details, isFree };
    })
    .sort((a, b) => a.price - b.price || a.rate.deliveryTime - b.rate.deliveryTime);
}

/** Tax part of a tax-included shipping price at a rate in basis points (rounded to the cent). */
export function shippingTax(
  taxIncluded: number,
  rateBasisPoints: number,
): { taxFree: number; taxAmount: number } {
  const taxFree = Math.round((taxIncluded * 10_000) / (10_000 + rateBasisPoints));
  return { taxFree, taxAmount: taxIncluded - taxFree };
}

/** Distance in metres between two points (haversine, Earth radius 6,371 km). */
export function distanceMetres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * 6_371_000 * Math.asin(Math.sqrt(h)));
}

/** Postcodes of each territory: Saint-Barthelemy and Saint-Martin carry Guadeloupe's 971 prefix. */
export function postCodeTerritory(postCode: string): TerritoryCode | undefined {
  const code = postCode.replace(/\s/gu, '');
  if (code === '97133') return 'BL';
  if (code === '97150') return 'MF';
  const prefixes: Record<string, TerritoryCode> = { '971': 'GP', '972': 'MQ', '973': 'GY', '974': 'RE' };
  return /^[0-9]{5}$/u.test(code) ? prefixes[code.slice(0, 3)] : undefined;
}

/** Spec 1: a shipping address must lie in the cart's territory, by country and postcode. */
export function addressInTerritory(
  address: { country: string; postCode: string },
  territory: TerritoryCode,
): boolean {
  return address.country === territory && postCodeTerritory(address.postCode) === territory;
}
