import { DEFAULT_RATES, RETIREMENT_ASSUMPTIONS } from '../../../shared/planners/assumptions';
import { ANSWER_KEYS, POINTS_ANSWERS } from '../../../shared/planners/financial-health';
import { ZNoReportParamsSchema } from '../../../shared/schemas/reports';
import { defineReport, type ReportColumn } from './report-definition';

/**
 * The seeds' five reports (section 7): every saved row, with the saver's e-mail address and the
 * time of the save (India time). docs/admin.md lists the columns; a change here changes the file
 * staff open, so change both.
 */

const email: ReportColumn = { header: 'E-mail', sql: 'u.email', kind: 'text' };
const savedAt = (table: string): ReportColumn => ({
  header: 'Saved at (India time)',
  sql: `${table}.created_at`,
  kind: 'time',
});
const text = (header: string, expression: string): ReportColumn => ({
  header,
  sql: expression,
  kind: 'text',
});
const number = (header: string, expression: string): ReportColumn => ({
  header,
  sql: expression,
  kind: 'number',
});

export const subscribersReport = defineReport({
  name: 'subscribers',
  filePrefix: 'subscribers',
  params: ZNoReportParamsSchema,
  columns: [
    text('Name', 's.name'),
    text('E-mail', 's.email'),
    text('Status', 's.status'),
    {
      header: 'Subscribed at (India time)',
      sql: 's.consented_at',
      kind: 'time',
    },
    {
      header: 'Unsubscribed at (India time)',
      sql: 's.unsubscribed_at',
      kind: 'time',
    },
    text('Privacy notice version', 's.consent_notice_version'),
  ],
  from: 'newsletter_subscriber s',
  order: { time: 's.created_at', id: 's.id' },
});

export const moneyMapReport = defineReport({
  name: 'moneymap',
  filePrefix: 'moneymap',
  params: ZNoReportParamsSchema,
  columns: [
    email,
    savedAt('m'),
    text('Goal', 'm.goal'),
    number('Present value (₹)', 'm.present_value'),
    number('Years', 'm.years'),
    number('Inflation (a year)', 'm.inflation'),
    number('Debt return (a year)', 'm.debt_return'),
    number('Asset allocation return (a year)', 'm.asset_allocation_return'),
    number('Equity return (a year)', 'm.equity_return'),
    number('Step-up (a year)', 'm.step_up'),
    number('Future value (₹)', 'm.future_value'),
    number('Debt SIP (₹ a month)', 'm.debt_monthly'),
    number('Asset allocation SIP (₹ a month)', 'm.asset_allocation_monthly'),
    number('Equity SIP (₹ a month)', 'm.equity_monthly'),
    number('Step-up SIP, first year (₹ a month)', 'm.step_up_monthly'),
    text('Suggested route', 'm.suggested_route'),
    // Beyond the seeds (issue 25): what was already saved, and the goal's place in My plan.
    number('Already saved (₹)', 'm.already_saved'),
    text('Goal name', 'm.name'),
    number('Priority', 'm.priority'),
    text('Portfolio', 'm.portfolio'),
  ],
  from: 'money_maps m join auth_user u on u.id = m.user_id',
  order: { time: 'm.created_at', id: 'm.id' },
});

const retirementInput = (header: string, key: string) => number(header, `(r.inputs->>'${key}')`);

export const retirementPlannerReport = defineReport({
  name: 'retirement_planner',
  filePrefix: 'retirement_planner',
  params: ZNoReportParamsSchema,
  columns: [
    email,
    savedAt('r'),
    retirementInput('Age', 'age'),
    retirementInput('Retirement age', 'retirementAge'),
    text('Gender', `r.inputs->>'gender'`),
    retirementInput('Existing investment (₹)', 'existingInvestment'),
    retirementInput('Rental income (₹ a month)', 'rentalIncome'),
    retirementInput('Retiral benefits (₹)', 'retiralBenefits'),
    retirementInput('Pension income (₹ a month)', 'pensionIncome'),
    retirementInput('Present monthly expenses (₹)', 'presentMonthlyExpenses'),
    retirementInput('New monthly investment (₹)', 'newMonthlyInvestment'),
    number(
      'Inflation (a year)',
      `coalesce((r.rates->>'inflation')::float8, ${DEFAULT_RATES.inflation})`,
    ),
    text('Own rates', `case when r.rates is null then 'no' else 'yes' end`),
    number('Corpus needed (₹)', 'round(r.corpus_needed)'),
    number('Shortage (₹)', 'round(r.shortage)'),
    text('Covered', `case when r.covered then 'yes' else 'no' end`),
    number('Conservative SIP (₹ a month)', 'round(r.monthly_conservative)'),
    number('Moderate SIP (₹ a month)', 'round(r.monthly_moderate)'),
    number('Aggressive SIP (₹ a month)', 'round(r.monthly_aggressive)'),
    // The options beyond the seeds (issue 25), as the plan used them: the seeds' where unchanged.
    number(
      'Life expectancy',
      `coalesce((r.options->>'lifeExpectancy')::int, case r.inputs->>'gender' when 'female' then ${RETIREMENT_ASSUMPTIONS.lifeExpectancy.female} else ${RETIREMENT_ASSUMPTIONS.lifeExpectancy.male} end)`,
    ),
    number(
      'Return in retirement (a year)',
      `coalesce((r.options->>'retirementReturn')::float8, ${RETIREMENT_ASSUMPTIONS.discountRate})`,
    ),
    number(
      "Spending in retirement (share of today's)",
      `coalesce((r.options->>'spendingShare')::float8, 1)`,
    ),
  ],
  from: 'retirement_plans r join auth_user u on u.id = r.user_id',
  order: { time: 'r.created_at', id: 'r.id' },
});

export const financialHealthReport = defineReport({
  name: 'financialHealth_result',
  filePrefix: 'financialHealth_result',
  params: ZNoReportParamsSchema,
  columns: [
    email,
    savedAt('f'),
    number('Score', 'f.final_score'),
    number('Save', 'f.save_score'),
    number('Borrow', 'f.borrow_score'),
    number('Protect', 'f.protect_score'),
    number('Plan', 'f.plan_score'),
    text('Band', 'f.band'),
    // The answers under the seeds' keys (their spelling is the API's), in the order asked.
    ...ANSWER_KEYS.map((key) =>
      Object.hasOwn(POINTS_ANSWERS, key)
        ? number(key, `(f.answers->>'${key}')`)
        : text(key, `f.answers->>'${key}'`),
    ),
  ],
  from: 'financial_health_checkups f join auth_user u on u.id = f.user_id',
  order: { time: 'f.created_at', id: 'f.id' },
});

export const riskProfileReport = defineReport({
  name: 'riskProfile_result',
  filePrefix: 'riskProfile_result',
  params: ZNoReportParamsSchema,
  columns: [
    email,
    savedAt('p'),
    number('Score', 'p.score'),
    text('Band', 'p.band'),
    number('financialRisk', 'p.financial_risk'),
    number('financialContext', 'p.financial_context'),
    number('financialDecision', 'p.financial_decision'),
    number('investmentReturn', 'p.investment_return'),
    number('investmentPerfomance', 'p.investment_perfomance'),
    number('investMoney', 'p.invest_money'),
    number('hypotheticalInvestment', 'p.hypothetical_investment'),
    number('portfolios', 'p.portfolios'),
  ],
  from: 'risk_profile_results p join auth_user u on u.id = p.user_id',
  order: { time: 'p.created_at', id: 'p.id' },
});
