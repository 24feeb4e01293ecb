import { formatIndianDecimal } from './indian-digits';

/**
 * Rupee amounts as Indians read them: Indian digit grouping (1,23,45,678) with a rupee sign, and
 * short words for large amounts ("45.6 lakh", "1.23 crore"). Written as en-IN's Intl writes them,
 * without loading Intl (indian-digits.ts says why).
 */

const LAKH = 100_000;
const CRORE = 10_000_000;

function assertFinite(n: number): void {
  if (!Number.isFinite(n)) throw new RangeError(`Not a finite amount: ${n}`);
}

export type FormatRupeesOptions = {
  /** Show paise (two decimals): ₹63,412.52. By default amounts are whole rupees. */
  paise?: boolean;
};

/** `formatRupees(12345678)` → '₹1,23,45,678'; `formatRupees(1234.5, { paise: true })` → '₹1,234.50'. */
export function formatRupees(n: number, options: FormatRupeesOptions = {}): string {
  assertFinite(n);
  const digits = options.paise ? formatIndianDecimal(n, 2, 2) : formatIndianDecimal(n, 0, 0);
  // The sign goes before the rupee sign: -₹1,50,000.
  return digits.startsWith('-') ? `-₹${digits.slice(1)}` : `₹${digits}`;
}

/** Indian-grouped digits without the rupee sign: 1,23,45,678. */
export function formatIndianNumber(n: number): string {
  assertFinite(n);
  return formatIndianDecimal(n, 0, 0);
}

/**
 * A short reading of an amount: '1.23 crore', '45.6 lakh', and plain digits ('12,500') below a
 * lakh. Up to two decimals; an amount that rounds up to 100 lakh reads as '1 crore'.
 */
export function rupeesInWords(n: number): string {
  assertFinite(n);
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(n);
  if (Math.round(abs) < LAKH) return formatIndianDecimal(n, 0, 0);
  const round2 = (x: number) => Math.round(x * 100) / 100;
  const lakhs = round2(abs / LAKH);
  if (lakhs < 100) return `${sign}${formatIndianDecimal(lakhs, 0, 2)} lakh`;
  return `${sign}${formatIndianDecimal(round2(abs / CRORE), 0, 2)} crore`;
}
