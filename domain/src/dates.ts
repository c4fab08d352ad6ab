/**
 * Spec 5 "date helpers: before today, after today", on calendar days (`YYYY-MM-DD`): a birth date
 * must lie before today; a day still to come (a delivery, a reservation) after it. `today` is the
 * caller's calendar day (the territory's, when a screen knows it); by default the UTC day.
 */
const DAY = /^\d{4}-\d{2}-\d{2}$/u;

/** The UTC calendar day of `now`, `YYYY-MM-DD`. */
export function utcDay(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Whether `day` is a real calendar day written `YYYY-MM-DD`. */
export function isCalendarDay(day: string): boolean {
  if (!DAY.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

/** A real day strictly before `today`. */
export function isBeforeToday(day: string, today: string = utcDay()): boolean {
  return isCalendarDay(day) && day < today;
}

/** A real day strictly after `today`. */
export function isAfterToday(day: string, today: string = utcDay()): boolean {
  return isCalendarDay(day) && day > today;
}
