import * as z from 'zod/mini';
import { rupeesInWords } from '../format/rupees';
import { GENDERS, RETIREMENT_LIMITS } from '../planners/retirement-limits';
import { AMOUNT_MESSAGES, emptyIsZero, inPaise } from './amount';

/**
 * The retirement planner's inputs, checked the same way by the page's three forms and by the
 * server's save route. Messages keep the seeds' wording (section 5) and come one at a time, in the
 * seeds' order: panel 1 (the ages, then the existing investment), panel 2 (rental income, retiral
 * benefits, pension income, present monthly expenses), then Try New's instalment. Amounts are
 * rupees and paise (schemas/amount.ts). An empty existing investment, rental income, retiral
 * benefits or pension income is 0 (each says "leave empty if none"); an empty monthly expense or Try New
 * instalment is below the minimum, as the seeds' form reads it. A value that is not an amount says
 * so.
 */
const L = RETIREMENT_LIMITS;
const lumpSumMax = `₹${rupeesInWords(L.maxLumpSum)}`;
const monthlyMax = `₹${rupeesInWords(L.maxMonthly)} a month`;

export const RETIREMENT_MESSAGES = {
  ageRange: `Age should be between ${L.age.min} and ${L.age.max}`,
  retirementAgeRange: `Retirement age should be between ${L.retirementAge.min} and ${L.retirementAge.max}`,
  ageBeforeRetirement: 'Age should be less than Retirement age',
  gender: 'Please select male or female',
  existingInvestmentMin: 'Existing Investment should be 0 or higher',
  existingInvestmentMax: `Existing Investment should be at most ${lumpSumMax}`,
  rentalIncomeMin: 'Rental Income should be 0 or higher',
  rentalIncomeMax: `Rental Income should be at most ${monthlyMax}`,
  retiralBenefitsMin: 'Retiral Benefits should be 0 or higher',
  retiralBenefitsMax: `Retiral Benefits should be at most ${lumpSumMax}`,
  pensionIncomeMin: 'Pension Income should be 0 or higher',
  pensionIncomeMax: `Pension Income should be at most ${monthlyMax}`,
  presentMonthlyExpensesMin: `Present Monthly Expenses should be ${L.minMonthlyExpenses} or higher`,
  presentMonthlyExpensesMax: `Present Monthly Expenses should be at most ${monthlyMax}`,
  newMonthlyInvestmentMin: 'New Monthly Investment should be 0 or higher',
  newMonthlyInvestmentMax: `New Monthly Investment should be at most ${monthlyMax}`,
} as const;

const m = RETIREMENT_MESSAGES;

/** An empty field (undefined) is below the minimum, as the seeds say; anything else is no amount. */
const amountIssue = (missing: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? missing : AMOUNT_MESSAGES.notAnAmount;

const wholeYears = (min: number, max: number, message: string) =>
  z
    .number({ error: message })
    .check(z.minimum(min, message), z.maximum(max, message), z.multipleOf(1, message));

const amount = (label: string, min: number, max: number, minMessage: string, maxMessage: string) =>
  z
    .number({ error: amountIssue(minMessage) })
    .check(z.minimum(min, minMessage), z.maximum(max, maxMessage), inPaise(label));

/** Each input's own rule, for the form's fields and the payload. */
const fieldSchemas = {
  age: wholeYears(L.age.min, L.age.max, m.ageRange),
  retirementAge: wholeYears(L.retirementAge.min, L.retirementAge.max, m.retirementAgeRange),
  gender: z.enum(GENDERS, { error: m.gender }),
  existingInvestment: emptyIsZero(
    amount(
      'Existing Investment',
      0,
      L.maxLumpSum,
      m.existingInvestmentMin,
      m.existingInvestmentMax,
    ),
  ),
  rentalIncome: emptyIsZero(
    amount('Rental Income', 0, L.maxMonthly, m.rentalIncomeMin, m.rentalIncomeMax),
  ),
  retiralBenefits: emptyIsZero(
    amount('Retiral Benefits', 0, L.maxLumpSum, m.retiralBenefitsMin, m.retiralBenefitsMax),
  ),
  pensionIncome: emptyIsZero(
    amount('Pension Income', 0, L.maxMonthly, m.pensionIncomeMin, m.pensionIncomeMax),
  ),
  presentMonthlyExpenses: amount(
    'Present Monthly Expenses',
    L.minMonthlyExpenses,
    L.maxMonthly,
    m.presentMonthlyExpensesMin,
    m.presentMonthlyExpensesMax,
  ),
  newMonthlyInvestment: amount(
    'New Monthly Investment',
    0,
    L.maxMonthly,
    m.newMonthlyInvestmentMin,
    m.newMonthlyInvestmentMax,
  ),
};
type FieldSchemas = typeof fieldSchemas;
export type RetirementField = keyof FieldSchemas;

/** The fields of each form, in the order their problems are reported. */
export const PERSONAL_FIELDS = ['age', 'retirementAge', 'gender', 'existingInvestment'] as const;
export const FINANCIAL_FIELDS = [
  'rentalIncome',
  'retiralBenefits',
  'pensionIncome',
  'presentMonthlyExpenses',
] as const;
export const TRY_NEW_FIELDS = ['newMonthlyInvestment'] as const;

export type RetirementError = { field: RetirementField; message: string };

/**
 * The first problem of `fields`, in their order. The ages' relation is checked as soon as both
 * ages are readable, before any later field, and is reported on the age (the first slider).
 */
function firstProblemOf(
  fields: readonly RetirementField[],
  value: unknown,
  optional: readonly RetirementField[] = [],
): RetirementError | null {
  const record = (typeof value === 'object' && value !== null ? value : {}) as Record<
    string,
    unknown
  >;
  for (const field of fields) {
    const given = record[field];
    if (given === undefined && optional.includes(field)) continue;
    const result = fieldSchemas[field].safeParse(given);
    if (!result.success) {
      return { field, message: result.error.issues[0]?.message ?? AMOUNT_MESSAGES.notAnAmount };
    }
    if (field === 'retirementAge' && fields.includes('age')) {
      const { age, retirementAge } = record as { age: number; retirementAge: number };
      if (!(age < retirementAge)) return { field: 'age', message: m.ageBeforeRetirement };
    }
  }
  return null;
}

/**
 * A schema that reports exactly one issue, the first in the seeds' order (the server answers the
 * first issue, the form shows it), then gives the typed object.
 */
function orderedSchema<const F extends RetirementField, const O extends RetirementField = never>(
  fields: readonly F[],
  optional: readonly O[] = [],
) {
  const shape = Object.fromEntries(
    fields.map((f) => [
      f,
      (optional as readonly RetirementField[]).includes(f)
        ? z.optional(fieldSchemas[f])
        : fieldSchemas[f],
    ]),
  ) as { [K in Exclude<F, O>]: FieldSchemas[K] } & {
    [K in O]: z.ZodMiniOptional<FieldSchemas[K]>;
  };
  return z.pipe(
    z.unknown().check(
      z.superRefine((value, ctx) => {
        const problem = firstProblemOf(fields, value, optional);
        if (problem) {
          ctx.issues.push({
            code: 'custom',
            message: problem.message,
            path: [problem.field],
            input: value,
          });
        }
      }),
    ),
    z.object(shape),
  );
}

/** Panel 1, Personal Information. */
export const ZRetirementPersonalSchema = orderedSchema(PERSONAL_FIELDS);
export type TRetirementPersonal = z.infer<typeof ZRetirementPersonalSchema>;

/** Panel 2, Financial Information. */
export const ZRetirementFinancialSchema = orderedSchema(FINANCIAL_FIELDS);
export type TRetirementFinancial = z.infer<typeof ZRetirementFinancialSchema>;

/** The Summary's Try New. */
export const ZRetirementTryNewSchema = orderedSchema(TRY_NEW_FIELDS);
export type TRetirementTryNew = z.infer<typeof ZRetirementTryNewSchema>;

/** The nine inputs as they are saved: Try New's instalment only once it has been calculated. */
export const ZRetirementInputsSchema = orderedSchema(
  [...PERSONAL_FIELDS, ...FINANCIAL_FIELDS, ...TRY_NEW_FIELDS],
  TRY_NEW_FIELDS,
);
export type TRetirementInputs = z.infer<typeof ZRetirementInputsSchema>;

/** The first problem with some inputs, or null: what the forms show. */
export function firstRetirementError(
  fields: readonly RetirementField[],
  input: unknown,
): RetirementError | null {
  return firstProblemOf(fields, input);
}
