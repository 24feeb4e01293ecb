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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('money_maps_user_id_created_at_idx').on(table.userId, table.createdAt),
    check('money_maps_present_value_positive', sql`${table.presentValue} >= 1`),
    check('money_maps_years_range', sql`${table.years} between 1 and 50`),
  ],
);
