/**
 * An order's estimated delivery (spec 9) is the one made when it was placed: counted from the day of
 * the order in its island, however long after the shopper reads it.
 */
import type { ShipmentMethod } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import type { DeliveryEstimateModel, OrderModel, ShipmentMethodModel, ShipmentModel } from '../../models.js';
import { shipmentFields, shipmentMethodFields } from '../checkout/fields.js';
import { orderFields } from './fields.js';

const home: ShipmentMethod = {
  id: 'HOME',
  name: 'Livraison à domicile',
  carrier: 'HOME',
  deliveryTime: 3,
  deliveryTimeUnit: 'DAY',
  price: { actualAmount: 900, taxFree: 830, taxIncluded: 900, taxAmount: 70 },
  priceDetails: [],
  isRelay: false,
  isAir: false,
  isFree: false,
};

/** What the resolvers read of an order: paid at 01:30 on 11 November in Réunion (UTC+4), still the 10th in UTC. */
const order = {
  id: '42',
  region: 'reunion',
  rootCategoryPath: 'reunion',
  creationDate: '2026-11-10T21:30:00.000Z',
  items: [],
  shipments: [
    {
      id: 's1',
      items: [],
      pickingDelay: 2,
      availableShipmentMethods: [home],
      shipmentMethod: home,
      parcels: [],
    },
  ],
} as unknown as OrderModel;

// The generated resolver types allow an object form too: these fields are plain functions.
const shipmentsOf = orderFields.shipments as (o: OrderModel) => ShipmentModel[];
const methodOf = shipmentFields.method as (s: ShipmentModel) => ShipmentMethodModel | null;
const estimateOf = shipmentMethodFields.estimatedDelivery as (
  m: ShipmentMethodModel,
) => DeliveryEstimateModel;

describe('an order’s estimated delivery', () => {
  it('counts from the day it was placed in its island, not from today', () => {
    const [shipment] = shipmentsOf(order);
    expect(estimateOf(methodOf(shipment!)!)).toEqual({
      minDays: 3,
      maxDays: 5,
      earliest: '2026-11-14',
      latest: '2026-11-16',
    });
  });
});
