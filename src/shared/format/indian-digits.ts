/**
 * Numbers written out as en-IN does, without Intl. A page's first `Intl.NumberFormat` or
 * `DateTimeFormat` loads the browser's locale data: about 50 ms of a first load on the test
 * machine, several times that on a cheap phone, which every page showing an amount or a date
 * paid (ADR 022). These few rules are all the site needs, and the tests check them against
 * Intl itself.
 */

/**
 * `abs` (>= 0) times 10^`shift`, rounded to `places` decimals, half away from zero, as Intl
 * rounds: on the number's shortest decimal form (2.675 → 2.68), not on its binary value, where
 * `toFixed` rounds (2.67); the shift (a percentage's 2) moves the point in that form, exactly.
 * Gives the integer digits and exactly `places` fraction digits.
 */
export function roundedDigits(
  abs: number,
  places: number,
  shift = 0,
): { whole: string; fraction: string } {
  const [mantissa = '0', exponent = '0'] = abs.toExponential().split('e');
  let digits = mantissa.replace('.', '');
  // The value is 0.<digits> × 10^pointAt.
  let pointAt = Number(exponent) + 1 + shift;
  if (pointAt < 1) {
    digits = '0'.repeat(1 - pointAt) + digits;
    pointAt = 1;
  }
  const keep = pointAt + places;
  let kept = digits.padEnd(keep, '0').slice(0, keep);
  if ((digits[keep] ?? '0') >= '5') {
    const up = (BigInt(kept) + 1n).toString().padStart(keep, '0');
    if (up.length > keep) pointAt += 1;
    kept = up;
  }
  return { whole: kept.slice(0, pointAt).replace(/^0+(?=\d)/, ''), fraction: kept.slice(pointAt) };
}

/** Whole digits grouped the Indian way: the last three, then pairs ('12345678' → '1,23,45,678'). */
export function groupIndian(whole: string): string {
  if (whole.length <= 3) return whole;
  const head = whole.slice(0, -3);
  const pairs = head.length % 2 === 0 ? [] : [head[0]!];
  for (let i = head.length % 2; i < head.length; i += 2) pairs.push(head.slice(i, i + 2));
  return `${pairs.join(',')},${whole.slice(-3)}`;
}

/**
 * `n` (times 10^`shift`) with Indian grouping and between `minPlaces` and `maxPlaces` decimals;
 * a minus only when something other than zero is left after rounding (Intl's signDisplay
 * 'negative').
 */
export function formatIndianDecimal(
  n: number,
  minPlaces: number,
  maxPlaces: number,
  shift = 0,
): string {
  const { whole, fraction } = roundedDigits(Math.abs(n), maxPlaces, shift);
  let shown = fraction;
  while (shown.length > minPlaces && shown.endsWith('0')) shown = shown.slice(0, -1);
  const sign = n < 0 && /[1-9]/.test(whole + fraction) ? '-' : '';
  return `${sign}${groupIndian(whole)}${shown ? `.${shown}` : ''}`;
}
