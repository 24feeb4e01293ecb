/**
 * Reads a number as people type it: '5,00,000', '₹ 5 00 000' or '500000' are all 500000. Empty
 * input is `undefined` and anything else unreadable is NaN, so the shared schema can name the
 * problem with the seeds' message.
 */
export function parseAmount(text: string): number | undefined {
  const cleaned = text.replace(/[₹,\s]/g, '');
  if (cleaned === '') return undefined;
  // Number('') and Number('0x10') are too forgiving for a money field: digits and one point only.
  if (!/^-?\d*\.?\d+$|^-?\d+\.$/.test(cleaned)) return Number.NaN;
  return Number(cleaned);
}
