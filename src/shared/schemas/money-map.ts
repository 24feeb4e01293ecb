import * as z from 'zod/mini';
import { rupeesInWords } from '../format/rupees';
import { MONEY_MAP_GOALS, MONEY_MAP_LIMITS } from '../planners/money-map-goals';
import { AMOUNT_MESSAGES, inPaise } from './amount';

/**
 * The money-map inputs, checked the same way by the form and by the server's save route. Messages
 * keep the seeds' wording; the checks of each field run in the order listed, so the seeds' message
 * for a missing or too-small value comes before the stricter ones. A value that is there but is
 * not a number (the form reads 'abc' as NaN) is not "too small": it says so.
 *
 * Written with zod/mini, Zod's tree-shakable form: the page bundles about a fifth of what classic
 * Zod costs. Its schemas are Zod core schemas, so the server's Zod type provider takes them as is.
 */
export const MONEY_MAP_MESSAGES = {
  notANumber: 'Please enter a number',
  presentValueMin: 'Present value should be greater than 0',
  presentValueMax: `Present value should be at most ₹${rupeesInWords(MONEY_MAP_LIMITS.maxPresentValue)}`,
  goal: 'Please select a goal',
  yearsMin: 'No. of years should be greater than 0',
  yearsMax: `No. of years should be ${MONEY_MAP_LIMITS.maxYears} or fewer`,
  yearsWhole: 'No. of years should be a whole number',
} as const;

const m = MONEY_MAP_MESSAGES;

/**
 * An empty field (undefined) is below 1, as the seeds say; anything else unreadable is no number
 * (no amount, for the present value: the form reads '12 lakh', not '12 lakhs of').
 */
const numberIssue =
  (missing: string, unreadable: string = m.notANumber) =>
  (issue: { input?: unknown }) =>
    issue.input === undefined ? missing : unreadable;

export const ZMoneyMapInputSchema = z.object({
  presentValue: z
    .number({ error: numberIssue(m.presentValueMin, AMOUNT_MESSAGES.notAnAmount) })
    .check(
      z.minimum(MONEY_MAP_LIMITS.minPresentValue, m.presentValueMin),
      z.maximum(MONEY_MAP_LIMITS.maxPresentValue, m.presentValueMax),
      inPaise('Present value'),
    ),
  goal: z.enum(MONEY_MAP_GOALS, { error: m.goal }),
  years: z
    .number({ error: numberIssue(m.yearsMin) })
    .check(
      z.minimum(MONEY_MAP_LIMITS.minYears, m.yearsMin),
      z.maximum(MONEY_MAP_LIMITS.maxYears, m.yearsMax),
      z.multipleOf(1, m.yearsWhole),
    ),
});
export type TMoneyMapInput = z.infer<typeof ZMoneyMapInputSchema>;

type MoneyMapField = keyof TMoneyMapInput;
/** The order in which the form reports problems: the first failing field wins. */
const MONEY_MAP_FIELDS: readonly MoneyMapField[] = ['presentValue', 'goal', 'years'];

export type MoneyMapError = { field: MoneyMapField; message: string };

export type MoneyMapParseResult =
  { success: true; data: TMoneyMapInput } | { success: false; error: MoneyMapError };

/** Validates the inputs and, when they fail, names only the first problem, as the seeds' form does. */
export function parseMoneyMapInput(input: unknown): MoneyMapParseResult {
  const result = ZMoneyMapInputSchema.safeParse(input);
  if (result.success) return { success: true, data: result.data };
  for (const field of MONEY_MAP_FIELDS) {
    const issue = result.error.issues.find((i) => i.path[0] === field);
    if (issue) return { success: false, error: { field, message: issue.message } };
  }
  // Not an object at all: report the first field.
  return { success: false, error: { field: 'presentValue', message: m.presentValueMin } };
}

/** The first problem with the inputs, or null when they are valid. */
export function firstMoneyMapError(input: unknown): MoneyMapError | null {
  const result = parseMoneyMapInput(input);
  return result.success ? null : result.error;
}
