/** en-IN's short month names (CLDR's, as Intl writes them: 'Sept'). */
const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sept',
  'Oct',
  'Nov',
  'Dec',
];

/** en-IN's full month names, for a date written out in full. */
const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** India's clock: UTC+5:30 all year (no summer time). */
const IST_OFFSET_MS = 330 * 60_000;

/**
 * A date as people in India write it: "23 Nov 2026". Always on India's clock, so the server's
 * HTML and the browser's render agree wherever either runs. Written by hand rather than with
 * Intl.DateTimeFormat, whose first use loads the browser's locale data (indian-digits.ts says
 * why); the tests check it against Intl.
 */
export function formatDate(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) throw new RangeError(`Not a date: ${iso}`);
  const india = new Date(time + IST_OFFSET_MS);
  return `${india.getUTCDate()} ${MONTHS[india.getUTCMonth()]} ${india.getUTCFullYear()}`;
}

/** A day written out in full on India's clock, as en-IN does: "23 November 2026". */
export function formatLongDate(date: Date): string {
  const india = new Date(date.getTime() + IST_OFFSET_MS);
  return `${india.getUTCDate()} ${LONG_MONTHS[india.getUTCMonth()]} ${india.getUTCFullYear()}`;
}

/** The calendar year in India at `date`: what My plan counts a goal's years left from. */
export function indiaYear(date: Date): number {
  return new Date(date.getTime() + IST_OFFSET_MS).getUTCFullYear();
}
