import * as z from 'zod/mini';

/**
 * One rule for the rupee amounts of every planner, applied by the shared schemas on both sides
 * (docs/planner-math.md, "Amounts"): the forms read what is typed with `parseAmount`
 * (src/shared/format/amount.ts), and the schemas take rupees and paise, up to two decimals. An
 * optional amount (one whose help says "leave empty if none") left empty is 0; a required one keeps the
 * seeds' message for a missing value.
 */
export const AMOUNT_MESSAGES = {
  /** What `parseAmount` could not read ('12 lakhs of', 'abc'). */
  notAnAmount: 'Please enter an amount, like 1,50,000 or 12 lakh',
  paise: (label: string) => `${label} can have at most 2 decimals (paise)`,
} as const;

/** Rupees and paise: at most two decimals. */
export const inPaise = (label: string) => z.multipleOf(0.01, AMOUNT_MESSAGES.paise(label));

/** An amount the user may leave empty: an empty field (undefined) is 0. */
export const emptyIsZero = (schema: z.ZodMiniNumber<number>) => z._default(schema, 0);
