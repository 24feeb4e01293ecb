import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { auth_user } from './auth';

const answerCheck = (column: string) => sql.raw(`${column} in (250, 625, 938)`);

/**
 * The risk profiler's saved results: a row per save (decision 14), the newest one shown. The score
 * and band are computed by the server from the eight answers (decisions 5 and 31), never taken from
 * the browser. Rows go with the account.
 */
export const riskProfileResults = pgTable(
  'risk_profile_results',
  {
    /** Also the order of saving, for two saves within the same instant. */
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => auth_user.id, { onDelete: 'cascade' }),
    financialRisk: integer('financial_risk').notNull(),
    financialContext: integer('financial_context').notNull(),
    financialDecision: integer('financial_decision').notNull(),
    investmentReturn: integer('investment_return').notNull(),
    investmentPerfomance: integer('investment_perfomance').notNull(),
    investMoney: integer('invest_money').notNull(),
    hypotheticalInvestment: integer('hypothetical_investment').notNull(),
    portfolios: integer('portfolios').notNull(),
    /** The sum of the answers over 100, 20.00 to 75.04. */
    score: numeric('score', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    band: text('band', { enum: ['conservative', 'moderate', 'aggressive'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('risk_profile_results_user_created_idx').on(table.userId, table.createdAt),
    check('risk_profile_results_financial_risk', answerCheck('financial_risk')),
    check('risk_profile_results_financial_context', answerCheck('financial_context')),
    check('risk_profile_results_financial_decision', answerCheck('financial_decision')),
    check('risk_profile_results_investment_return', answerCheck('investment_return')),
    check('risk_profile_results_investment_perfomance', answerCheck('investment_perfomance')),
    check('risk_profile_results_invest_money', answerCheck('invest_money')),
    check('risk_profile_results_hypothetical_investment', answerCheck('hypothetical_investment')),
    check('risk_profile_results_portfolios', answerCheck('portfolios')),
    check(
      'risk_profile_results_band',
      sql`${table.band} in ('conservative', 'moderate', 'aggressive')`,
    ),
  ],
);
