import { deliveryDates, regionTimeZone, type DeliveryPeriod } from '@shop/domain';
import type { DeliveryEstimateModel } from '../models.js';

/**
 * A delivery period (spec 9) on the calendar of the region's island, counted from the day `from`
 * falls on there. The days are written here, not in the browser, so the server-rendered page and the
 * hydrated one show the same dates.
 */
export function deliveryEstimate(
  period: DeliveryPeriod,
  from: Date | string,
  region: string,
): DeliveryEstimateModel {
  return { ...period, ...deliveryDates(period, from, regionTimeZone(region)) };
}
