import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { auth_user } from './auth';

/**
 * One row per money map a signed-in user saved (decision 14: every save is kept, the latest is the
 * one shown). The inputs and the rates in use are stored as sent; every figure beside them was
 * recomputed by the server from them (decision 5), so a forged figure is never stored. The present
 * value is rupees and paise, as typed (schemas/amount.ts), held exactly; the figures are whole
 * rupees (rounded up to ₹500): ₹1,000 crore grown for 50 years fits a bigint as a number.
 */
export const moneyMaps = pgTable(
  'money_maps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => auth_user.id, { onDelete: 'cascade' }),
    presentValue: numeric('present_value', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    goal: text('goal').notNull(),
    years: integer('years').notNull(),
    /** The rates in use (yearly fractions): the goal's defaults unless the user changed them. */
    inflation: doublePrecision('inflation').notNull(),
    debtReturn: doublePrecision('debt_return').notNull(),
    assetAllocationReturn: doublePrecision('asset_allocation_return').notNull(),
    equityReturn: doublePrecision('equity_return').notNull(),
    /** The yearly step-up of the instalments (0 for none). */
    stepUp: doublePrecision('step_up').notNull().default(0),
    /** The recomputed figures: the goal's cost then, and each route's monthly SIP (flat). */
    futureValue: bigint('future_value', { mode: 'number' }).notNull(),
    debtMonthly: bigint('debt_monthly', { mode: 'number' }).notNull(),
    assetAllocationMonthly: bigint('asset_allocation_monthly', { mode: 'number' }).notNull(),
    equityMonthly: bigint('equity_monthly', { mode: 'number' }).notNull(),
    /** The suggested route's first-year instalment with the step-up (its flat one when none). */
    stepUpMonthly: bigint('step_up_monthly', { mode: 'number' }).notNull(),
    suggestedRoute: text('suggested_route').notNull(),
    /** Beyond the seeds (issue 25): rupees already put aside for the goal today (0 for none). */
    alreadySaved: numeric('already_saved', { precision: 14, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    /** My plan: the name the user gave the goal (null: the goal's label). */
    name: text('name'),
    /** My plan: the goal's place in the user's order (1 first; null: after those with one). */
    priority: integer('priority'),
    /** My plan: the route the user chose to fund it (null: the suggested one for its years left). */
    portfolio: text('portfolio'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('money_maps_user_id_created_at_idx').on(table.userId, table.createdAt),
    check('money_maps_present_value_positive', sql`${table.presentValue} >= 1`),
    check('money_maps_years_range', sql`${table.years} between 1 and 50`),
    check('money_maps_already_saved_range', sql`${table.alreadySaved} >= 0`),
    check(
      'money_maps_portfolio_known',
      sql`${table.portfolio} is null or ${table.portfolio} in ('debt', 'assetAllocation', 'equity')`,
    ),
  ],
);

/**
 * My plan (issue 25): what a user keeps about the plan as a whole, one row per user: what they can
 * invest each month, and the retirement goal's name, place and portfolio (its figures come from
 * the latest retirement save). The goals themselves are the saved money maps and that save.
 */
export const userPlans = pgTable(
  'user_plans',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => auth_user.id, { onDelete: 'cascade' }),
    /** Rupees a month the user can invest across all goals; null until they say. */
    monthlyCapacity: numeric('monthly_capacity', { precision: 14, scale: 2, mode: 'number' }),
    retirementName: text('retirement_name'),
    retirementPriority: integer('retirement_priority'),
    /** The return profile the retirement goal is funded at (null: the risk profile's, else moderate). */
    retirementPortfolio: text('retirement_portfolio'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('user_plans_capacity_range', sql`${table.monthlyCapacity} >= 0`),
    check(
      'user_plans_retirement_portfolio_known',
      sql`${table.retirementPortfolio} is null or ${table.retirementPortfolio} in ('conservative', 'moderate', 'aggressive')`,
    ),
  ],
);
