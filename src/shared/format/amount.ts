/**
 * Reads a rupee amount as people in India write it: the one reader of every planner's amount
 * fields (Money Maps, the retirement planner). The shared schemas then check the number, so the
 * browser and the server apply the same rules and messages.
 *
 * Read:
 * - digits, grouped by commas or spaces in any pattern ('1,50,000', '150,000', '1 50 000'), with a
 *   decimal point ('1500.50', '.5', '7.');
 * - a rupee sign or 'Rs', 'Rs.', 'INR' before them, and '/-' after them ('Rs. 1,50,000/-');
 * - lakh and crore, in any case, after a space or not: 'lakh', 'lakhs', 'lac', 'lacs', 'L', and
 *   'crore', 'crores', 'cr' ('12 lakh', '12L', '1.5 crore', '2Cr'). The point moves in the
 *   written digits, so '1.23 lakh' is 123000 exactly, not 1.23 × 100000 in floating point;
 * - a minus before it all ('-5,000', '-₹5,000' as formatRupees writes it): read, not refused, so
 *   that the field's own message (the seeds' 'should be 0 or higher') says what is wrong. So are
 *   paise beyond two decimals: the schemas refuse them with their own message.
 *
 * Not read (NaN, which the schemas call "not a number"): anything else, e.g. '12 lakhs of', '12k',
 * 'ten', '1e5', '0x10', '1.2.3', '1.50,000', '1 crore 20 lakh', '--5'.
 *
 * Empty text, or a rupee sign alone, is `undefined`: the schema decides what an empty field means
 * (0 for an optional amount, the seeds' message for a required one).
 */
export function parseAmount(text: string): number | undefined {
  let rest = text
    .trim()
    .toLowerCase()
    .replace(/\u2212/g, '-');
  const negative = rest.startsWith('-');
  if (negative) rest = rest.slice(1).trimStart();
  rest = rest.replace(/^(?:₹|rs\.?|inr)\s*/, '');
  rest = rest.replace(/\s*\/-$/, '');
  if (rest === '') return negative ? Number.NaN : undefined;

  const match = /^(\d(?:[\d,\s]*\d)?)?(?:\.(\d*))?\s*(lakhs?|lacs?|l|crores?|cr)?$/.exec(rest);
  if (!match || (match[1] === undefined && !match[2])) return Number.NaN;
  const whole = (match[1] ?? '0').replace(/[,\s]/g, '');
  const unit = match[3];
  const shift = unit === undefined ? 0 : unit.startsWith('c') ? 7 : 5;
  // Move the point `shift` places right in the written digits.
  const fraction = (match[2] ?? '').padEnd(shift, '0');
  const digits = `${whole}${fraction.slice(0, shift)}.${fraction.slice(shift) || '0'}`;
  const value = Number(digits);
  return negative && value !== 0 ? -value : value;
}
