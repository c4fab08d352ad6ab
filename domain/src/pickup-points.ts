/**
 * The header's relay listing (spec 3 "Relay point"): the region's parcel pickup points come from a
 * locations list filtered by type and territory, which carries no opening times, and the listing
 * shows fixed placeholder values for them. These are those values, Monday first, in the shape of a
 * relay point's `openingTimes` (`api/checkout.ts`), so the same rule shows a day closed.
 */
import { isClosedDay } from './checkout.js';

export interface PlaceholderOpeningDay {
  /** ISO day: 1 Monday … 7 Sunday. */
  day: number;
  hours: readonly { open: string; close: string }[];
  closed: boolean;
}

const day = (n: number, hours: { open: string; close: string }[]): PlaceholderOpeningDay => ({
  day: n,
  hours,
  closed: isClosedDay(hours),
});

const WEEKDAY = [
  { open: '08:30', close: '12:30' },
  { open: '14:30', close: '18:00' },
];

/** Monday to Friday 08:30–12:30 and 14:30–18:00, Saturday 08:30–12:30, Sunday closed (00:00-00:00). */
export const PICKUP_POINT_OPENING_TIMES: readonly PlaceholderOpeningDay[] = [
  day(1, WEEKDAY),
  day(2, WEEKDAY),
  day(3, WEEKDAY),
  day(4, WEEKDAY),
  day(5, WEEKDAY),
  day(6, [{ open: '08:30', close: '12:30' }]),
  day(7, [{ open: '00:00', close: '00:00' }]),
];
