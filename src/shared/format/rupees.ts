/**
 * Rupee amounts as Indians read them: Indian digit grouping (1,23,45,678) with a rupee sign, and
 * short words for large amounts ("45.6 lakh", "1.23 crore"). Formatters are built once: building
 * an Intl.NumberFormat is far slower than using one.
 */

const LAKH = 100_000;
const CRORE = 10_000_000;

const wholeRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
  // 'negative' rather than 'auto', so that -0 and -0.2 print as ₹0, not -₹0.
  signDisplay: 'negative',
});
const rupeesWithPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'negative',
});
const wholeDigits = new Intl.NumberFormat('en-IN', {
  maximumFractionDigits: 0,
  signDisplay: 'negative',
});
const shortDigits = new Intl.NumberFormat('en-IN', {
  maximumFractionDigits: 2,
  signDisplay: 'negative',
});

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
  return (options.paise ? rupeesWithPaise : wholeRupees).format(n);
}

/** Indian-grouped digits without the rupee sign: 1,23,45,678. */
export function formatIndianNumber(n: number): string {
  assertFinite(n);
  return wholeDigits.format(n);
}

/**
 * A short reading of an amount: '1.23 crore', '45.6 lakh', and plain digits ('12,500') below a
 * lakh. Up to two decimals; an amount that rounds up to 100 lakh reads as '1 crore'.
 */
export function rupeesInWords(n: number): string {
  assertFinite(n);
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(n);
  if (Math.round(abs) < LAKH) return wholeDigits.format(n);
  const round2 = (x: number) => Math.round(x * 100) / 100;
  const lakhs = round2(abs / LAKH);
  if (lakhs < 100) return `${sign}${shortDigits.format(lakhs)} lakh`;
  return `${sign}${shortDigits.format(round2(abs / CRORE))} crore`;
}
